import { describe, expect, it } from 'vitest';
import {
  amendedWorkPrecheck,
  assignmentRefusal,
  drillerChangeOutcome,
  reassignedCopy,
  type AssignmentCheck,
  type DrillerChange,
  type OriginalWorkCheck,
} from './assignment';

const change = (over: Partial<DrillerChange>): DrillerChange => ({
  formAId: 12,
  formStatus: 1,
  sameCompany: true,
  sameWorkType: true,
  isSuperAdmin: false,
  workId: 'W1',
  approvalNo: '90WA123456',
  toDriller: 'Ann Lee',
  fromDriller: 'Bob Ray',
  ...over,
});
const refuse = { kind: 'refuse', message: 'Work can not be transferred to Ann Lee from Bob Ray as work details are different.' };

describe('changing the driller', () => {
  it.each<[string, Partial<DrillerChange>, object]>([
    ['a new work just assigns', { formAId: 0 }, { kind: 'assign' }],
    [
      'same company, same type: confirm transfer',
      {},
      {
        kind: 'confirmTransfer',
        message:
          'Work Id W1 belonging to Work Approval No 90WA123456 will be transferred to Ann Lee from Bob Ray. Ann Lee has to accept conditions of approval to proceed to fill up the BCR. Do you want to continue?',
      },
    ],
    ['super admin to another company: new copy', { isSuperAdmin: true, sameCompany: false }, { kind: 'reassignCopy' }],
    ['different work type', { sameWorkType: false }, refuse],
    ['submitted work', { formStatus: 2 }, refuse],
    ['another company, not super admin', { sameCompany: false }, refuse],
  ])('%s', (_label, over, outcome) => {
    expect(drillerChangeOutcome(change(over))).toEqual(outcome);
  });

  const holder = { workId: 7, approvalNo: '90WA123456', driller: 'Ann Lee', organisation: 'Acme' };
  it.each<[string, AssignmentCheck, string | null]>([
    ['not assigned', { assigned: false, sameDriller: false, formStatus: null, holder }, null],
    ['assigned to the same driller', { assigned: true, sameDriller: true, formStatus: 1, holder }, null],
    ['assigned to another driller', { assigned: true, sameDriller: false, formStatus: 1, holder }, 'Work Id 7 of Work Approval 90WA123456 is already assigned to Ann Lee of Acme. Please assign to a different driller or assign a different work id to the same driller.'],
    ['already submitted', { assigned: true, sameDriller: true, formStatus: 2, holder }, 'Work Id 7 of Work Approval 90WA123456 is already submitted by Ann Lee of Acme.'],
  ])('assignmentRefusal: %s', (_label, check, message) => {
    expect(assignmentRefusal(check)).toBe(message);
  });
});

describe('amended / decommissioned precheck', () => {
  const ok: OriginalWorkCheck = {
    workFound: true,
    originalExists: true,
    originalSubmitted: true,
    gwNoExists: true,
    decommissionSubmitted: false,
    amendedPending: false,
  };
  it.each<[string, Partial<OriginalWorkCheck>, object[]]>([
    ['all in order', {}, []],
    ['work not found', { workFound: false }, [{ kind: 'refuse', message: 'The work details does not exist.' }]],
    ['decommission submitted', { decommissionSubmitted: true }, [{ kind: 'refuse', message: 'The decommissioned work for this Approval Number/Work Id is already submitted.' }]],
    ['amended pending', { amendedPending: true }, [{ kind: 'refuse', message: 'The amended/decommissioned work details already exist but not submitted. Please submit the amended/decommissioned work details.' }]],
    ['original not submitted', { originalSubmitted: false }, [{ kind: 'refuse', message: 'The original work details 1 is not submitted. Please submit the original work details.' }]],
    [
      'no original and no GW number',
      { originalExists: false, originalSubmitted: false, gwNoExists: false },
      [
        { kind: 'confirm', message: 'The original work details 1 does not exist for this amended/decommissioned bore. Please confirm to proceed?' },
        { kind: 'confirm', message: 'The groundwater number does not exist for this amended/decommissioned bore. The Driller Portal will generate a new groundwater number. Please confirm to proceed?' },
      ],
    ],
  ])('%s', (_label, over, steps) => {
    expect(amendedWorkPrecheck({ ...ok, ...over })).toEqual(steps);
  });

  it('a reassigned copy is a new form with unaccepted conditions', () => {
    const copy = reassignedCopy({ formAId: 12, workName: 'Bore', approvalConditions: { approvalConditionsId: 4, approvalConditionStatus: 1 } });
    expect(copy).toEqual({ formAId: 0, workName: 'Bore', approvalConditions: { approvalConditionsId: 0, approvalConditionStatus: 0 } });
  });
});
