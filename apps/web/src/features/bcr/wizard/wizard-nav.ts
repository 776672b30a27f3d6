import {
  BCR_LIMITS,
  BCR_PAGES,
  SECTION_PAGE,
  hasErrors,
  sectionOfPath,
  wizardButtons,
  type BcrPageId,
  type BcrView,
  type Issue,
} from '@driller/domain';
import { pageSaveKey } from './page-registry';

type VisiblePages = readonly string[];

/** The visible pages in wizard order (the server's list, kept in the domain's page order). */
export function orderedPages(visible: VisiblePages): BcrPageId[] {
  return BCR_PAGES.map((p) => p.id).filter((id) => visible.includes(id));
}

/** Next and Previous move among the visible pages only; null at either end. */
export function neighbourPage(current: BcrPageId, visible: VisiblePages, direction: 1 | -1): BcrPageId | null {
  const pages = orderedPages(visible);
  return pages[pages.indexOf(current) + direction] ?? null;
}

export type WizardButton = 'previous' | 'next' | 'save' | 'saveAndNext' | 'cancel';

/**
 * The buttons under a page: with no edit rights only Previous and Next (domain `wizardButtons`);
 * a page without a save route (Submit Bore Details) has no Save; none past the ends.
 */
export function pageButtons(page: BcrPageId, visible: VisiblePages, readOnly: boolean, hasCancel: boolean): WizardButton[] {
  const allowed = wizardButtons(readOnly);
  const hasPrevious = neighbourPage(page, visible, -1) !== null;
  const hasNext = neighbourPage(page, visible, 1) !== null;
  const canSave = pageSaveKey(page) !== null;
  const shown: Record<WizardButton, boolean> = {
    previous: hasPrevious && allowed.includes('previous'),
    cancel: hasCancel && canSave && !readOnly,
    save: canSave && allowed.includes('save'),
    saveAndNext: canSave && hasNext && allowed.includes('saveAndNext'),
    next: hasNext && allowed.includes('next'),
  };
  return (['previous', 'cancel', 'save', 'saveAndNext', 'next'] as const).filter((b) => shown[b]);
}

/** The page a review section is entered on: its own, Gravel Pack's is Water Entry Design; none for work details. */
export function pageOfSection(section: string): BcrPageId | null {
  if (section in SECTION_PAGE) return SECTION_PAGE[section as keyof typeof SECTION_PAGE];
  return BCR_PAGES.some((p) => p.id === section) ? (section as BcrPageId) : null;
}

/**
 * The pages the sidebar marks red: those with errors in the server's review of the stored report,
 * and the current page when its last save attempt found errors.
 */
export function pagesWithErrors(review: BcrView['review'], current: BcrPageId, currentIssues: readonly Issue[]): Set<BcrPageId> {
  const pages = new Set<BcrPageId>();
  for (const entry of review.errors) {
    const page = pageOfSection(entry.section);
    if (page) pages.add(page);
  }
  const currentErrors = currentIssues.filter((i) => i.severity === 'error');
  if (hasErrors(currentErrors)) pages.add(current);
  for (const issue of currentErrors) {
    const section = sectionOfPath(issue.path);
    if (section) pages.add(SECTION_PAGE[section]);
  }
  return pages;
}

/** Spec 2 section 2: the sidebar starts closed under 992 px wide. */
export function sidebarStartsOpen(width: number): boolean {
  return width >= BCR_LIMITS.narrowScreenPx;
}
