import { ROLE, isCompanyAdmin, type RoleId, type Subject } from './roles';

const { superAdmin, drillingCompanyAdmin, regulator, readOnlyAll, driller, hydrogeologist } = ROLE;
const everyRole: readonly RoleId[] = [superAdmin, drillingCompanyAdmin, regulator, readOnlyAll, driller, hydrogeologist];

/** A rule of the policy table: the roles allowed, and whether a Driller flagged company admin is allowed too. */
interface Rule {
  roles: readonly RoleId[];
  dcaDriller?: boolean;
}

/**
 * One policy table, role x action (spec 3 section 6, spec 1 section 6). Menus, routes and API handlers
 * all ask `can`, so a rule is written here once.
 */
export const POLICY = {
  /** Home (/Home) and the dashboard. */
  'home.view': { roles: everyRole },
  /** Create New Work menu and /Work: admin A, admin B and Driller. */
  'work.create': { roles: [superAdmin, drillingCompanyAdmin, driller] },
  /** Opening a work or BCR (/Work?id=, /BCR?id=): every signed-in role; read-only rules apply inside. */
  'work.view': { roles: everyRole },
  'bcr.view': { roles: everyRole },
  /** Driller details: every role except D (Hydrogeologist). */
  'driller.manage': { roles: [superAdmin, drillingCompanyAdmin, regulator, readOnlyAll, driller] },
  /** Non driller user details: D, C, A, B, or a Driller who is a company admin. */
  'user.manage': { roles: [hydrogeologist, regulator, superAdmin, drillingCompanyAdmin], dcaDriller: true },
  /** Company / Registered business, and assigning oneself to a company: all signed-in users. */
  'organisation.view': { roles: everyRole },
  'organisation.associateSelf': { roles: everyRole },
  /** Assign Driller To Company: A, B, or a Driller company admin. */
  'organisation.assignDriller': { roles: [superAdmin, drillingCompanyAdmin], dcaDriller: true },
  /** Registration requests: A only. */
  'registration.review': { roles: [superAdmin] },
  /** Drilling Company Admin access requests: A and Driller. */
  'dcaRequest.manage': { roles: [superAdmin, driller] },
  /** Search Bore Construction Reports: all roles. */
  'bcr.search': { roles: everyRole },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

export function can(subject: Subject, action: Action): boolean {
  const rule: Rule = POLICY[action];
  if (rule.roles.includes(subject.roleId)) return true;
  return rule.dcaDriller === true && subject.roleId === driller && isCompanyAdmin(subject);
}
