import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context, validReport } from '../../testing/bcr-factory';
import { disinfectionIssues } from './disinfection.rules';

const rows = () => validReport().disinfection;
const blank = { chemicalsUsed: null, quantityApplied: null, methodOfApplication: null };

describe('disinfectionIssues', () => {
  it.each([
    ['driller, complete row', ROLE.driller, {}, []],
    ['regulator, one field', ROLE.regulator, { ...blank, chemicalsUsed: 'Chlorine' }, []],
    ['driller, method missing', ROLE.driller, { methodOfApplication: null }, [{ path: 'disinfection.0.methodOfApplication', message: 'Required', severity: 'error' }]],
    ['regulator, nothing', ROLE.regulator, blank, [{ path: 'disinfection.0.chemicalsUsed', message: 'Please enter any of the fields below.', severity: 'error' }]],
  ])('%s', (_name, role, change, expected) => {
    const r = rows();
    Object.assign(r[0]!, change);
    expect(disinfectionIssues(r, context({ roleId: role }))).toEqual(expected);
  });
});
