import { describe, expect, it } from 'vitest';
import { BCR_MESSAGES, ROLE, type BcrContext } from '@driller/domain';
import { casingSupportInputs, casingSupportWaits, centraliserNotes } from './casing-support-checks';

const ctx: BcrContext = {
  roleId: ROLE.driller,
  workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 },
  today: '2026-01-01',
  casingTypeValidations: [{ materialId: 9, minWallThicknessRange: 3.6, maxWallThicknessRange: 30, maxSeparationOfCentralisers: 12 }],
  conditionsAccepted: true,
  hasMonitoringHoles: false,
};
const liner = [{ status: 'newmodify' as const, material: 9, odmm: '140', wallThickness: '5', idmm: '130', from: '0', to: '40', methodFixing: 2 }];
const notesFor = (spacing: string) =>
  centraliserNotes(casingSupportInputs({ casingSupport: { centralisersInstalled: 1, centraliserSpacing: spacing }, casingLiner: liner, waterEntryDesign: [] }), ctx);

describe('centraliserNotes', () => {
  it.each([
    ['5', []],
    ['7', [BCR_MESSAGES.centraliserSpacingOver6m]],
    ['13', [BCR_MESSAGES.centraliserSpacingOver6m, BCR_MESSAGES.centraliserSpacingOverMax, 'The centraliser spacing for Steel - ERW must not be greater than 12 meters.']],
  ])('spacing %s m on steel ERW casing says %j', (spacing, lines) => {
    expect(notesFor(spacing)).toEqual(lines);
  });

  it('reads the rows as typed, so casing typed as text counts as entered', () => {
    expect(casingSupportInputs({ casingSupport: null, casingLiner: liner, waterEntryDesign: [] }).casingLiner[0]).toMatchObject({ odmm: 140, material: 9 });
  });
});

describe('casingSupportWaits', () => {
  it.each([
    ['no casing yet', ROLE.driller, [], [], true],
    ['a removed casing row only', ROLE.driller, [{ ...liner[0]!, status: 'deleted' as const }], [], true],
    ['casing / liner details', ROLE.driller, liner, [], false],
    ['a casing row of water entry design', ROLE.driller, [], [{ status: 'newmodify' as const, screenType: 0 as const }], false],
    ['the regulator, before casing', ROLE.regulator, [], [], false],
  ])('%s: %s', (_name, roleId, casingLiner, waterEntryDesign, waits) => {
    expect(casingSupportWaits({ casingLiner, waterEntryDesign }, { ...ctx, roleId })).toBe(waits);
  });
});
