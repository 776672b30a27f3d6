import { nswDay, type BcrContext, type CasingTypeValidation, type WorkType } from '@driller/domain';
import type { PortalViewer } from '../../../platform/auth/viewer';
import { conditionsAccepted, type BcrWork } from './bcr-work.repository';

export const workTypeOf = (w: BcrWork): WorkType => ({
  workAttribute1: w.work_attribute_1,
  workAttribute2: w.work_attribute_2,
  workAttribute3: w.work_attribute_3,
  workAttribute4: w.work_attribute_4,
});

/** Everything the domain's BCR rules read besides the report: role, work type, today in NSW, master data. */
export function bcrContext(viewer: PortalViewer, work: BcrWork, validations: readonly CasingTypeValidation[], now = new Date()): BcrContext {
  return {
    roleId: viewer.roleId,
    workType: workTypeOf(work),
    today: nswDay(now),
    casingTypeValidations: validations,
    conditionsAccepted: conditionsAccepted(work),
    hasMonitoringHoles: work.hole_count > 0,
  };
}
