import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context, validReport } from '../../testing/bcr-factory';
import { casingLinerIssues } from './casing-liner.rules';
import type { CasingLinerRow } from './casing-liner.schema';

const rows = () => validReport().casingLiner;

describe('casingLinerIssues', () => {
  it('passes a valid casing', () => {
    expect(casingLinerIssues(rows(), 60, context())).toEqual([]);
  });

  it.each<[string, (r: CasingLinerRow[]) => void, string, string]>([
    ['material required', (r) => { r[0]!.material = null; }, 'casingLiner.0.material', 'Required'],
    ['fixing required', (r) => { r[0]!.methodFixing = null; }, 'casingLiner.0.methodFixing', 'Required'],
    ['spacing required with centralisers', (r) => { r[0]!.centralisersInstalled = 1; }, 'casingLiner.0.centraliserSpacing', 'Required'],
    ['od above twice the wall', (r) => { r[0]!.odmm = 10; }, 'casingLiner.0.odmm', 'Outer diameter must be greater than twice the wall thickness'],
    ['ID below OD', (r) => { r[0]!.idmm = 1301; }, 'casingLiner.0.idmm', 'Inner diameter must be less than the outer diameter'],
    ['from equals previous to', (r) => { r.push({ ...r[0]!, from: 41, to: 50 }); }, 'casingLiner.1.from', '"From" must equal "To" of the previous section'],
    ['within completed depth', (r) => { r[0]!.to = 61; }, 'casingLiner.0.to', '"To" must be less than or equal to "Completed Depth"'],
  ])('%s', (_name, mutate, path, message) => {
    const r = rows();
    mutate(r);
    expect(casingLinerIssues(r, 60, context())).toContainEqual({ path, message, severity: 'error' });
  });

  it('regulator needs only the material', () => {
    const r = rows();
    r[0]!.methodFixing = null;
    r.push({ ...r[0]!, from: 45, to: 50 });
    expect(casingLinerIssues(r, 60, context({ roleId: ROLE.regulator }))).toEqual([]);
  });
});
