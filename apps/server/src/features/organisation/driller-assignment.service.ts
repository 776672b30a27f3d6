import {
  ADMIN_MESSAGES,
  COMPANY_DECIDED_MESSAGES,
  associateCompanyChoices,
  associateSelf,
  assignCompanyChoices,
} from '@driller/domain';
import { recordAudit } from '../../platform/audit/audit.repository';
import type { PortalViewer } from '../../platform/auth/viewer';
import type { Db } from '../../platform/db/kysely';
import { ApiError, badRequest, notFound } from '../../platform/http/errors';
import {
  companyDrillers,
  findDriller,
  keptByPendingReports,
  setPersonOrganisation,
  unassignedDrillers,
} from './driller-assignment.repository';
import { listOrganisations } from './organisation.repository';
import { presentDriller } from './organisation.presenter';

const options = async (db: Db) =>
  (await listOrganisations(db)).map((o) => ({
    id: o.id,
    name: o.name,
    superAdmin: o.super_admin,
    isActive: o.is_active,
  }));

/**
 * The companies this viewer may manage on the assign screen (the domain's choices); any other is
 * answered "Company not found", so a company admin learns nothing about other companies' drillers.
 */
async function manageableCompany(db: Db, viewer: PortalViewer, organisationId: number) {
  const choices = assignCompanyChoices(await options(db), viewer, viewer.organisationId);
  const company = choices.find((c) => c.id === organisationId);
  if (!company) throw notFound(ADMIN_MESSAGES.companyNotFound);
  return company;
}

/** organisation/drillerlist/{id}: the company's drillers (the grid) and the unassigned ones (the dropdown). */
export async function drillerList(db: Db, viewer: PortalViewer, organisationId: number) {
  await manageableCompany(db, viewer, organisationId);
  const [mine, free] = await Promise.all([companyDrillers(db, organisationId), unassignedDrillers(db)]);
  return {
    success: true as const,
    drillerList: mine.map(presentDriller),
    drillerListOrganisation: free.map(presentDriller),
    message: mine.length === 0 ? ADMIN_MESSAGES.noDrillersAssigned : null,
  };
}

/** A refusal the screen shows as the spec's assign failure. */
const assignError = () => new ApiError(400, ADMIN_MESSAGES.drillerAssignError, 'VALIDATION_FAILED');

/** savedrillerwithorganisation: only a driller with no company joins; moving one between companies is the driller form's job. */
export async function assignDriller(
  db: Db,
  viewer: PortalViewer,
  drillerId: number,
  organisationId: number,
  requestId: string,
) {
  const company = await manageableCompany(db, viewer, organisationId);
  const driller = await findDriller(db, drillerId);
  if (!driller) throw assignError();
  if (driller.organisationId === company.id) throw assignError();
  const free = (await unassignedDrillers(db)).some((d) => d.drillerId === drillerId);
  if (!free)
    throw badRequest(ADMIN_MESSAGES.drillerAssignError, {
      drillerId: [COMPANY_DECIDED_MESSAGES.drillerNotAssignable],
    });
  await db.transaction().execute(async (tx) => {
    await setPersonOrganisation(tx, driller.userId, company.id, viewer.subject);
    await recordAudit(tx, {
      actor: viewer.subject,
      action: 'assignDriller',
      entity: 'driller',
      entityId: drillerId,
      before: { organisationId: driller.organisationId },
      after: { organisationId: company.id },
      requestId,
    });
  });
  return { success: true as const, message: ADMIN_MESSAGES.drillerAssigned };
}

/** removedrillerfromorganisation: the driller must be in a company this viewer manages. */
export async function removeDriller(db: Db, viewer: PortalViewer, drillerId: number, requestId: string) {
  const driller = await findDriller(db, drillerId);
  if (!driller || driller.organisationId === null) throw notFound(ADMIN_MESSAGES.drillerNotFound);
  await manageableCompany(db, viewer, driller.organisationId);
  await db.transaction().execute(async (tx) => {
    await setPersonOrganisation(tx, driller.userId, null, viewer.subject);
    await recordAudit(tx, {
      actor: viewer.subject,
      action: 'removeDriller',
      entity: 'driller',
      entityId: drillerId,
      before: { organisationId: driller.organisationId, isDCA: driller.isDCA },
      after: { organisationId: null, isDCA: 0 },
      requestId,
    });
  });
  return { success: true as const, message: ADMIN_MESSAGES.drillerRemoved };
}

/** Assign myself to a company: the company must be one of the role's choices (else "Company not found"). */
export async function associateMyself(
  db: Db,
  viewer: PortalViewer,
  organisationId: number,
  requestId: string,
) {
  if (viewer.userId === null) throw notFound(ADMIN_MESSAGES.userNotFound);
  const choices = associateCompanyChoices(await options(db), viewer.roleId);
  const outcome = associateSelf({
    currentOrganisationId: viewer.organisationId,
    chosenOrganisationId: organisationId,
    companyIds: choices.map((c) => c.id),
    pendingBcr: await keptByPendingReports(db, viewer),
  });
  if (outcome.kind === 'refuse') {
    throw outcome.message === ADMIN_MESSAGES.companyNotFound
      ? notFound(outcome.message)
      : badRequest(outcome.message);
  }
  const userId = viewer.userId;
  await db.transaction().execute(async (tx) => {
    await setPersonOrganisation(tx, userId, organisationId, viewer.subject);
    await recordAudit(tx, {
      actor: viewer.subject,
      action: 'associate',
      entity: 'user',
      entityId: userId,
      before: { organisationId: viewer.organisationId },
      after: { organisationId },
      requestId,
    });
  });
  return { success: true as const, message: ADMIN_MESSAGES.userAssigned };
}
