import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  DRILLER_STATUS,
  DRILLER_TYPE_LABELS,
  drillerFormAccess,
  type DrillerRecord,
  type Issue,
  type PeopleMasterData,
} from '@driller/domain';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormField } from '../../../components/ui/form-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { draftOf, emptyDriller, expiryText, type DrillerDraft } from '../hooks/driller-draft';
import { useCompanyChange } from '../hooks/use-company-change';
import { useDrillerSave } from '../hooks/use-driller-save';
import { CheckboxesField, SelectField, TextAreaField, TextField, type Choice } from './fields';

const fieldId = (path: string) => `driller-${path}`;
const messageOf = (issues: readonly Issue[], path: string) =>
  issues.find((issue) => issue.path === path)?.message;

/**
 * The record's own company stays a choice even when the viewer could not pick it (a special one), and
 * so does a company just created from this form.
 */
function companyChoices(
  master: PeopleMasterData,
  record: DrillerRecord | null,
  held: HeldDriller | null | undefined,
): Choice[] {
  const created = held?.createdCompany;
  const own =
    record?.organisationId && record.organisationName
      ? [{ id: record.organisationId, name: record.organisationName }]
      : [];
  const extra = [...own, ...(created ? [created] : [])];
  return [...master.organisation, ...extra.filter((o) => !master.organisation.some((m) => m.id === o.id))];
}

/** The unsaved form kept while the user creates a company (page 3), and the company created there. */
export interface HeldDriller {
  draft: DrillerDraft;
  createdCompany: Choice | null;
}

const initialDraft = (record: DrillerRecord | null, held: HeldDriller | null | undefined) =>
  held?.draft ?? (record ? draftOf(record) : emptyDriller());

