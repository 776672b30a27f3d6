import {
  bcrReportSchema,
  parseBlankingRefused,
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

/**
 * The form's values as the rules read them (numbers cleaned, blanks null), and the values the schema
 * refuses (text in a number, too many digits, text too long) as errors at their field paths. With
 * refusals, `report` is the form read with those fields blank (null when even that does not parse), so
 * the rules can still name every other error.
 */
export interface ParsedFormValues {
  report: BcrReport | null;
  refused: Issue[];
}

export function parseFormValues(values: BcrFormValues): ParsedFormValues {
  const { data, refused } = parseBlankingRefused(bcrReportSchema, values);
  return { report: data, refused };
}
