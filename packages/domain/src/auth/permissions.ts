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
  /** Saving a work (Form A), its holes, conditions, location and map images; row rules in work/row-access. */
  'work.save': { roles: [superAdmin, drillingCompanyAdmin, regulator, driller] },
  /** Choosing another driller for an existing work (transfer within a company; Super Admin copy to another). */
  'work.changeAssignment': { roles: [superAdmin, drillingCompanyAdmin, regulator, driller] },
  'bcr.view': { roles: everyRole },
  /** Saving and submitting a BCR: the author's roles and the reviewers; row rules in bcr/access. */
  'bcr.save': { roles: [superAdmin, drillingCompanyAdmin, regulator, driller, hydrogeologist] },
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

  // Administration and offline (spec 3 section 6); docs/decisions.md records each mapping.
  /** Create New button on driller and user search: role id 3 only. */
  'driller.create': { roles: [regulator] },
  'user.create': { roles: [regulator] },
  /** The driller-edit role: edits any driller row, including type, status, licence fields and comments. */
  'driller.editAny': { roles: [regulator] },
  'driller.editRegulatedFields': { roles: [regulator] },
  /** A driller (company admin or not) edits their own record's other fields. */
  'driller.editOwn': { roles: [driller] },
  /** The two roles that see the driller form read-only. */
  'driller.viewReadOnly': { roles: [readOnlyAll, hydrogeologist] },
  /** Non-driller users: the regulator edits any (and unlocks work email); others their own profile. */
  'user.editAny': { roles: [regulator] },
  'user.editOwn': { roles: [superAdmin, drillingCompanyAdmin, regulator, hydrogeologist] },
  /** Create new company: hidden for the read-only role. */
  'organisation.create': { roles: [superAdmin, drillingCompanyAdmin, regulator, driller, hydrogeologist] },
  /** Edit icon: the admin role on every company; company admins on their own (see canEditOrganisation). */
  'organisation.editAny': { roles: [superAdmin] },
  'organisation.editOwn': { roles: [drillingCompanyAdmin], dcaDriller: true },
  /** Approving/rejecting registrations is the approver role's (admin A). */
  'registration.approve': { roles: [superAdmin] },
  /** A driller asks for company-admin access; admin A decides. */
  'dcaRequest.create': { roles: [driller] },
  'dcaRequest.approve': { roles: [superAdmin] },
  /** Locking a work/BCR for offline editing and checking it in (a plain driller only their own lock). */
  'offline.lock': { roles: [superAdmin, drillingCompanyAdmin, driller] },
  /** Unlocking somebody else's lock (organisation rules in canUnlock). */
  'offline.unlockOthers': { roles: [superAdmin, drillingCompanyAdmin], dcaDriller: true },
  /** Update GW No on a submitted report having one (see canUpdateGwNo). */
  'gwNo.update': { roles: [superAdmin] },
  /** Decommission a submitted report. */
  'bcr.decommission': { roles: [superAdmin] },
  /** The search screen's isLeader flag; a leader deletes Hydstra reports (see canDeleteBcr). */
  'bcr.lead': { roles: [superAdmin] },
  /** Opening a submitted report from BCR search asks edit (Ok) or view (Cancel). */
  'bcr.editSubmitted': { roles: [superAdmin] },
  /** Dashboard: the Drilling Company column and the 100-row Past Works limit apply to all but Super Admin. */
  'dashboard.drillingCompanyColumn': { roles: [drillingCompanyAdmin, regulator, readOnlyAll, driller, hydrogeologist] },
  'dashboard.pastWorksLimited': { roles: [drillingCompanyAdmin, regulator, readOnlyAll, driller, hydrogeologist] },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

export function can(subject: Subject, action: Action): boolean {
  const rule: Rule = POLICY[action];
  if (rule.roles.includes(subject.roleId)) return true;
  return rule.dcaDriller === true && subject.roleId === driller && isCompanyAdmin(subject);
}
