import { AUTH_MESSAGES } from '../auth/messages';
import { ROLE, isCompanyAdmin, type Subject } from '../auth/roles';
import { error, type Issue } from '../common/issue';

export const CONDITION_STATUS = { unaccepted: 0, accepted: 1 } as const;

export const CONDITIONS_MESSAGES = {
  checkTheBox: 'Please check the box to accept Conditions of Approval.',
  offline: 'Condition of approvals cannot be saved in offline mode.',
} as const;

/** Roles whose acceptance box is disabled: Super Admin, and (decision) Read Only All and Hydrogeologist. */
export const CONDITIONS_DISABLED_ROLES: readonly number[] = [ROLE.superAdmin, ROLE.readOnlyAll, ROLE.hydrogeologist];

export interface ConditionsActor extends Subject {
  /** The signed-in driller's id (null for non-drillers). */
  drillerId: number | null;
}

/**
 * Who may tick the box: not the disabled roles; a company admin (role 2 or a Driller with isDCA)
 * declares on behalf of the work's driller; a plain Driller only on their own work.
 */
export function canAcceptConditions(actor: ConditionsActor, workDrillerId: number | null): boolean {
  if (CONDITIONS_DISABLED_ROLES.includes(actor.roleId)) return false;
  if (isCompanyAdmin(actor)) return true;
  if (actor.roleId === ROLE.driller) return actor.drillerId !== null && actor.drillerId === workDrillerId;
  return true;
}

/** A company admin sees the declaration instead of a plain acceptance. */
export function acceptsOnBehalf(actor: ConditionsActor, workDrillerId: number | null): boolean {
  return isCompanyAdmin(actor) && actor.drillerId !== workDrillerId;
}

export interface ConditionsSave {
  actor: ConditionsActor;
  workDrillerId: number | null;
  accepted: boolean;
  offline: boolean;
}

/** Saving conditions (spec 1 section 5 "Conditions page"). */
export function validateConditionsSave({ actor, workDrillerId, accepted, offline }: ConditionsSave): Issue[] {
  if (offline) return [error('approvalConditions', CONDITIONS_MESSAGES.offline)];
  if (!canAcceptConditions(actor, workDrillerId)) return [error('approvalConditions', AUTH_MESSAGES.forbidden)];
  if (!accepted) return [error('approvalConditions', CONDITIONS_MESSAGES.checkTheBox)];
  return [];
}

export interface ApprovalCondition {
  conditionNo: string;
  condition: string;
  approvalConditionStatus: number;
  acceptanceDate: string | null;
}

/** Ticking the box accepts every condition, dated with the ISO day of acceptance. */
export function acceptAllConditions(conditions: readonly ApprovalCondition[], acceptedOn: string): ApprovalCondition[] {
  return conditions.map((c) => ({ ...c, approvalConditionStatus: CONDITION_STATUS.accepted, acceptanceDate: acceptedOn }));
}

export function allConditionsAccepted(conditions: readonly ApprovalCondition[]): boolean {
  return conditions.length > 0 && conditions.every((c) => c.approvalConditionStatus === CONDITION_STATUS.accepted);
}

/** The company admin's declaration (wording ours: docs/decisions.md). */
export function companyAdminDeclaration(drillerName: string, licenceNo: string, helpdeskPhone: string): string {
  return (
    `I declare that I am accepting the Conditions of Approval on behalf of ${drillerName} ` +
    `(Driller Licence No ${licenceNo}), and that I hold the driller's written consent to do so. ` +
    `For help, call the helpdesk on ${helpdeskPhone}.`
  );
}
