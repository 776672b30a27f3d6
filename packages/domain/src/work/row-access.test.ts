import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '../auth/roles';
import { workListScope, workRowAccess, type WorkViewer } from './row-access';

const viewer = (roleId: RoleId, o: Partial<WorkViewer> = {}): WorkViewer => ({
  roleId,
  isDCA: false,
  drillerId: null,
  organisationId: null,
  ...o,
});
const work = { drillerId: 7, organisationId: 3 };

describe('workRowAccess', () => {
  it.each<[string, WorkViewer, boolean, boolean]>([
    ['Super Admin', viewer(ROLE.superAdmin), true, true],
    ['Regulator', viewer(ROLE.regulator), true, true],
    ['Read Only All', viewer(ROLE.readOnlyAll), true, false],
    ['Hydrogeologist', viewer(ROLE.hydrogeologist), true, false],
    ['company admin of the company', viewer(ROLE.drillingCompanyAdmin, { organisationId: 3 }), true, true],
    [
      'company admin of another company',
      viewer(ROLE.drillingCompanyAdmin, { organisationId: 4 }),
      false,
      false,
    ],
    ['company admin without a company', viewer(ROLE.drillingCompanyAdmin), false, false],
    [
      'DCA driller of the company',
      viewer(ROLE.driller, { isDCA: true, drillerId: 8, organisationId: 3 }),
      true,
      true,
    ],
    ['the driller of the work', viewer(ROLE.driller, { drillerId: 7, organisationId: 3 }), true, true],
    [
      'another driller of the same company',
      viewer(ROLE.driller, { drillerId: 8, organisationId: 3 }),
      false,
      false,
    ],
  ])('%s: read %s, write %s', (_label, v, read, write) => {
    expect(workRowAccess(v, work)).toEqual({ read, write });
  });
});

describe('workListScope', () => {
  it.each<[string, WorkViewer, ReturnType<typeof workListScope>]>([
    ['Super Admin', viewer(ROLE.superAdmin), { kind: 'all' }],
    ['Read Only All', viewer(ROLE.readOnlyAll), { kind: 'all' }],
    [
      'company admin',
      viewer(ROLE.drillingCompanyAdmin, { organisationId: 3 }),
      { kind: 'company', organisationId: 3, drillerId: null },
    ],
    ['driller', viewer(ROLE.driller, { drillerId: 7, organisationId: 3 }), { kind: 'driller', drillerId: 7 }],
    ['driller not registered', viewer(ROLE.driller), { kind: 'none' }],
  ])('%s', (_label, v, scope) => {
    expect(workListScope(v)).toEqual(scope);
  });
});
