import { ROLE, type RoleId } from '../auth/roles';
import type { WorkType } from './work-type';

/** Master data row giving wall-thickness ranges and centraliser spacing per material. */
export interface CasingTypeValidation {
  materialId: number;
  minWallThicknessRange: number;
  maxWallThicknessRange: number;
  maxSeparationOfCentralisers: number;
}

/** Everything a rule needs that is not in the report itself. `today` is an ISO date (yyyy-mm-dd). */
export interface BcrContext {
  roleId: RoleId;
  workType: WorkType;
  today: string;
  casingTypeValidations: readonly CasingTypeValidation[];
  /** The work's conditions of approval were accepted (spec 1 "Conditions"). */
  conditionsAccepted: boolean;
  /** The work has a monitoring-hole list (conditions are then not asked for). */
  hasMonitoringHoles: boolean;
}

/** Role 3 gets the relaxed rule set and free from-depths. */
export const isRegulator = (ctx: Pick<BcrContext, 'roleId'>): boolean => ctx.roleId === ROLE.regulator;
export const isDrillerRole = (ctx: Pick<BcrContext, 'roleId'>): boolean => ctx.roleId === ROLE.driller;
