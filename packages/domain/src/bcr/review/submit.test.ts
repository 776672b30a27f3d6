import { describe, expect, it } from 'vitest';
import { ROLE } from '../../auth/roles';
import { SUBMIT_ACTIONS, requestedSubmitAction, reviewStatusAfter, submitActionFor, submitButton } from './submit';

const input = { reviewStatus: null, monitoringStatus: null, readOnly: false, hasBlockingErrors: false };

describe('submit actions', () => {
  it.each([
    [ROLE.driller, 'submit'],
    [ROLE.superAdmin, 'submit'],
    [ROLE.drillingCompanyAdmin, 'submit'],
    [ROLE.regulator, 'markForFinalSubmission'],
    [ROLE.hydrogeologist, 'submitForReview'],
    [ROLE.readOnlyAll, null],
  ])('role %i sees %s', (role, expected) => {
    expect(submitActionFor(role)).toBe(expected);
  });

  it.each([
    ['enabled', ROLE.driller, {}, { action: 'submit', disabled: false }],
    ['mark for submit during a review', ROLE.regulator, { reviewStatus: 1 }, { action: 'markForFinalSubmission', disabled: true }],
    ['mark for submit under review', ROLE.regulator, { reviewStatus: 2 }, { action: 'markForFinalSubmission', disabled: false }],
    ['monitoring status 3', ROLE.driller, { monitoringStatus: 3 }, { action: 'submit', disabled: true }],
    ['blocking errors', ROLE.driller, { hasBlockingErrors: true }, { action: 'submit', disabled: true }],
    ['read-only', ROLE.driller, { readOnly: true }, null],
    ['read only all', ROLE.readOnlyAll, {}, null],
  ])('%s', (_name, role, change, expected) => {
    expect(submitButton({ ...input, roleId: role, ...change })).toEqual(expected);
  });

  it('sends status 2, 3 and 4 with their confirms', () => {
    expect(Object.values(SUBMIT_ACTIONS).map((a) => a.status)).toEqual([2, 3, 4]);
    expect(SUBMIT_ACTIONS.submit.confirm).toContain('no further changes can be made');
  });

  it.each([
    [2, ROLE.regulator, 'submit'],
    [3, ROLE.driller, 'submitForReview'],
    [4, ROLE.driller, 'markForFinalSubmission'],
    [1, ROLE.regulator, 'markForFinalSubmission'],
    [null, ROLE.hydrogeologist, 'submitForReview'],
    [null, ROLE.readOnlyAll, null],
  ])('status %s from role %i asks for %s', (status, roleId, expected) => {
    expect(requestedSubmitAction(status, roleId)).toBe(expected);
  });

  it('moves the review status with the action', () => {
    expect([reviewStatusAfter('submit', 1), reviewStatusAfter('submitForReview', null), reviewStatusAfter('markForFinalSubmission', 2)]).toEqual([1, 2, 3]);
  });
});
