import { hasErrors, type Issue } from '../../common/issue';
import { BCR_MESSAGES, bcrMessage } from '../messages';
import { BCR_PAGES } from '../pages';

/**
 * Review sections: the pages (bar the submit page) plus Gravel Pack and Work Details, giving the 16
 * error slots of the review display (spec 2 section 9).
 */
export const REVIEW_SECTIONS = [
  ...BCR_PAGES.filter((p) => p.id !== 'submit'),
  { id: 'gravelPack', title: 'Gravel Pack' },
  { id: 'workDetails', title: 'Work Details' },
] as const;
export type ReviewSectionId = (typeof REVIEW_SECTIONS)[number]['id'];

/** Issue paths name the report property; a few differ from their page id. */
const PATH_TO_SECTION: Readonly<Record<string, ReviewSectionId>> = { casingLiner: 'boreConstructionDesign' };

export interface ReviewEntry {
  section: ReviewSectionId;
  title: string;
  messages: string[];
}

export interface ReviewWarning {
  section: ReviewSectionId;
  message: string;
  code: string;
}

export interface BcrReview {
  errors: ReviewEntry[];
  warnings: ReviewWarning[];
  /** Submit is offered only with no blocking errors. */
  canSubmit: boolean;
}

/** Section and 1-based row number of an issue path such as `lithology.2.depthTo` or `boreDevelopment.rows.0.x`. */
export function locateIssue(path: string): { section: ReviewSectionId; row: number | null } {
  const parts = path.split('.');
  const head = parts[0] ?? '';
  const section = PATH_TO_SECTION[head] ?? (REVIEW_SECTIONS.some((s) => s.id === head) ? (head as ReviewSectionId) : 'summary');
  const indexPart = parts[1] === 'rows' ? parts[2] : parts[1];
  const row = indexPart !== undefined && /^\d+$/.test(indexPart) ? Number(indexPart) + 1 : null;
  return { section, row };
}

/**
 * Missing fields read "Mandatory fields are not entered" (spec 2 section 5, review page): one line a
 * row, and one for a section's own fields (the summary, head works), which a bare "Required" would not name.
 */
function displayMessage(issue: Issue, row: number | null): string {
  const message = issue.message === BCR_MESSAGES.required ? BCR_MESSAGES.mandatoryFieldsMissing : issue.message;
  return row === null ? message : bcrMessage.rowPrefix(row, message);
}

/** Groups validateBcr's output into the review page's error banner and warning list. */
export function buildReview(issues: readonly Issue[]): BcrReview {
  const bySection = new Map<ReviewSectionId, Set<string>>();
  const warnings: ReviewWarning[] = [];
  for (const issue of issues) {
    const { section, row } = locateIssue(issue.path);
    const message = displayMessage(issue, row);
    if (issue.severity === 'warning') {
      if (!warnings.some((w) => w.message === message && w.code === issue.code)) {
        warnings.push({ section, message, code: issue.code ?? '' });
      }
      continue;
    }
    const set = bySection.get(section) ?? new Set<string>();
    set.add(message);
    bySection.set(section, set);
  }
  const errors = REVIEW_SECTIONS.filter((s) => bySection.has(s.id)).map((s) => ({
    section: s.id,
    title: s.title,
    messages: [...(bySection.get(s.id) ?? [])],
  }));
  return { errors, warnings, canSubmit: !hasErrors(issues) };
}

/** The exception reason codes a submission stores once its warnings are confirmed. */
export function exceptionReasonCodes(review: BcrReview): string[] {
  return [...new Set(review.warnings.map((w) => w.code))];
}

/** The review page's error banner as text: one line a message, after its section's title. */
export function reviewErrorLines(review: BcrReview): string[] {
  return review.errors.flatMap((entry) => entry.messages.map((message) => `${entry.title}: ${message}`));
}
