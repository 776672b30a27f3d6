import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '../auth/roles';
import { organisationSaveRedirect, organisationStartPage } from './organisation-flow';

describe('company screen flow', () => {
  it.each<[RoleId, boolean, boolean, 'list' | 'edit']>([
    [ROLE.drillingCompanyAdmin, false, true, 'edit'],
    [ROLE.driller, true, true, 'edit'],
    [ROLE.driller, false, true, 'list'],
    [ROLE.drillingCompanyAdmin, false, false, 'list'],
    [ROLE.superAdmin, false, true, 'list'],
  ])('role %i (isDCA %s, has company %s) starts at %s', (roleId, isDCA, hasCompany, expected) => {
    expect(organisationStartPage({ roleId, isDCA }, hasCompany)).toBe(expected);
  });

  it.each<[RoleId, string]>([
    [ROLE.driller, '/Organisation'],
    [ROLE.superAdmin, '/Home'],
    [ROLE.drillingCompanyAdmin, '/Home'],
  ])('role %i returns to %s after saving', (roleId, path) => {
    expect(organisationSaveRedirect({ roleId, isDCA: false })).toBe(path);
  });
});
