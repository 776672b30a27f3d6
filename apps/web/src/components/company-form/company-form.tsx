import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORGANISATION_ACTIVE,
  companyFieldState,
  companyFormSchema,
  formatAbnOrAcn,
  registerMatchIssues,
  adminSavingFailedMessage,
  type CompanyFormValues,
  type OrganisationRow,
} from '@driller/domain';
import { FormField } from '../ui/form-field';
import { useDialogs } from '../ui/dialogs/dialog-context';
import { ApiError } from '../../lib/api/client';
import { saveOrganisation } from './company-api';
import { RegisterResults, useRegisterLookup } from './register-lookup';
import './company-form.css';

type TextField = 'organisationName' | 'abnOrAcn' | 'phone' | 'email' | 'website' | 'address';
const FIELDS: readonly { name: TextField; label: string; required?: boolean; multiline?: boolean }[] = [
  { name: 'abnOrAcn', label: 'ABN/ACN', required: true },
  { name: 'phone', label: 'Phone' },
  { name: 'email', label: 'Email' },
  { name: 'website', label: 'Website' },
  { name: 'address', label: 'Address', multiline: true },
];

const NEW_COMPANY: CompanyFormValues = {
  organisationId: null,
  organisationName: '',
  abnOrAcn: '',
  phone: '',
  email: '',
  website: '',
  address: '',
  isActive: ORGANISATION_ACTIVE.active,
};

/** What organisation/save answers: the stored company's id and name. */
export interface SavedCompany {
  organisationId: number;
  organisationName: string;
}

/** The form's values: the company's, with empty boxes where it has nothing. */
function blank(company: OrganisationRow | null): CompanyFormValues {
  if (!company) return NEW_COMPANY;
  const { organisationId, organisationName, abnOrAcn, isActive } = company;
  const optional = Object.fromEntries(FIELDS.map((f) => [f.name, company[f.name] ?? '']));
  return { ...NEW_COMPANY, ...optional, organisationId, organisationName, abnOrAcn, isActive };
}

/**
 * The company form (create or update): a new company is found in the business register first
 * (Search Company), and its name and ABN/ACN must match a result; an existing company keeps its name
 * and may be deactivated.
 */
export function CompanyForm({
  company,
  assignToMe = false,
  onSaved,
  onBack,
}: {
  company: OrganisationRow | null;
  assignToMe?: boolean;
  onSaved: (saved: SavedCompany) => void;
  onBack: () => void;
}) {
  const dialogs = useDialogs();
  const lookup = useRegisterLookup();
  const form = useForm<CompanyFormValues>({
    defaultValues: blank(company),
    resolver: zodResolver(companyFormSchema),
  });
  const { register, handleSubmit, formState, setError, setValue, getValues } = form;
  const { nameLocked, showDeactivate } = companyFieldState({ organisationId: company?.organisationId });
  const errors = formState.errors;
  // The register match is judged again on Save; a changed ABN/ACN or a picked result clears the old verdict.
  const clearMismatch = () => form.clearErrors('organisationName');
  const isActive = useWatch({ control: form.control, name: 'isActive' });

  const submit = handleSubmit(async (values) => {
    const mismatch = registerMatchIssues(values, lookup.results ?? [])[0];
    if (mismatch) return setError('organisationName', { message: mismatch.message });
    try {
      const answer = await saveOrganisation({
        ...values,
        isActive: Number(values.isActive),
        version: company?.version ?? null,
        assignToMe,
      });
      await dialogs.alert(answer.message);
      onSaved(answer.data);
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
      for (const [field, messages] of Object.entries(fieldErrors))
        setError(field as TextField, { message: messages[0] });
      await dialogs.alert(adminSavingFailedMessage(e instanceof ApiError ? e.body?.message : null));
    }
  });

  return (
    <form className="app-company-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="app-company-form__lookup">
        <FormField
          id="organisationName"
          label="Company name"
          required
          error={errors.organisationName?.message ?? lookup.problem ?? undefined}
        >
          <input
            id="organisationName"
            className="nsw-form__input"
            readOnly={nameLocked}
            aria-invalid={!!errors.organisationName}
            {...register('organisationName', { onChange: lookup.clearProblem })}
          />
        </FormField>
        {nameLocked ? null : (
          <button
            type="button"
            className="nsw-button nsw-button--dark-outline"
            disabled={lookup.busy}
            onClick={() => void lookup.search(getValues('organisationName') ?? '')}
          >
            Search Company
          </button>
        )}
      </div>
      {lookup.results && !nameLocked ? (
        <RegisterResults
          results={lookup.results}
          note={lookup.note}
          onPick={(r) => {
            setValue('organisationName', r.Name, { shouldValidate: true });
            setValue('abnOrAcn', formatAbnOrAcn(r.Abn), { shouldValidate: true });
            clearMismatch();
          }}
        />
      ) : null}
      {FIELDS.map((f) => (
        <FormField
          key={f.name}
          id={f.name}
          label={f.label}
          required={f.required}
          error={errors[f.name]?.message}
        >
          {f.multiline ? (
            <textarea
              id={f.name}
              className="nsw-form__input"
              rows={3}
              aria-invalid={!!errors[f.name]}
              {...register(f.name, f.name === 'abnOrAcn' ? { onChange: clearMismatch } : undefined)}
            />
          ) : (
            <input
              id={f.name}
              className="nsw-form__input"
              aria-invalid={!!errors[f.name]}
              {...register(f.name, f.name === 'abnOrAcn' ? { onChange: clearMismatch } : undefined)}
            />
          )}
        </FormField>
      ))}
      {showDeactivate ? (
        <fieldset className="nsw-form__fieldset">
          <legend className="nsw-form__legend">Status</legend>
          {[
            { value: ORGANISATION_ACTIVE.active, label: 'Active' },
            { value: ORGANISATION_ACTIVE.inactive, label: 'Deactivate' },
          ].map((o) => (
            <span key={o.value}>
              <input
                className="nsw-form__radio-input"
                type="radio"
                id={`isActive-${o.value}`}
                name="isActive"
                checked={isActive === o.value}
                onChange={() => setValue('isActive', o.value, { shouldDirty: true })}
              />
              <label className="nsw-form__radio-label" htmlFor={`isActive-${o.value}`}>
                {o.label}
              </label>
            </span>
          ))}
        </fieldset>
      ) : null}
      <div className="app-company-form__actions">
        <button type="submit" className="nsw-button nsw-button--dark" disabled={formState.isSubmitting}>
          Save
        </button>
        <button type="button" className="nsw-button nsw-button--dark-outline" onClick={onBack}>
          Back
        </button>
      </div>
    </form>
  );
}
