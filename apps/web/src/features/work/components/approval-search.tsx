import { useState } from 'react';
import { GENERAL_MESSAGES, normaliseApprovalNumber, validateApprovalSearch } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { FormField, describedBy } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import { useSearchApproval, type ApprovalWork } from '../api/search-approval';
import { fieldIdFor } from '../hooks/field-ids';

const ID = fieldIdFor('workApprovalNo');

/**
 * The work approval number search: its own form, so Enter in the box searches (data-enter="search")
 * while Enter elsewhere on the page moves to the next field.
 */
export function ApprovalSearch({
  initial,
  disabled,
  onResults,
}: {
  initial: string;
  disabled: boolean;
  onResults: (approvalNo: string, works: ApprovalWork[]) => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const search = useSearchApproval();

  async function submit() {
    const issue = validateApprovalSearch(text)[0];
    setError(issue?.message);
    if (issue) return;
    const approvalNo = normaliseApprovalNumber(text);
    try {
      const works = await search.mutateAsync(approvalNo);
      onResults(approvalNo, works);
    } catch (e) {
      setError(e instanceof ApiError && e.body?.message ? e.body.message : GENERAL_MESSAGES.loadingFailed);
    }
  }

  return (
    <form
      noValidate
      role="search"
      aria-label="Work approval number search"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="app-search-row">
        <FormField id={ID} label="Work approval number" helper="For example 90WA123456" error={error} required>
          <input
            id={ID}
            className="nsw-form__input"
            type="text"
            data-enter="search"
            autoComplete="off"
            value={text}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ID, true, error)}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
        <button type="submit" className="nsw-button nsw-button--dark" disabled={disabled || search.isPending}>
          {search.isPending ? 'Searching ...' : 'Search'}
          <Icon name="search" size={20} />
        </button>
      </div>
    </form>
  );
}
