import {
  ADMIN_MESSAGES,
  COMPANY_DECIDED_MESSAGES,
  ORGANISATION_ACTIVE,
  can,
  canEditOrganisation,
  companyFieldIssues,
  normaliseAbn,
  registerMatchIssues,
  type OrganisationSaveBody,
} from '@driller/domain';
import type { BusinessRegister } from '../../adapters/business-register/business-register.port';
import { recordAudit } from '../../platform/audit/audit.repository';
import type { PortalViewer } from '../../platform/auth/viewer';
import type { Db } from '../../platform/db/kysely';
import { badRequest, forbidden, notFound, staleVersion } from '../../platform/http/errors';
import { throwIfErrors } from '../../platform/save/save-issues';
import { searchRegister } from './register-search.service';
import { keptByPendingReports, setPersonOrganisation } from './driller-assignment.repository';
import {
  findOrganisation,
  insertOrganisation,
  listOrganisations,
  nameTaken,
  updateOrganisation,
  type OrganisationFilter,
  type OrganisationValues,
} from './organisation.repository';
import { presentOrganisation } from './organisation.presenter';

export interface OrganisationDeps {
  db: Db;
  register: BusinessRegister;
}

export async function searchOrganisations(
  db: Db,
  criteria: { organisationName: string; abnOrAcn: string; status: number[] },
) {
  const filter: OrganisationFilter = {
    name: criteria.organisationName.trim(),
    abnDigits: normaliseAbn(criteria.abnOrAcn),
    statuses: criteria.status,
  };
  return (await listOrganisations(db, filter)).map(presentOrganisation);
}

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

function valuesOf(body: OrganisationSaveBody): OrganisationValues {
  return {
    name: (body.organisationName ?? '').trim(),
    abn_or_acn: (body.abnOrAcn ?? '').trim(),
    phone: blankToNull(body.phone),
    email: blankToNull(body.email),
    website: blankToNull(body.website),
    address: blankToNull(body.address),
    is_active: body.isActive ?? ORGANISATION_ACTIVE.active,
  };
}

/**
 * A new company must be a registered business: the server asks the register itself for the typed
 * name and checks name and ABN/ACN against its answer (the browser's list is never trusted).
 */
async function createOrganisation(
  deps: OrganisationDeps,
  viewer: PortalViewer,
  body: OrganisationSaveBody,
  requestId: string,
) {
  if (!can(viewer, 'organisation.create')) throw forbidden();
  // Creating a company for oneself moves the driller to it: refused, before anything is written, while
  // their reports under the present company are pending (spec 3), as the Assign button is.
  if (body.assignToMe && (await keptByPendingReports(deps.db, viewer))) {
    throw badRequest(ADMIN_MESSAGES.pendingBcrCompanyChange);
  }
  const values = { ...valuesOf(body), is_active: ORGANISATION_ACTIVE.active };
  const { results } = await searchRegister(deps.register, values.name);
  throwIfErrors(registerMatchIssues(body, results));
  if (await nameTaken(deps.db, values.name, null)) throw duplicateName();
  return deps.db.transaction().execute(async (tx) => {
    const row = await insertOrganisation(tx, values, viewer.subject);
    await recordAudit(tx, {
      actor: viewer.subject,
      action: 'create',
      entity: 'organisation',
      entityId: row.id,
      after: row,
      requestId,
    });
    // "Assign myself to a company - Create New": the new company becomes the sender's own.
    if (body.assignToMe && viewer.userId !== null && can(viewer, 'organisation.associateSelf')) {
      await setPersonOrganisation(tx, viewer.userId, row.id, viewer.subject);
      await recordAudit(tx, {
        actor: viewer.subject,
        action: 'associate',
        entity: 'user',
        entityId: viewer.userId,
        before: { organisationId: viewer.organisationId },
        after: { organisationId: row.id },
        requestId,
      });
    }
    return row;
  });
}

const duplicateName = () =>
  badRequest(COMPANY_DECIDED_MESSAGES.duplicateName, {
    organisationName: [COMPANY_DECIDED_MESSAGES.duplicateName],
  });

/** Updating: the edit-icon rule decides; the name is locked once the company exists, so the stored one stays. */
async function changeOrganisation(
  deps: OrganisationDeps,
  viewer: PortalViewer,
  id: number,
  body: OrganisationSaveBody,
  requestId: string,
) {
  const before = await findOrganisation(deps.db, id);
  if (!before) throw notFound(ADMIN_MESSAGES.companyNotFound);
  if (!canEditOrganisation(viewer, { isOwn: viewer.organisationId === id })) throw forbidden();
  const { name: _locked, ...values } = valuesOf(body);
  return deps.db.transaction().execute(async (tx) => {
    const row = await updateOrganisation(tx, id, body.version ?? before.version, values, viewer.subject);
    if (!row) throw staleVersion(COMPANY_DECIDED_MESSAGES.staleCompany);
    await recordAudit(tx, {
      actor: viewer.subject,
      action: 'update',
      entity: 'organisation',
      entityId: id,
      before,
      after: row,
      requestId,
    });
    return row;
  });
}

/** organisation/save: field rules first (the domain's), then create or update. */
export async function saveOrganisation(
  deps: OrganisationDeps,
  viewer: PortalViewer,
  body: OrganisationSaveBody,
  requestId: string,
) {
  throwIfErrors(companyFieldIssues(body));
  const id = body.organisationId ?? 0;
  const row =
    id > 0
      ? await changeOrganisation(deps, viewer, id, body, requestId)
      : await createOrganisation(deps, viewer, body, requestId);
  return {
    success: true as const,
    message: ADMIN_MESSAGES.companySaved,
    data: { organisationId: row.id, organisationName: row.name },
  };
}
