import { BCR_SECTION_SAVES, type BcrSectionSaveKey } from '@driller/domain';
import type { BcrFormValues } from './bcr-form-values';
import { ROUTE_SUMMARY_FIELDS, routeFields, sameJson } from './save-decisions';

type Summary = BcrFormValues['summary'];
type Deleted = NonNullable<BcrFormValues['deleted']>;

/** Summary fields the summary route does not write: the marks other routes save with their sections. */
const MARKS: ReadonlySet<string> = new Set(Object.values(ROUTE_SUMMARY_FIELDS).flat());

const pick = <T extends object>(source: T, keys: readonly string[]): Partial<T> =>
  Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, (source as Record<string, unknown>)[k]])) as Partial<T>;

/**
 * The report as the server holds it once a section route took `posted` over `stored`: a route writes
 * only its own part (apps/server bcr-save-parts `take`): its sections and root fields, its Not
 * Applicable mark, the summary route the summary's fields but not the marks, and its removed rows.
 */
export function storedAfterSave(key: BcrSectionSaveKey, stored: BcrFormValues, posted: BcrFormValues): BcrFormValues {
  const next: BcrFormValues = { ...stored, ...pick(posted, routeFields(key)) };
  const summaryFields = key === 'summary' ? Object.keys(posted.summary).filter((f) => !MARKS.has(f)) : (ROUTE_SUMMARY_FIELDS[key] ?? []);
  next.summary = { ...stored.summary, ...pick(posted.summary, summaryFields) };
  next.deleted = { ...stored.deleted, ...pick(posted.deleted ?? {}, BCR_SECTION_SAVES[key].sections) };
  return next;
}

/** One part three ways: the form's where it differs from the base (an edit not saved), else the server's. */
const part = <T>(base: T, form: T, server: T): T => (sameJson(form, base) ? server : form);

function mergeRecord<T extends object>(base: T | undefined, form: T | undefined, server: T | undefined): T {
  const keys = new Set([...Object.keys(server ?? {}), ...Object.keys(form ?? {})]);
  const at = (o: T | undefined, k: string): unknown => (o as Record<string, unknown> | undefined)?.[k];
  return Object.fromEntries([...keys].map((k) => [k, part(at(base, k), at(form, k), at(server, k))])) as T;
}

/**
 * The form after the server's report arrives (a save's answer, a reload): every edit the user has not
 * saved stays (a section, a summary field, a section's removed rows, compared with `base`, the report
 * the server held when the form was last put in step with it), and the rest is the server's. So saving
 * one page never drops another page's edits, and they still differ from the saved report (a later save
 * posts them).
 */
export function keepUnsavedEdits(base: BcrFormValues, form: BcrFormValues, server: BcrFormValues): BcrFormValues {
  const merged = mergeRecord<BcrFormValues>(base, form, server);
  merged.summary = mergeRecord<Summary>(base.summary, form.summary, server.summary);
  merged.deleted = mergeRecord<Deleted>(base.deleted, form.deleted, server.deleted);
  return merged;
}
