import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormRegister, UseFormReset } from 'react-hook-form';
import type { Issue } from '@driller/domain';
import { ErrorSummary } from '../../../components/ui/error-summary';

/** The element id of a person form's field: "driller-…" or "user-…" and the field's path. */
export const personFieldId = (kind: string, path: string) => `${kind}-${path}`;

/**
 * The props every field of a person form takes from its path: its id, the message the last check
 * left beside it, and its registration with the form.
 */
export function fieldBinder<Draft extends FieldValues>(
  kind: string,
  register: UseFormRegister<Draft>,
  issues: readonly Issue[],
) {
  return (path: Path<Draft>, options?: RegisterOptions<Draft, Path<Draft>>) => ({
    id: personFieldId(kind, path),
    error: issues.find((issue) => issue.path === path)?.message,
    registration: register(path, options),
  });
}

/**
 * A save answers with the stored record (new version): the form shows it, keeping focus where it was.
 * The record it opened with is already in the form (or a held draft is, back from Create Company).
 */
export function useSavedRecordShown<Saved, Draft extends FieldValues>(
  record: Saved | null,
  reset: UseFormReset<Draft>,
  draftOf: (record: Saved) => Draft,
) {
  const shownRecord = useRef(record);
  useEffect(() => {
    if (record && record !== shownRecord.current) reset(draftOf(record));
    shownRecord.current = record;
  }, [record, reset, draftOf]);
}

export function SaveButton({ saving }: { saving: boolean }) {
  return (
    <button type="submit" className="nsw-button nsw-button--dark" aria-busy={saving || undefined}>
      Save
    </button>
  );
}

/** Page 2's way to page 3 (Create Company): the form as typed goes along and comes back. */
export function CreateCompanyButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="nsw-button nsw-button--dark-outline" onClick={onClick}>
      Create Company
    </button>
  );
}

/**
 * Page 2 of Manage Driller / Manage User: the heading, the problems found linking to their fields,
 * the fields (all disabled when read-only) and the buttons (none shown when `actions` is null).
 */
export function PersonForm({
  kind,
  title,
  issues,
  readOnly,
  onSubmit,
  actions,
  children,
}: {
  kind: string;
  title: string;
  issues: readonly Issue[];
  readOnly: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${kind}-form-title`}>
      <h2 id={`${kind}-form-title`}>{title}</h2>
      <ErrorSummary
        errors={issues.map((issue) => ({ fieldId: personFieldId(kind, issue.path), message: issue.message }))}
      />
      <fieldset className="app-people__fieldset" disabled={readOnly} data-testid={`${kind}-fieldset`}>
        <div className="app-people__grid">{children}</div>
      </fieldset>
      {actions === null ? null : <div className="app-people__actions">{actions}</div>}
    </form>
  );
}
