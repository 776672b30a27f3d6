import { describe, expect, it } from 'vitest';
import { POLICY, can, type Action } from './permissions';
import { ROLE_IDS, type RoleId } from './roles';

/** Who may do each action: role ids, plus 'dca' for a Driller flagged company admin (spec 3 section 6). */
const EXPECTED: Record<Action, readonly (RoleId | 'dca')[]> = {
  'home.view': [1, 2, 3, 4, 5, 6, 'dca'],
  'work.create': [1, 2, 5, 'dca'],
  'work.view': [1, 2, 3, 4, 5, 6, 'dca'],
  'work.save': [1, 2, 3, 5, 'dca'],
  'work.changeAssignment': [1, 2, 3, 5, 'dca'],
  'bcr.view': [1, 2, 3, 4, 5, 6, 'dca'],
  'bcr.save': [1, 2, 3, 5, 6, 'dca'],
  'driller.manage': [1, 2, 3, 4, 5, 'dca'],
  'user.manage': [1, 2, 3, 6, 'dca'],
  'organisation.view': [1, 2, 3, 4, 5, 6, 'dca'],
  'organisation.associateSelf': [1, 2, 3, 4, 5, 6, 'dca'],
  'organisation.assignDriller': [1, 2, 'dca'],
  'registration.review': [1],
  'dcaRequest.manage': [1, 5, 'dca'],
  'bcr.search': [1, 2, 3, 4, 5, 6, 'dca'],
  'driller.create': [3],
  'user.create': [3],
  'driller.editAny': [3],
  'driller.editRegulatedFields': [3],
  'driller.editOwn': [5, 'dca'],
  'driller.viewReadOnly': [4, 6],
  'user.editAny': [3],
  'user.editOwn': [1, 2, 3, 6],
  'organisation.create': [1, 2, 3, 5, 6, 'dca'],
  'organisation.editAny': [1],
  'organisation.editOwn': [2, 'dca'],
  'registration.approve': [1],
  'dcaRequest.create': [5, 'dca'],
  'dcaRequest.approve': [1],
  'offline.lock': [1, 2, 5, 'dca'],
  'offline.unlockOthers': [1, 2, 'dca'],
  'gwNo.update': [1],
  'bcr.decommission': [1],
  'bcr.lead': [1],
  'bcr.editSubmitted': [1],
  'dashboard.drillingCompanyColumn': [2, 3, 4, 5, 6, 'dca'],
  'dashboard.pastWorksLimited': [2, 3, 4, 5, 6, 'dca'],
};

const cases = (Object.keys(POLICY) as Action[]).flatMap((action) => [
  ...ROLE_IDS.map((roleId) => [action, roleId, false, EXPECTED[action].includes(roleId)] as const),
  [action, 5 as RoleId, true, EXPECTED[action].includes('dca')] as const,
  // The isDCA flag only matters for a Driller: it never widens another role.
  [action, 4 as RoleId, true, EXPECTED[action].includes(4)] as const,
]);

describe('policy table', () => {
  it('every action has an expectation', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(POLICY).sort());
  });

  it.each(cases)('%s by role %i (isDCA %s): %s', (action, roleId, isDCA, expected) => {
    expect(can({ roleId, isDCA }, action)).toBe(expected);
  });
});
