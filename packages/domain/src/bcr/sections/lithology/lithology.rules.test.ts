import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context, validReport } from '../../testing/bcr-factory';
import { lithologyIssues } from './lithology.rules';
import type { LithologyRow } from './lithology.schema';

const limits = { maxDepth: 60, maxDepthName: 'Drilled Depth' };
const rows = () => validReport().lithology;

describe('lithologyIssues', () => {
  it('passes chained rows within the drilled depth', () => {
    expect(lithologyIssues(rows(), limits, context())).toEqual([]);
  });

  it.each<[string, (r: LithologyRow[]) => void, string, string]>([
    ['depthFrom required', (r) => { r[0]!.depthFrom = null; }, 'lithology.0.depthFrom', 'Required'],
    ['depthTo required', (r) => { r[1]!.depthTo = null; }, 'lithology.1.depthTo', 'Required'],
    ['depthFrom equals previous depthTo', (r) => { r[1]!.depthFrom = 29; }, 'lithology.1.depthFrom', '"Depth From" must equal "Depth To" of the previous section'],
    ['depthTo greater than depthFrom', (r) => { r[0]!.depthTo = 0; r[1]!.depthFrom = 0; }, 'lithology.0.depthTo', '"Depth To" must be greater than "Depth From"'],
    ['depthTo less than next depthTo', (r) => { r[0]!.depthTo = 60; r[1]!.depthFrom = 60; r[1]!.depthTo = 70; r.push({ ...r[1]!, depthFrom: 70, depthTo: 65 }); }, 'lithology.1.depthTo', '"Depth To" must be less than "Depth To" of the next section'],
    ['last row within drilled depth', (r) => { r[1]!.depthTo = 61; }, 'lithology.1.depthTo', '"Depth To" must be less than or equal to "Drilled Depth"'],
    ['rockType required', (r) => { r[1]!.rockType = null; }, 'lithology.1.rockType', 'Required'],
    ['additionalInformation max 500', (r) => { r[0]!.additionalInformation = 'x'.repeat(501); }, 'lithology.0.additionalInformation', 'Maximum allowed characters are 500'],
    ['colourOther max 50', (r) => { r[0]!.colourOther = 'x'.repeat(51); }, 'lithology.0.colourOther', 'Maximum allowed characters are 50'],
  ])('%s', (_name, mutate, path, message) => {
    const r = rows();
    mutate(r);
    expect(lithologyIssues(r, limits, context())).toContainEqual({ path, message, severity: 'error' });
  });

  it.each<[string, (r: LithologyRow[]) => void]>([
    ['free from-depth', (r) => { r[1]!.depthFrom = 25; }],
    ['rock type optional', (r) => { r[1]!.rockType = null; }],
  ])('regulator: %s', (_name, mutate) => {
    const r = rows();
    mutate(r);
    expect(lithologyIssues(r, limits, context({ roleId: ROLE.regulator }))).toEqual([]);
  });

  it('ignores deleted rows', () => {
    const r = rows();
    r.push({ ...r[1]!, status: 'deleted', depthFrom: 1, depthTo: 0 });
    expect(lithologyIssues(r, limits, context())).toEqual([]);
  });
});
