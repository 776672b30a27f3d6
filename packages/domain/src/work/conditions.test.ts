import { describe, expect, it } from 'vitest';
import {
  acceptAllConditions,
  acceptsOnBehalf,
  allConditionsAccepted,
  canAcceptConditions,
  companyAdminDeclaration,
  validateConditionsSave,
  type ApprovalCondition,
  type ConditionsActor,
  type ConditionsSave,
} from './conditions';
import type { RoleId } from '../auth/roles';

const actor = (roleId: RoleId, drillerId: number | null = null, isDCA = false): ConditionsActor => ({ roleId, isDCA, drillerId });
const WORK_DRILLER = 7;

describe('conditions acceptance', () => {
  it.each<[string, ConditionsActor, boolean, boolean]>([
    ['the work\'s own driller', actor(5, 7), true, false],
    ['another driller', actor(5, 8), false, false],
    ['a driller with no driller id', actor(5, null), false, false],
    ['a Drilling Company Admin', actor(2), true, true],
    ['a driller company admin for another driller', actor(5, 8, true), true, true],
    ['a driller company admin for their own work', actor(5, 7, true), true, false],
    ['the Regulator', actor(3), true, false],
    ['the Super Admin', actor(1), false, false],
    ['Read Only All', actor(4), false, false],
    ['a Hydrogeologist', actor(6), false, false],
  ])('%s: can tick %s, declares on behalf %s', (_label, who, can, onBehalf) => {
    expect(canAcceptConditions(who, WORK_DRILLER)).toBe(can);
    expect(acceptsOnBehalf(who, WORK_DRILLER)).toBe(onBehalf);
  });

  const save = (over: Partial<ConditionsSave>): ConditionsSave => ({
    actor: actor(5, 7),
    workDrillerId: WORK_DRILLER,
    accepted: true,
    offline: false,
    ...over,
  });

  it('passes an accepted save by the work\'s driller', () => {
    expect(validateConditionsSave(save({}))).toEqual([]);
  });

  it.each<[string, Partial<ConditionsSave>, string]>([
    ['unticked', { accepted: false }, 'Please check the box to accept Conditions of Approval.'],
    ['offline', { offline: true }, 'Condition of approvals cannot be saved in offline mode.'],
    ['Super Admin', { actor: actor(1) }, 'You do not have permission to do this.'],
    ['another driller', { actor: actor(5, 9) }, 'You do not have permission to do this.'],
  ])('refuses %s', (_label, over, message) => {
    expect(validateConditionsSave(save(over))).toEqual([{ path: 'approvalConditions', message, severity: 'error' }]);
  });

  const condition = (no: string, status: number): ApprovalCondition => ({
    conditionNo: no,
    condition: `Condition ${no}`,
    approvalConditionStatus: status,
    acceptanceDate: null,
  });

  it('ticking accepts every condition', () => {
    const accepted = acceptAllConditions([condition('1', 0), condition('2', 0)], '2024-05-01');
    expect(accepted.every((c) => c.approvalConditionStatus === 1 && c.acceptanceDate === '2024-05-01')).toBe(true);
    expect(allConditionsAccepted(accepted)).toBe(true);
  });

  it.each<[ApprovalCondition[], boolean]>([
    [[condition('1', 1), condition('2', 0)], false],
    [[], false],
  ])('allConditionsAccepted is %s', (conditions, all) => {
    expect(allConditionsAccepted(conditions)).toBe(all);
  });

  it('the company admin declaration names the driller, licence and helpdesk', () => {
    expect(companyAdminDeclaration('Ann Lee', 'DL1234', '1300 000 000')).toBe(
      'I declare that I am accepting the Conditions of Approval on behalf of Ann Lee (Driller Licence No DL1234), ' +
        "and that I hold the driller's written consent to do so. For help, call the helpdesk on 1300 000 000.",
    );
  });
});
