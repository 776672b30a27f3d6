import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context } from '../../testing/bcr-factory';
import { excavationIssues } from './excavation.rules';
import { excavationRowSchema, type ExcavationRow } from './excavation.schema';

const row = (o: Partial<ExcavationRow>): ExcavationRow => ({ ...excavationRowSchema.parse({ status: 'existing' }), ...o });
const round = () => [
  row({ excavationOrLining: 1, boreShapeType: 2, from: 0, to: 5, diameter: 1200, drillingMethod: 1 }),
  row({ excavationOrLining: 1, boreShapeType: 2, from: 5, to: 8, diameter: 1000, drillingMethod: 1 }),
  row({ excavationOrLining: 2, boreShapeType: 2, from: 6, to: 9, diameter: 900, material: 1 }),
];
const ctx = context({ workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 4, workAttribute4: 3 } });

describe('excavationIssues', () => {
  it('passes excavations with a lining', () => {
    expect(excavationIssues(round(), 10, ctx)).toEqual([]);
  });

  it.each<[string, (r: ExcavationRow[]) => void, string, string]>([
    ['type required', (r) => { r[0]!.excavationOrLining = null; }, 'excavationDetails.0.excavationOrLining', 'Required'],
    ['from required', (r) => { r[0]!.from = null; }, 'excavationDetails.0.from', 'Required'],
    ['round needs diameter', (r) => { r[0]!.diameter = null; }, 'excavationDetails.0.diameter', 'Required'],
    ['rectangular needs length', (r) => { r.splice(1); r[0]!.boreShapeType = 1; r[0]!.width = 2; }, 'excavationDetails.0.length', 'Required'],
    ['excavation needs method', (r) => { r[0]!.drillingMethod = null; }, 'excavationDetails.0.drillingMethod', 'Required'],
    ['lining needs material', (r) => { r[2]!.material = null; }, 'excavationDetails.2.material', 'Required'],
    ['to greater than from', (r) => { r[1]!.to = 5; }, 'excavationDetails.1.to', '"To" must be greater than "From"'],
    ['excavation from equals previous to', (r) => { r[1]!.from = 6; }, 'excavationDetails.1.from', '"From" must equal "To" of the previous section'],
    ['diameter not more than previous', (r) => { r[1]!.diameter = 1300; }, 'excavationDetails.1.diameter', 'Diameter must not be greater than the diameter of the previous section'],
    ['shape follows the first row', (r) => { r[1]!.boreShapeType = 1; r[1]!.length = 1; r[1]!.width = 1; }, 'excavationDetails.1.boreShapeType', 'Please delete previous sections to change the bore shape type or change back bore shape Type'],
    ['lining from within previous lining', (r) => { r.push(row({ excavationOrLining: 2, boreShapeType: 2, from: 9.5, to: 10, diameter: 900, material: 1 })); }, 'excavationDetails.3.from', 'Lining "From" must be within the previous section'],
    ['lining to beyond previous lining', (r) => { r.push(row({ excavationOrLining: 2, boreShapeType: 2, from: 9, to: 8.5, diameter: 900, material: 1 })); }, 'excavationDetails.3.to', 'Lining "To" must be greater than "To" of the previous section'],
    ['lining to within completed depth', (r) => { r[2]!.to = 11; }, 'excavationDetails.2.to', '"To" must be less than or equal to "Completed Depth"'],
    ['lining narrower than excavation', (r) => { r[2]!.diameter = 1200; }, 'excavationDetails.2.diameter', 'Lining dimensions must be smaller than the excavation section'],
    ['lining depth 4 digits', (r) => { r[2]!.to = 12345; }, 'excavationDetails.2.to', 'Maximum 4 digits allowed before the decimal point'],
  ])('%s', (_name, mutate, path, message) => {
    const r = round();
    mutate(r);
    expect(excavationIssues(r, r[2]?.to === 12345 ? 20000 : 10, ctx)).toContainEqual({ path, message, severity: 'error' });
  });

  it('lines a well down to its completed depth: the first lining passes no excavation row', () => {
    // Spec 2 section 5: the completed depth is at most the excavated depth, so the lining ends above it.
    const r = [
      row({ excavationOrLining: 1, boreShapeType: 2, from: 0, to: 5, diameter: 1200, drillingMethod: 1 }),
      row({ excavationOrLining: 2, boreShapeType: 2, from: 0, to: 4, diameter: 1000, material: 1 }),
      row({ excavationOrLining: 2, boreShapeType: 2, from: 4, to: 4.5, diameter: 1000, material: 1 }),
    ];
    expect(excavationIssues(r, 4.5, ctx)).toEqual([]);
  });

  it('rectangular lining must be narrower too', () => {
    const r = [
      row({ excavationOrLining: 1, boreShapeType: 1, from: 0, to: 5, length: 2, width: 2, drillingMethod: 1 }),
      row({ excavationOrLining: 2, boreShapeType: 1, from: 0, to: 6, length: 1, width: 2, material: 1 }),
    ];
    expect(excavationIssues(r, 10, ctx)).toEqual([
      { path: 'excavationDetails.1.diameter', message: 'Lining dimensions must be smaller than the excavation section', severity: 'error' },
    ]);
    r[1]!.width = 1;
    expect(excavationIssues(r, 10, ctx)).toEqual([]);
  });

  it('regulator may leave a gap between excavations', () => {
    const r = round();
    r[1]!.from = 6;
    expect(excavationIssues(r, 10, context({ ...ctx, roleId: ROLE.regulator }))).toEqual([]);
  });
});