/** Page 2: Create New Driller / Update Driller (spec 3 "Driller form"). */
export function DrillerForm({
  master,
  record,
  held,
  onSaved,
  onCreateCompany,
}: {
  master: PeopleMasterData;
  record: DrillerRecord | null;
  held?: HeldDriller | null;
  onSaved: (saved: DrillerRecord) => void;
  onCreateCompany?: (draft: DrillerDraft) => void;
}) {
  const { user } = useAuth();
  const { register, handleSubmit, control, setValue, reset, getValues } = useForm<DrillerDraft>({
    defaultValues: initialDraft(record, held),
  });
  // A save answers with the stored record (new version): the form shows it, keeping focus where it was.
  // The record it opened with is already in the form (or the held draft is, back from Create Company).
  const shownRecord = useRef(record);
  useEffect(() => {
    if (record && record !== shownRecord.current) reset(draftOf(record));
    shownRecord.current = record;
  }, [record, reset]);
  const [licenceFrom, statusText] = useWatch({ control, name: ['drillerLicenseFrom', 'drillerStatus'] });
  // Spec 3: class, licence-from and endorsements may wait while the driller is Under Review.
  const licenceRequired = Number(statusText) !== DRILLER_STATUS.underReview;
  const { save, saving, issues } = useDrillerSave(record, onSaved);
  const approveCompanyChange = useCompanyChange(record);
  if (!user) return null;
  const access = drillerFormAccess(user, {
    isSelf: record?.isSelf ?? false,
    isNew: record === null,
    hasAccount: record?.hasAccount ?? false,
  });
  const companies = companyChoices(master, record, held);
  const error = (path: string) => messageOf(issues, path);
  const regulated = !access.regulatedFields;
  const companyRegistration = register('organisationId', {
    onChange: async (event: { target: { value: string } }) => {
      const chosen = event.target.value === '' ? null : Number(event.target.value);
      const name = companies.find((c) => c.id === chosen)?.name ?? '';
      if (!(await approveCompanyChange(chosen, name)))
        setValue('organisationId', record?.organisationId ? String(record.organisationId) : '');
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((draft) => save(draft))} aria-labelledby="driller-form-title">
      <h2 id="driller-form-title">{record ? 'Update Driller' : 'Create New Driller'}</h2>
      <ErrorSummary
        errors={issues.map((issue) => ({ fieldId: fieldId(issue.path), message: issue.message }))}
      />
      <fieldset className="app-people__fieldset" disabled={access.readOnly} data-testid="driller-fieldset">
        <div className="app-people__grid">
          <FormField id={fieldId('drillerType')} label="Driller type" required>
            <select
              id={fieldId('drillerType')}
              className="nsw-form__select"
              disabled={!access.drillerType}
              {...register('drillerType')}
            >
              {Object.entries(DRILLER_TYPE_LABELS).map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </FormField>
          <SelectField
            id={fieldId('drillerStatus')}
            label="Status"
            required
            disabled={regulated}
            error={error('drillerStatus')}
            registration={register('drillerStatus')}
            choices={master.drillerStatus}
          />
          <TextField
            id={fieldId('drillerFirstName')}
            label="First name"
            required
            error={error('drillerFirstName')}
            registration={register('drillerFirstName')}
            maxLength={100}
          />
          <TextField
            id={fieldId('drillerLastName')}
            label="Last name"
            required
            error={error('drillerLastName')}
            registration={register('drillerLastName')}
            maxLength={100}
          />
          <TextField
            id={fieldId('drillerLicenseNo')}
            label="Drilling licence no"
            required
            disabled={regulated}
            helper="For example, DL 1234 (NSW) or AMR 123456 (interstate)"
            error={error('drillerLicenseNo')}
            registration={register('drillerLicenseNo')}
          />
          <SelectField
            id={fieldId('licenseClassId')}
            label="Licence class"
            required={licenceRequired}
            disabled={regulated}
            error={error('licenseClassId')}
            registration={register('licenseClassId')}
            choices={master.licenseClass}
          />
          <TextField
            id={fieldId('drillerLicenseFrom')}
            label="Drilling licence from date"
            required={licenceRequired}
            disabled={regulated}
            helper="For example, 25/03/2025"
            error={error('drillerLicenseFrom')}
            registration={register('drillerLicenseFrom')}
          />
          <FormField
            id={fieldId('licenseExpiryDate')}
            label="Drilling licence expiry date"
            helper="Three years after the licence from date"
          >
            <input
              id={fieldId('licenseExpiryDate')}
              className="nsw-form__input"
              readOnly
              value={expiryText(licenceFrom)}
              aria-describedby={`${fieldId('licenseExpiryDate')}-helper`}
            />
          </FormField>
          <div className="app-people__wide">
            <CheckboxesField
              id={fieldId('drillingEndorsements')}
              label="Drilling endorsements"
              required={licenceRequired}
              disabled={regulated}
              error={error('drillingEndorsements')}
              registration={register('drillingEndorsements')}
              choices={master.drillingEndorsements}
            />
          </div>
          <TextField
            id={fieldId('workEmail')}
            label="Work email"
            type="email"
            error={error('workEmail')}
            registration={register('workEmail')}
            maxLength={100}
          />
          <TextField
            id={fieldId('workMobile')}
            label="Work mobile"
            type="tel"
            error={error('workMobile')}
            registration={register('workMobile')}
            maxLength={20}
          />
          <SelectField
            id={fieldId('organisationId')}
            label="Company / Registered business"
            error={error('organisationId')}
            registration={companyRegistration}
            choices={companies}
          />
          <TextField
            id={fieldId('username')}
            label="Username"
            required
            disabled={!access.username}
            error={error('username')}
            registration={register('username')}
            maxLength={100}
          />
          <SelectField
            id={fieldId('roleId')}
            label="Role"
            required
            disabled
            error={error('roleId')}
            registration={register('roleId')}
            choices={master.role}
          />
          <div className="app-people__wide">
            <TextField
              id={fieldId('externalAddress')}
              label="Address"
              error={error('externalAddress')}
              registration={register('externalAddress')}
              maxLength={500}
            />
            <TextAreaField
              id={fieldId('comments')}
              label="Comments"
              disabled={regulated}
              error={error('comments')}
              registration={register('comments')}
            />
          </div>
        </div>
      </fieldset>
      <div className="app-people__actions">
        {access.readOnly ? null : (
          <button type="submit" className="nsw-button nsw-button--dark" aria-busy={saving || undefined}>
            Save
          </button>
        )}
        {onCreateCompany && !access.readOnly ? (
          <button
            type="button"
            className="nsw-button nsw-button--dark-outline"
            onClick={() => onCreateCompany(getValues())}
          >
            Create Company
          </button>
        ) : null}
      </div>
    </form>
  );
}
