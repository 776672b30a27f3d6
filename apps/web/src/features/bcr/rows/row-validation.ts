import { isOnRow, parseBlankingRefused, refusalsWithRuleIssues, type Issue, type SafeParser } from '@driller/domain';
import { withRow } from './row-list';

/** A row's errors by field name; '' holds an error about the row as a whole. */
export type RowErrors = Readonly<Record<string, string>>;

export interface RowDraftCheck<R> {
  /** The section's path in the report ('lithology', 'boreDevelopment.rows'). */
  section: string;
  /** The domain's row schema: shape, numbers, digit and text limits. */
  schema: SafeParser<R>;
  /** The section's rows as the form holds them. */
  rows: readonly R[];
  /** The row's index in the form's array (where a new row will go). */
  index: number;
  isNew: boolean;
  /** What the modal or panel holds (numbers may still be the typed text). */
  draft: unknown;
  /** The section's rules (domain `<section>Issues`) over the whole list with the draft in place. */
  check: (rows: R[]) => readonly Issue[];
}

export type RowDraftResult<R> = { row: R; errors: null } | { row: null; errors: RowErrors };

function firstByField(entries: readonly [string, string][]): RowErrors {
  const errors: Record<string, string> = {};
  for (const [field, message] of entries) if (!(field in errors)) errors[field] = message;
  return errors;
}

/**
 * The row modal's Save (spec 2 section 5: checks run on save): the domain's row schema, then the
 * section's rules with the row in its place; only the errors on this row stop it, in the rules' words.
 * A value the schema refuses (text too long, letters in a number) shows its own message, and the rules
 * judge the rest of the row with that field blank, so every other error shows at the same time.
 */
export function checkRowDraft<R>({ section, schema, rows, index, isNew, draft, check }: RowDraftCheck<R>): RowDraftResult<R> {
  const { data, refused } = parseBlankingRefused(schema, draft);
  const prefix = `${section}.${index}`;
  const onRow = data === null ? [] : check(withRow(rows, index, data, isNew)).filter((i) => i.severity === 'error' && isOnRow(i.path, section, index));
  if (refused.length === 0 && onRow.length === 0 && data !== null) return { row: data, errors: null };
  const asRowFields = onRow.map((i): Issue => ({ ...i, path: i.path === prefix ? '' : i.path.slice(prefix.length + 1) }));
  return { row: null, errors: firstByField(refusalsWithRuleIssues(refused, asRowFields).map((i) => [i.path, i.message])) };
}

/** The errors already known for a row (the last save's issues), to show when its modal opens. */
export function rowErrorsFrom(issues: readonly Issue[], section: string, index: number): RowErrors {
  const prefix = `${section}.${index}`;
  return firstByField(
    issues
      .filter((i) => i.severity === 'error' && isOnRow(i.path, section, index))
      .map((i) => [i.path === prefix ? '' : i.path.slice(prefix.length + 1), i.message]),
  );
}
