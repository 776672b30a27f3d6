import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context } from '../../testing/bcr-factory';
import { firstBackfillRow, workPartlyBackfilledActive, workPartlyBackfilledIssues } from './work-partly-backfilled.rules';
import { workPartlyBackfilledSchema, type WorkPartlyBackfilled } from './work-partly-backfilled.schema';

const wpb = (): WorkPartlyBackfilled =>
  workPartlyBackfilledSchema.parse({
    rows: [
      { status: 'existing', fillType: 1, fromDepth: 50, toDepth: 55 },
      { status: 'existing', fillType: 2, fromDepth: 55, toDepth: 60 },
    ],
  });
const regulator = context({ roleId: ROLE.regulator });

describe('workPartlyBackfilledIssues', () => {
  it('passes contiguous rows down to the drilled depth', () => {
    expect(workPartlyBackfilledIssues(wpb(), 60, 58, regulator)).toEqual([]);
  });

  it.each<[string, (w: WorkPartlyBackfilled) => void, string, string]>([
    ['fill type required', (w) => { w.rows[0]!.fillType = null; }, 'workPartlyBackfilled.rows.0.fillType', 'Required'],
    ['from depth required', (w) => { w.rows[0]!.fromDepth = null; }, 'workPartlyBackfilled.rows.0.fromDepth', 'Required'],
    ['contiguous for non-drillers', (w) => { w.rows[1]!.fromDepth = 56; }, 'workPartlyBackfilled.rows.1.fromDepth', '"Depth From" must equal "Depth To" of the previous section'],
    ['last within drilled depth', (w) => { w.rows[1]!.toDepth = 61; }, 'workPartlyBackfilled.rows.1.toDepth', '"Depth To" must be less than or equal to "Drilled Depth"'],
    ['last at least sump installed to', (w) => { w.rows[1]!.toDepth = 57; }, 'workPartlyBackfilled.rows.1.toDepth', 'Work partly backfilled depth must be greater than equal to Sump Installed To'],
  ])('%s', (_name, mutate, path, message) => {
    const w = wpb();
    mutate(w);
    expect(workPartlyBackfilledIssues(w, 60, 58, regulator)).toEqual([{ path, message, severity: 'error' }]);
  });

  it('drillers type depths freely', () => {
    const w = wpb();
    w.rows[1]!.fromDepth = 56;
    expect(workPartlyBackfilledIssues(w, 60, null, context())).toEqual([]);
  });

  it.each([
    [50, 60, [], true],
    [60, 60, [], false],
    [60, 60, [{ status: 'existing' as const }], true],
    [null, 60, [], false],
  ])('completed %j, drilled %j: active %s', (completed, drilled, rows, expected) => {
    expect(workPartlyBackfilledActive(completed, drilled, rows as never)).toBe(expected);
  });

  it('starts the first row at completed depth and ends it at drilled depth', () => {
    expect(firstBackfillRow(50, 60)).toEqual({ status: 'new', fillType: null, fromDepth: 50, toDepth: 60 });
  });
});
