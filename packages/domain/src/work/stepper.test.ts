import { describe, expect, it } from 'vitest';
import {
  canOpenPage,
  nextWorkPage,
  parseStoredWorkPage,
  popupWorkPage,
  previousWorkPage,
  workHeading,
  type StepperContext,
  type WorkPage,
} from './stepper';

const monitoring = { isMonitoring: true, hasMonitoringHoles: true };
const monitoringNoHoles = { isMonitoring: true, hasMonitoringHoles: false };
const bore = { isMonitoring: false, hasMonitoringHoles: false };

describe('work stepper', () => {
  it.each<[string, typeof bore, WorkPage, WorkPage | null, WorkPage | null]>([
    ['bore', bore, 0, 1, null],
    ['bore', bore, 1, 3, 0],
    ['bore', bore, 3, 4, 1],
    ['bore', bore, 4, null, 3],
    ['monitoring with holes', monitoring, 0, 2, null],
    ['monitoring with holes', monitoring, 2, 3, 0],
    ['monitoring with holes', monitoring, 3, 4, 2],
    ['monitoring without holes', monitoringNoHoles, 0, 3, null],
    ['monitoring without holes', monitoringNoHoles, 3, 4, 0],
  ])('%s on page %i: next %s, previous %s', (_label, ctx, page, next, previous) => {
    expect(nextWorkPage(page, ctx)).toBe(next);
    expect(previousWorkPage(page, ctx)).toBe(previous);
  });

  const ctx = (over: Partial<StepperContext>): StepperContext => ({
    ...bore,
    hasWorkType: true,
    hasApprovalChoice: true,
    reachedPage: 4,
    ...over,
  });

  it.each<[string, WorkPage, Partial<StepperContext>, boolean]>([
    ['page 0 always', 0, { hasWorkType: false, reachedPage: 0 }, true],
    ['page 1 with a work type', 1, { hasApprovalChoice: false }, true],
    ['page 1 without a work type', 1, { hasWorkType: false }, false],
    ['page 2 with the approval choice', 2, {}, true],
    ['page 2 without the approval choice', 2, { hasApprovalChoice: false }, false],
    ['page 4 not yet reached', 4, { reachedPage: 3 }, false],
  ])('canOpenPage: %s', (_label, page, over, ok) => {
    expect(canOpenPage(page, ctx(over))).toBe(ok);
  });

  it.each<[number | null, WorkPage, string, string]>([
    [0, 0, 'Create New Work', 'Work Type'],
    [null, 1, 'Create New Work', 'Assign Work'],
    [null, 2, 'Create New Work', 'Monitoring Holes'],
    [12, 3, 'View Work Details', 'Review Conditions of Approval'],
    [12, 4, 'View Work Details', 'Enter Actual Bore Location'],
  ])('heading of formAId %s page %i', (formAId, page, screen, sub) => {
    expect(workHeading(formAId, page)).toEqual({ screen, sub });
  });

  it.each<[string | null, WorkPage]>([
    ['3', 3],
    ['0', 0],
    ['9', 0],
    ['', 0],
    ['x', 0],
    [null, 0],
  ])('parseStoredWorkPage(%j) is %i', (stored, page) => {
    expect(parseStoredWorkPage(stored)).toBe(page);
  });

  it('a popup shows the monitoring page when holes exist, else the location', () => {
    expect(popupWorkPage(true)).toBe(2);
    expect(popupWorkPage(false)).toBe(4);
  });
});
