import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES, REQUEST_COMMENTS_MAX, REQUEST_DOCUMENT_LIMITS } from '@driller/domain';
import { FormField, ReadOnlyValue } from '../../../components/ui/form-field';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Loader } from '../../../components/ui/loader';
import { ApiError } from '../../../lib/api/client';
import { createDcaRequest, listRequests, requestsQueryKey } from '../api/access-requests';
import { REQUEST_TEXTS } from './request-texts';

/** A driller asks for 'Drilling Company Admin' access: their company (or one to pick), comments and documents. */
export function DcaRequestForm({ onBack }: { onBack: (notice?: string) => void }) {
  const list = useQuery({ queryKey: requestsQueryKey('dca'), queryFn: () => listRequests('dca') });
  const [organisationId, setOrganisationId] = useState('');
  const [comments, setComments] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  if (list.isPending) return <Loader label="Loading" />;
  const own = list.data?.profile.organisation ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!own && organisationId === '') return setErrors({ organisationId: ADMIN_MESSAGES.selectCompany });
    setSaving(true);
    setErrors({});
    try {
      const saved = await createDcaRequest({ organisationId: own ? null : Number(organisationId), comments, files });
      onBack(saved.message);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])) : {};
      setErrors({ ...fieldErrors, form: (error as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="nsw-form" onSubmit={(e) => void submit(e)} aria-labelledby="dca-create-title" noValidate>
      <h2 id="dca-create-title">{REQUEST_TEXTS.dca.createTitle}</h2>
      {errors.form ? <InPageAlert tone="error" compact>{errors.form}</InPageAlert> : null}
      {own ? (
        <dl className="app-readonly-list"><ReadOnlyValue label="Company" value={own.name} testId="dca-company" /></dl>
      ) : (
        <FormField id="dca-organisation" label="Company" required error={errors.organisationId}>
          <select id="dca-organisation" className="nsw-form__select" value={organisationId} required onChange={(e) => {
              setOrganisationId(e.target.value);
              setErrors(({ organisationId: _cleared, ...rest }) => rest);
            }}>
            <option value="">Please select</option>
            {(list.data?.organisations ?? []).map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
          </select>
        </FormField>
      )}
      <FormField id="dca-comments" label="Comments" helper="Why you need company admin access, for the reviewer." error={errors.comments}>
        <textarea id="dca-comments" className="nsw-form__input" rows={4} maxLength={REQUEST_COMMENTS_MAX} value={comments} onChange={(e) => setComments(e.target.value)} />
      </FormField>
      <FormField
        id="dca-files"
        label="Supporting documents"
        helper={`Optional: at most ${REQUEST_DOCUMENT_LIMITS.maxFiles} files, 10 MB in total (PDF, images, Word, Excel, text or CSV).`}
        error={errors.files}
      >
        <input id="dca-files" className="nsw-form__input" type="file" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} />
      </FormField>
      <div className="app-requests__buttons">
        <button type="submit" className="nsw-button nsw-button--dark" disabled={saving}>Submit</button>
        <button type="button" className="nsw-button nsw-button--dark-outline" onClick={() => onBack()}>Back</button>
      </div>
    </form>
  );
}
