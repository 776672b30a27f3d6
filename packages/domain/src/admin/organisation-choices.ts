import { ROLE, type RoleId, type Subject } from '../auth/roles';
import { error, type Issue } from '../common/issue';
import { ORGANISATION_SUPER_ADMIN_FLAG } from './codes';
import { ADMIN_MESSAGES } from './messages';

/** An organisation as the master data lists it. */
export interface OrganisationOption {
  id: number;
  name: string;
  /** 0 ordinary company, 1 the regulator's own organisation, 2 special (see codes.ts). */
  superAdmin: number;
}

const { ordinary, superAdmin: regulatorOwned, special } = ORGANISATION_SUPER_ADMIN_FLAG;

/**
 * Regulator-side roles must belong to a super-admin organisation. The spec says "three roles"
 * without naming them; all four regulator-side roles of DESIGN.md qualify (docs/decisions.md).
 */
export const REGULATOR_SIDE_ROLES: readonly RoleId[] = [
  ROLE.superAdmin,
  ROLE.regulator,
  ROLE.readOnlyAll,
  ROLE.hydrogeologist,
];

export function isRegulatorSideRole(roleId: RoleId | null | undefined): boolean {
  return roleId !== null && roleId !== undefined && REGULATOR_SIDE_ROLES.includes(roleId);
}

/** Driller form: the super admin may also pick the special organisations; others ordinary ones only. */
export function drillerCompanyChoices(orgs: readonly OrganisationOption[], viewer: Subject): OrganisationOption[] {
  const allowed: readonly number[] = viewer.roleId === ROLE.superAdmin ? [ordinary, special] : [ordinary];
  return orgs.filter((org) => allowed.includes(org.superAdmin));
}

/** Non-driller user form: regulator-side roles get super-admin organisations only, others the rest. */
export function userCompanyChoices(
  orgs: readonly OrganisationOption[],
  roleId: RoleId | null | undefined,
): OrganisationOption[] {
  const regulatorSide = isRegulatorSideRole(roleId);
  return orgs.filter((org) => (org.superAdmin === regulatorOwned) === regulatorSide);
}

/** Server-side twin of the filtered dropdown: a company outside the role's choices is refused. */
export function userCompanyIssues(
  orgs: readonly OrganisationOption[],
  roleId: RoleId | null | undefined,
  organisationId: number | null | undefined,
): Issue[] {
  if (organisationId === null || organisationId === undefined) return [];
  const allowed = userCompanyChoices(orgs, roleId).some((org) => org.id === organisationId);
  return allowed ? [] : [error('organisationId', ADMIN_MESSAGES.selectCompany)];
}

/** Changing the role clears the company, since the choices depend on the role. */
export function companyAfterRoleChange(
  previousRole: RoleId | null | undefined,
  nextRole: RoleId | null | undefined,
  organisationId: number | null,
): number | null {
  return previousRole === nextRole ? organisationId : null;
}

/**
 * Assign screen: companies flagged superAdmin (1 or 2) are excluded. The Super Admin picks any company;
 * a company admin (role 2, or a Driller flagged isDCA) only their own: the spec restricts the driller
 * role, and letting one company's admin move or remove another company's drillers would be worse
 * (docs/decisions.md).
 */
export function assignCompanyChoices(
  orgs: readonly OrganisationOption[],
  viewer: Subject,
  ownOrganisationId: number | null,
): OrganisationOption[] {
  const companies = orgs.filter((org) => org.superAdmin === ordinary);
  if (viewer.roleId === ROLE.superAdmin) return companies;
  return companies.filter((org) => org.id === ownOrganisationId);
}

/**
 * Assign myself to a company: regulator-side roles join the regulator's organisations, everyone else
 * an ordinary drilling company; inactive companies are not offered.
 */
export function associateCompanyChoices<T extends OrganisationOption & { isActive: number }>(
  orgs: readonly T[],
  roleId: RoleId,
): T[] {
  const wanted = isRegulatorSideRole(roleId) ? regulatorOwned : ordinary;
  return orgs.filter((org) => org.isActive === 1 && org.superAdmin === wanted);
}
