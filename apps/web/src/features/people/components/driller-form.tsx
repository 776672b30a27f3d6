import { useForm, useWatch } from 'react-hook-form';
import {
  DRILLER_STATUS,
  DRILLER_TYPE_LABELS,
  drillerFormAccess,
  type DrillerRecord,
  type PeopleMasterData,
} from '@driller/domain';
import { FormField } from '../../../components/ui/form-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { draftOf, emptyDriller, expiryText, type DrillerDraft } from '../hooks/driller-draft';
import { useCompanyChange } from '../hooks/use-company-change';
import { useDrillerSave } from '../hooks/use-driller-save';
import { CheckboxesField, SelectField, TextAreaField, TextField, type Choice } from './fields';
import { CreateCompanyButton, PersonForm, SaveButton, fieldBinder, personFieldId, useSavedRecordShown } from './person-form';

const KIND = 'driller';

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
  useSavedRecordShown(record, reset, draftOf);
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
  const field = fieldBinder(KIND, register, issues);
  const regulated = !access.regulatedFields;
  const companyField = field('organisationId', {
    onChange: async (event: { target: { value: string } }) => {
      const chosen = event.target.value === '' ? null : Number(event.target.value);
      const name = companies.find((c) => c.id === chosen)?.name ?? '';
      if (!(await approveCompanyChange(chosen, name)))
        setValue('organisationId', record?.organisationId ? String(record.organisationId) : '');
    },
  });
  const expiryId = personFieldId(KIND, 'licenseExpiryDate');

  return (
    <PersonForm
      kind={KIND}
      title={record ? 'Update Driller' : 'Create New Driller'}
      issues={issues}
      readOnly={access.readOnly}
      onSubmit={handleSubmit((draft) => save(draft))}
      actions={
        <>
          {access.readOnly ? null : <SaveButton saving={saving} />}
          {onCreateCompany && !access.readOnly ? <CreateCompanyButton onClick={() => onCreateCompany(getValues())} /> : null}
        </>
      }
    >
      <FormField id={personFieldId(KIND, 'drillerType')} label="Driller type" required>
        <select
          id={personFieldId(KIND, 'drillerType')}
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
        {...field('drillerStatus')}
        label="Status"
        required
        disabled={regulated}
        choices={master.drillerStatus}
      />
      <TextField {...field('drillerFirstName')} label="First name" required maxLength={100} />
      <TextField {...field('drillerLastName')} label="Last name" required maxLength={100} />
      <TextField
        {...field('drillerLicenseNo')}
        label="Drilling licence no"
        required
        disabled={regulated}
        helper="For example, DL 1234 (NSW) or AMR 123456 (interstate)"
      />
      <SelectField
        {...field('licenseClassId')}
        label="Licence class"
        required={licenceRequired}
        disabled={regulated}
        choices={master.licenseClass}
      />
      <TextField
        {...field('drillerLicenseFrom')}
        label="Drilling licence from date"
        required={licenceRequired}
        disabled={regulated}
        helper="For example, 25/03/2025"
      />
      <FormField
        id={expiryId}
        label="Drilling licence expiry date"
        helper="Three years after the licence from date"
      >
        <input
          id={expiryId}
          className="nsw-form__input"
          readOnly
          value={expiryText(licenceFrom)}
          aria-describedby={`${expiryId}-helper`}
        />
      </FormField>
      <div className="app-people__wide">
        <CheckboxesField
          {...field('drillingEndorsements')}
          label="Drilling endorsements"
          required={licenceRequired}
          disabled={regulated}
          choices={master.drillingEndorsements}
        />
      </div>
      <TextField {...field('workEmail')} label="Work email" type="email" maxLength={100} />
      <TextField {...field('workMobile')} label="Work mobile" type="tel" maxLength={20} />
      <SelectField {...companyField} label="Company / Registered business" choices={companies} />
      <TextField
        {...field('username')}
        label="Username"
        required
        disabled={!access.username}
        maxLength={100}
      />
      <SelectField {...field('roleId')} label="Role" required disabled choices={master.role} />
      <div className="app-people__wide">
        <TextField {...field('externalAddress')} label="Address" maxLength={500} />
        <TextAreaField {...field('comments')} label="Comments" disabled={regulated} />
      </div>
    </PersonForm>
  );
}
