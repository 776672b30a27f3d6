import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { companyFieldIssues, type Issue } from '@driller/domain';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { TextField } from './fields';

interface CompanyDraft {
  organisationName: string;
  abnOrAcn: string;
  phone: string;
  email: string;
  website: string;
  address: string;
}

const FIELDS: readonly { name: keyof CompanyDraft; label: string; required?: boolean }[] = [
  { name: 'organisationName', label: 'Company name', required: true },
  { name: 'abnOrAcn', label: 'ABN/ACN', required: true },
  { name: 'phone', label: 'Phone' },
  { name: 'email', label: 'Email' },
  { name: 'website', label: 'Website' },
  { name: 'address', label: 'Address' },
];

/**
 * Page 3: Create Company, with the domain's company rules. Saving goes through organisation/save,
 * which the Company / Registered business screen delivers; until that call is on main the page says
 * so instead of pretending to save (docs/decisions.md).
 */
export function CreateCompanyPage({ onBack }: { onBack: () => void }) {
  const { register, handleSubmit } = useForm<CompanyDraft>();
  const [issues, setIssues] = useState<Issue[]>([]);
  const [checked, setChecked] = useState(false);
  const error = (path: string) => issues.find((issue) => issue.path === path)?.message;
  const submit = handleSubmit((draft) => {
    const found = companyFieldIssues(draft);
    setIssues(found);
    setChecked(found.length === 0);
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Create Company">
      <button
        type="button"
        className="nsw-button nsw-button--dark-outline nsw-button--small app-people__back"
        onClick={onBack}
      >
        Back
      </button>
      <ErrorSummary
        errors={issues.map((issue) => ({ fieldId: `company-${issue.path}`, message: issue.message }))}
      />
      {checked ? (
        <InPageAlert tone="info" heading="Company not saved yet">
          <p>
            Companies are saved from the Company / Registered business screen (organisation/save), delivered
            with it.
          </p>
        </InPageAlert>
      ) : null}
      <div className="app-people__grid">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`company-${field.name}`}
            label={field.label}
            required={field.required}
            error={error(field.name)}
            registration={register(field.name)}
          />
        ))}
      </div>
      <div className="app-people__actions">
        <button type="submit" className="nsw-button nsw-button--dark">
          Save
        </button>
      </div>
    </form>
  );
}
