/** The Work (Form A) stepper of spec 1 section 2. */
export const WORK_PAGE = {
  workType: 0,
  workDetails: 1,
  monitoringHoles: 2,
  conditions: 3,
  actualLocation: 4,
} as const;
export type WorkPage = (typeof WORK_PAGE)[keyof typeof WORK_PAGE];

export const WORK_PAGES: readonly WorkPage[] = [0, 1, 2, 3, 4];

/** Browser storage key of the current page, reused on reload. */
export const CURRENT_WORK_PAGE_KEY = 'currentWorkPage';

export const WORK_SCREEN_NAME = { newWork: 'Create New Work', existingWork: 'View Work Details' } as const;

/** Sub-names per page; decision: the monitoring page shares 'Assign Work' (it assigns drillers to holes). */
export const WORK_PAGE_TITLES: Record<WorkPage, string> = {
  0: 'Work Type',
  1: 'Assign Work',
  // Decision (docs/decisions.md): the spec's titles name five pages; the monitoring page is its own.
  2: 'Monitoring Holes',
  3: 'Review Conditions of Approval',
  4: 'Enter Actual Bore Location',
};

/** The heading: screen name (new vs existing work, formAId above 0) and the page's sub-name. */
export function workHeading(formAId: number | null | undefined, page: WorkPage): { screen: string; sub: string } {
  const screen = (formAId ?? 0) > 0 ? WORK_SCREEN_NAME.existingWork : WORK_SCREEN_NAME.newWork;
  return { screen, sub: WORK_PAGE_TITLES[page] };
}

export interface StepperContext {
  /** Work attribute 2 is Monitoring. */
  isMonitoring: boolean;
  /** The work has (or is of a type that uses) monitoring holes. */
  hasMonitoringHoles: boolean;
  hasWorkType: boolean;
  /** workApprovalOrWithoutApproval is set. */
  hasApprovalChoice: boolean;
  /** Highest page reached so far; header buttons open only reached pages. */
  reachedPage: WorkPage;
}

/** Page 1 needs a work type, page 2 onwards the approval/without-approval choice; and the page was reached. */
export function canOpenPage(page: WorkPage, ctx: StepperContext): boolean {
  if (page > ctx.reachedPage) return false;
  if (page >= WORK_PAGE.workDetails && !ctx.hasWorkType) return false;
  if (page >= WORK_PAGE.monitoringHoles && !ctx.hasApprovalChoice) return false;
  return true;
}

/**
 * Next: a monitoring work goes from page 0 to 2 (holes) or 3 (no holes), skipping the approval page;
 * other works skip the monitoring page (1 -> 3). Null past the last page.
 */
export function nextWorkPage(page: WorkPage, ctx: Pick<StepperContext, 'isMonitoring' | 'hasMonitoringHoles'>): WorkPage | null {
  if (ctx.isMonitoring && page === WORK_PAGE.workType)
    return ctx.hasMonitoringHoles ? WORK_PAGE.monitoringHoles : WORK_PAGE.conditions;
  if (!ctx.isMonitoring && page === WORK_PAGE.workDetails) return WORK_PAGE.conditions;
  return page < WORK_PAGE.actualLocation ? ((page + 1) as WorkPage) : null;
}

/** Previous reverses Next. Null on the first page. */
export function previousWorkPage(page: WorkPage, ctx: Pick<StepperContext, 'isMonitoring' | 'hasMonitoringHoles'>): WorkPage | null {
  if (ctx.isMonitoring) {
    if (page === WORK_PAGE.conditions) return ctx.hasMonitoringHoles ? WORK_PAGE.monitoringHoles : WORK_PAGE.workType;
    if (page === WORK_PAGE.monitoringHoles) return WORK_PAGE.workType;
  } else if (page === WORK_PAGE.conditions) return WORK_PAGE.workDetails;
  return page > WORK_PAGE.workType ? ((page - 1) as WorkPage) : null;
}

/** A stored page number read back from browser storage; anything else starts at page 0. */
export function parseStoredWorkPage(stored: string | null | undefined): WorkPage {
  const page = Number(stored);
  return (WORK_PAGES as readonly number[]).includes(page) && stored?.trim() !== '' ? (page as WorkPage) : WORK_PAGE.workType;
}

/** A popup work window shows the monitoring page when holes exist, otherwise the actual location. */
export function popupWorkPage(hasMonitoringHoles: boolean): WorkPage {
  return hasMonitoringHoles ? WORK_PAGE.monitoringHoles : WORK_PAGE.actualLocation;
}
