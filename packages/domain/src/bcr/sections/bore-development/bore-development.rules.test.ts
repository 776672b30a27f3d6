import { describe, expect, it } from 'vitest';
import { validReport } from '../../testing/bcr-factory';
import { availableDevelopmentMethods, boreDevelopmentAsMarked, boreDevelopmentIssues } from './bore-development.rules';
import { boreDevelopmentSchema, type BoreDevelopment } from './bore-development.schema';

const bd = () => validReport().boreDevelopment;

describe('boreDevelopmentIssues', () => {
  it('passes a valid row', () => {
    expect(boreDevelopmentIssues(bd())).toEqual([]);
  });

  it.each<[string, (b: BoreDevelopment) => void, string, string]>([
    ['name when chemical used', (b) => { b.chemicalUsed = 1; }, 'boreDevelopment.name', 'Required'],
    ['name max 50', (b) => { b.chemicalUsed = 1; b.name = 'x'.repeat(51); }, 'boreDevelopment.name', 'Maximum allowed characters are 50'],
    ['method required', (b) => { b.rows[0]!.boreDevelopmentMethod = null; }, 'boreDevelopment.rows.0.boreDevelopmentMethod', 'Required'],
    ['hours required', (b) => { b.rows[0]!.durationHour = null; }, 'boreDevelopment.rows.0.durationHour', 'Required'],
    ['0 hours needs minutes', (b) => { b.rows[0]!.durationHour = 0; }, 'boreDevelopment.rows.0.durationHour', 'Duration must be greater than 0'],
    ['method once', (b) => { b.rows.push({ ...b.rows[0]! }); }, 'boreDevelopment.rows.1.boreDevelopmentMethod', 'This method is already used in another row'],
  ])('%s', (_name, mutate, path, message) => {
    const b = bd();
    mutate(b);
    expect(boreDevelopmentIssues(b)).toEqual([{ path, message, severity: 'error' }]);
  });

  it('0 hours with minutes is fine', () => {
    const b = bd();
    b.rows[0]!.durationHour = 0;
    b.rows[0]!.durationMin = '30';
    expect(boreDevelopmentIssues(b)).toEqual([]);
  });

  it('leaves out methods used by other rows', () => {
    const b = bd();
    b.rows.push({ ...b.rows[0]!, boreDevelopmentMethod: 2 });
    const methods = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(availableDevelopmentMethods(methods, b.rows, 1)).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it.each([
    [{ rows: [{ durationMin: '61' }] }, false],
    [{ rows: [{}] }, true],
  ])('minutes come from 00 to 59: %j', (input, ok) => {
    const parsed = boreDevelopmentSchema.safeParse(input);
    expect(parsed.success).toBe(ok);
    if (parsed.success) expect(parsed.data.rows[0]?.durationMin).toBe('00');
  });
});

describe('boreDevelopmentAsMarked', () => {
  const withChemical = (): BoreDevelopment => ({ ...bd(), chemicalUsed: 1, name: 'Sodium polyphosphate' });
  it.each([
    [1, null, null],
    [null, null, null],
    [2, 1, 'Sodium polyphosphate'],
  ] as const)('mark %s keeps chemical used %s, name %s', (mark, chemicalUsed, name) => {
    expect(boreDevelopmentAsMarked(withChemical(), mark)).toMatchObject({ chemicalUsed, name, rows: withChemical().rows });
  });
});
