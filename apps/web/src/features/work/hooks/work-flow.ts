import {
  ATTRIBUTE_3_MONITORING,
  WORK_ATTRIBUTE_3,
  WORK_PAGE,
  isMonitoring,
  type StepperContext,
  type WorkPage,
} from '@driller/domain';
import { attributeIds, type WorkFormValues } from './work-form-values';

/** workApprovalOrWithoutApproval values (decision: docs/decisions.md). */
export const APPROVAL_CHOICE = { withApproval: '1', withoutApproval: '2' } as const;

/** The stepper's view of the work: what decides the skips and which header buttons open. */
export function stepperContextOf(values: WorkFormValues, reachedPage: WorkPage): StepperContext {
  const ids = attributeIds(values.workType);
  const monitoring = isMonitoring(ids);
  const holes = values.workDetailsMonitoring ?? [];
  return {
    isMonitoring: monitoring,
    hasMonitoringHoles: monitoring && (holes.length > 0 || (ids.attribute3 !== null && ATTRIBUTE_3_MONITORING.includes(ids.attribute3))),
    hasWorkType: ids.attribute1 !== null && ids.attribute2 !== null && ids.attribute3 !== null,
    hasApprovalChoice: values.workApprovalOrWithoutApproval !== null && values.workApprovalOrWithoutApproval !== undefined && values.workApprovalOrWithoutApproval !== '',
    reachedPage,
  };
}

/** The pages of this work's flow: monitoring works use the holes page instead of work details. */
export function flowPages(ctx: Pick<StepperContext, 'isMonitoring'>): WorkPage[] {
  return ctx.isMonitoring
    ? [WORK_PAGE.workType, WORK_PAGE.monitoringHoles, WORK_PAGE.conditions, WORK_PAGE.actualLocation]
    : [WORK_PAGE.workType, WORK_PAGE.workDetails, WORK_PAGE.conditions, WORK_PAGE.actualLocation];
}

/** Only the hole-type monitoring variant may go without an approval number (it gives a reference no). */
export function mayGoWithoutApproval(values: WorkFormValues): boolean {
  return attributeIds(values.workType).attribute3 === WORK_ATTRIBUTE_3.monitoringOneOrMoreHoles;
}
