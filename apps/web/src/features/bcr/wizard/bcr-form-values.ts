import {
  bcrReportSchema,
  error,
  type BcrReport,
  type BcrReportInput,
  type BcrView,
  type Issue,
} from '@driller/domain';

/**
 * The wizard's one react-hook-form form holds the whole report as the save routes take it. Numeric
 * fields may hold the text a user typed ("12.5"); the domain's schema cleans them on parse.
 */
export type BcrFormValues = BcrReportInput;

/** A loaded (or saved) view's report as the form's values: a copy, so editing never touches the cache. */
export function formValuesFromView(view: Pick<BcrView, 'report'>): BcrFormValues {
  return structuredClone(view.report) as BcrFormValues;
}

export type ParsedFormValues = { report: BcrReport; issues: [] } | { report: null; issues: Issue[] };

/**
 * The form's values as the rules read them (numbers cleaned, blanks null). Values the schema refuses
 * (text in a number, too many digits) come back as errors at their field paths instead.
 */
export function parseFormValues(values: BcrFormValues): ParsedFormValues {
  const parsed = bcrReportSchema.safeParse(values);
  if (parsed.success) return { report: parsed.data, issues: [] };
  return { report: null, issues: parsed.error.issues.map((i) => error(i.path.join('.'), i.message)) };
}

