import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context, validReport } from '../../testing/bcr-factory';
import { annulusEditable, annulusIssues } from './annulus-fill-seal.rules';
import type { AnnulusFillSealRow } from './annulus-fill-seal.schema';

const report = () => validReport();

describe('annulusIssues', () => {
  it('passes a valid fill', () => {
    const r = report();
    expect(annulusIssues(r.annulusFillSeal, r.gravelPack, 60, context())).toEqual([]);
  });

  it.each<[string, (rows: AnnulusFillSealRow[]) => void, string, string]>([
    ['fill type required', (rows) => { rows[0]!.fillType = null; }, 'annulusFillSeal.0.fillType', 'Required'],
    ['to required', (rows) => { rows[0]!.to = null; }, 'annulusFillSeal.0.to', 'Required'],
    ['from equals previous to', (rows) => { rows.push({ ...rows[0]!, from: 56, to: 58 }); }, 'annulusFillSeal.1.from', '"From" must equal "To" of the previous section'],
    ['within completed depth', (rows) => { rows.push({ ...rows[0]!, from: 35, to: 61 }); }, 'annulusFillSeal.1.to', '"To" must be less than or equal to "Completed Depth"'],
    ['grout mix max 20', (rows) => { rows[0]!.groutMixComposition = 'x'.repeat(21); }, 'annulusFillSeal.0.groutMixComposition', 'Maximum allowed characters are 20'],
    ['quantity with unit', (rows) => { rows[0]!.quantity = 5; }, 'annulusFillSeal.0.quantityUOM', 'Please enter both Quantity and Unit'],
    ['no overlap with gravel pack', (rows) => { rows[0]!.to = 36; }, 'annulusFillSeal.0.from', 'Gravel pack and Annulus Fill/Seal should not overlap'],
  ])('%s', (_name, mutate, path, message) => {
    const r = report();
    mutate(r.annulusFillSeal);
    expect(annulusIssues(r.annulusFillSeal, r.gravelPack, 60, context())).toContainEqual({ path, message, severity: 'error' });
  });

  it('regulator: fill type optional and from free', () => {
    const r = report();
    r.annulusFillSeal[0]!.fillType = null;
    r.annulusFillSeal.push({ ...r.annulusFillSeal[0]!, from: 56, to: 58 });
    expect(annulusIssues(r.annulusFillSeal, r.gravelPack, 60, context({ roleId: ROLE.regulator }))).toEqual([]);
  });

  it.each([
    [ROLE.driller, true, true],
    [ROLE.driller, false, false],
    [ROLE.regulator, false, true],
  ])('role %i with design %s may enter: %s', (role, withDesign, expected) => {
    expect(annulusEditable(withDesign ? report().casingLiner : [], context({ roleId: role }))).toBe(expected);
  });
});
