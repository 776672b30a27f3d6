import { ROLE, isCompanyAdmin, type Subject } from '../auth/roles';

/** Who is looking at a work: role, company-admin flag, their driller id and company. */
export interface WorkViewer extends Subject {
  drillerId: number | null;
  organisationId: number | null;
}

export interface WorkOwnership {
  drillerId: number | null;
  organisationId: number | null;
}

export interface WorkRowAccess {
  read: boolean;
  write: boolean;
}

const ALL: WorkRowAccess = { read: true, write: true };
const READ: WorkRowAccess = { read: true, write: false };
const NONE: WorkRowAccess = { read: false, write: false };

/**
 * Row-level rules for a work (docs/decisions.md "Who sees which work"): Super Admin and the
 * Regulator every work; Read Only All and the Hydrogeologist read every work; a company admin the
 * works of their company; a driller their own works.
 */
export function workRowAccess(viewer: WorkViewer, work: WorkOwnership): WorkRowAccess {
  if (viewer.roleId === ROLE.superAdmin || viewer.roleId === ROLE.regulator) return ALL;
  if (viewer.roleId === ROLE.readOnlyAll || viewer.roleId === ROLE.hydrogeologist) return READ;
  const own = viewer.drillerId !== null && viewer.drillerId === work.drillerId;
  const company =
    isCompanyAdmin(viewer) && viewer.organisationId !== null && viewer.organisationId === work.organisationId;
  return own || company ? ALL : NONE;
}

/** The list filter matching workRowAccess: every work, a company's works, or a driller's own. */
export type WorkListScope =
  | { kind: 'all' }
  | { kind: 'company'; organisationId: number; drillerId: number | null }
  | { kind: 'driller'; drillerId: number }
  | { kind: 'none' };

export function workListScope(viewer: WorkViewer): WorkListScope {
  if (workRowAccess(viewer, { drillerId: null, organisationId: null }).read) return { kind: 'all' };
  if (isCompanyAdmin(viewer) && viewer.organisationId !== null)
    return { kind: 'company', organisationId: viewer.organisationId, drillerId: viewer.drillerId };
  if (viewer.drillerId !== null) return { kind: 'driller', drillerId: viewer.drillerId };
  return { kind: 'none' };
}
