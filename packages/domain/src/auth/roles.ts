/**
 * Role ids of DESIGN.md. The spec names some roles only by letter (admin A, admin B, C, D);
 * docs/decisions.md records how those letters map onto these ids.
 */
export const ROLE = {
  superAdmin: 1,
  drillingCompanyAdmin: 2,
  regulator: 3,
  readOnlyAll: 4,
  driller: 5,
  hydrogeologist: 6,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS: readonly RoleId[] = Object.values(ROLE);

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Super Admin',
  2: 'Drilling Company Admin',
  3: 'Regulator',
  4: 'Read Only All',
  5: 'Driller',
  6: 'Hydrogeologist',
};

export const DRILLER_COMPANY_ADMIN_LABEL = 'Driller(Company Admin)';

/** Placeholder organisation name that means "no company". */
export const BLANK_COMPANY = 'Blank Company';

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}

/** The people a permission is decided for: a role plus the driller's company-admin flag. */
export interface Subject {
  roleId: RoleId;
  isDCA: boolean;
}

/** The role text of the header: a Driller who is a company admin reads 'Driller(Company Admin)'. */
export function roleLabel(subject: Subject): string {
  if (subject.roleId === ROLE.driller && subject.isDCA) return DRILLER_COMPANY_ADMIN_LABEL;
  return ROLE_NAMES[subject.roleId];
}

/** The organisation shown in the header: hidden when blank or the 'Blank Company' placeholder. */
export function visibleOrganisationName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '' || trimmed === BLANK_COMPANY) return null;
  return trimmed;
}

/** Company admins in either form: the Drilling Company Admin role, or a Driller carrying isDCA. */
export function isCompanyAdmin(subject: Subject): boolean {
  return subject.roleId === ROLE.drillingCompanyAdmin || (subject.roleId === ROLE.driller && subject.isDCA);
}
