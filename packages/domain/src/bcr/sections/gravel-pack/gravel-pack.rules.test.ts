import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context, validReport } from '../../testing/bcr-factory';
import { gravelOptions, gravelPackIssues, isSealRow } from './gravel-pack.rules';
import type { GravelPackRow } from './gravel-pack.schema';

const rows = () => validReport().gravelPack;

describe('gravelPackIssues', () => {
  it('passes a valid pack', () => {
    expect(gravelPackIssues(rows(), context())).toEqual([]);
  });

  it.each<[string, (r: GravelPackRow[]) => void, string, string]>([
    ['depthFrom required', (r) => { r[0]!.depthFrom = null; }, 'gravelPack.0.depthFrom', 'Required'],
    ['contiguous depths', (r) => { r.push({ ...r[0]!, depthFrom: 56, depthTo: 58 }); }, 'gravelPack.1.depthFrom', '"Depth From" must equal "Depth To" of the previous section'],
    ['depthTo greater', (r) => { r[0]!.depthTo = 35; }, 'gravelPack.0.depthTo', '"Depth To" must be greater than "Depth From"'],
    ['type required for gravel', (r) => { r[0]!.gravelTypeId = null; }, 'gravelPack.0.gravelTypeId', 'Required'],
    ['grade required for gravel', (r) => { r[0]!.gravelGradeId = null; r[0]!.bentoniteGroutSealId = 2; }, 'gravelPack.0.gravelGradeId', 'Required'],
    ['grain size gap of 30 mm', (r) => { r[0]!.grainSizeTo = 30; }, 'gravelPack.0.grainSizeTo', 'Please enter a value for Grain Size-To that should be atleast 30mm greater than Grain Size - From.'],
    ['quantity with unit', (r) => { r[0]!.quantityUOM = 'Litres'; }, 'gravelPack.0.quantityUOM', 'Please enter both Quantity and Unit'],
  ])('%s', (_name, mutate, path, message) => {
    const r = rows();
    mutate(r);
    expect(gravelPackIssues(r, context())).toContainEqual({ path, message, severity: 'error' });
  });

  it('a seal row needs no type, grade or grain gap', () => {
    const r = rows();
    Object.assign(r[0]!, { bentoniteGroutSealId: 1, gravelTypeId: null, gravelGradeId: null, grainSizeTo: 2 });
    expect(gravelPackIssues(r, context())).toEqual([]);
  });

  it.each([
    [1, true],
    [2, false],
    [0, false],
    [null, false],
  ])('bentoniteGroutSealId %j is a seal: %s', (id, expected) => {
    expect(isSealRow({ bentoniteGroutSealId: id })).toBe(expected);
  });

  it.each([
    [ROLE.regulator, 3],
    [ROLE.driller, 2],
  ])('role %i sees %i gravel type options', (role, count) => {
    const options = gravelOptions(role);
    expect([options.types.length, options.grades.length]).toEqual([count, count]);
  });
});
