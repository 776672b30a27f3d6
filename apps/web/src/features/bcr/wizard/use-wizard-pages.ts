import { useCallback, useRef, useState } from 'react';
import {
  BCR_LIMITS,
  FORM_STATUS,
  sectionIssues,
  summaryBlocksNavigation,
  type BcrContext,
  type BcrPageId,
  type BcrView,
  type Issue,
} from '@driller/domain';
import type { BcrPageCheck } from './wizard-context';
import { parseFormValues, type BcrFormValues } from './bcr-form-values';
import { pageSections } from './page-registry';
import { neighbourPage, orderedPages, sidebarStartsOpen } from './wizard-nav';

const isNarrow = () => window.innerWidth < BCR_LIMITS.narrowScreenPx;

/**
 * The page's issues that keep the user on it when moving with Next or Previous (spec 2 section 5:
 * "Excavated depth must be greater than completed depth" blocks them). Checks do not run on Next
 * otherwise.
 */
export function navigationBlockers(page: BcrPageId, values: BcrFormValues, ctx: BcrContext): Issue[] {
  const { report } = parseFormValues(values);
  if (!report) return [];
  const issues = pageSections(page).flatMap((section) => sectionIssues(section, report, ctx));
  return issues.filter((issue) => summaryBlocksNavigation([issue]));
}

/** Which page shows, its issues, its registered checks, and the sidebar's open state. */
export function useWizardPages(view: BcrView) {
  const [page, setPage] = useState<BcrPageId>(() => orderedPages(view.visiblePages)[0] ?? 'summary');
  const [issues, setIssues] = useState<readonly Issue[]>([]);
  const [sidebarOpen, setSidebarOpen] = useState(() => sidebarStartsOpen(window.innerWidth));
  const checks = useRef(new Set<BcrPageCheck>());

  const goToPage = useCallback((next: BcrPageId) => {
    setIssues([]);
    setPage(next);
    window.scrollTo({ top: 0 });
  }, []);

  const selectFromSidebar = useCallback(
    (next: BcrPageId) => {
      goToPage(next);
      // Spec 2 section 2: under 992 px the sidebar closes after a selection.
      if (isNarrow()) setSidebarOpen(false);
    },
    [goToPage],
  );

  const registerPageCheck = useCallback((check: BcrPageCheck) => {
    checks.current.add(check);
    return () => void checks.current.delete(check);
  }, []);

  const runPageChecks = useCallback(async () => {
    for (const check of [...checks.current]) if (!(await check())) return false;
    return true;
  }, []);

  const neighbour = (direction: 1 | -1) => neighbourPage(page, view.visiblePages, direction);
  /** Next on a submitted report fetches it again (spec 2 section 2). */
  const refetchOnNext = view.formStatus === FORM_STATUS.submitted;

  return {
    page,
    issues,
    setIssues,
    goToPage,
    selectFromSidebar,
    sidebarOpen,
    toggleSidebar: () => setSidebarOpen((open) => !open),
    registerPageCheck,
    runPageChecks,
    neighbour,
    refetchOnNext,
  };
}
