import {
  ADMIN_MESSAGES,
  DRILLER_STATUS_LABELS,
  DRILLING_ENDORSEMENTS,
  LICENCE_CLASSES,
  ROLE,
  ROLE_NAMES,
  drillerCompanyChoices,
  drillerFormAccess,
  type DrillerSearch,
  type PeopleMasterData,
} from '@driller/domain';
import type { PortalViewer } from '../../platform/auth/viewer';
import type { Db } from '../../platform/db/kysely';
import { forbidden, notFound } from '../../platform/http/errors';
import { hasPendingBcr } from '../../platform/db/driller-query';
import { findDriller, searchDrillers } from './drillers.repository';
import { presentDriller } from './drillers.presenter';
import { listOrganisations } from './people.repository';

const statusOptions = Object.entries(DRILLER_STATUS_LABELS).map(([id, name]) => ({ id: Number(id), name }));

/** admin/getmasterdata: the driller form's lists, companies already narrowed to the viewer's choices. */
export async function drillerMasterData(
  db: Db,
  viewer: PortalViewer,
  licenceNo: string,
): Promise<PeopleMasterData> {
  const organisations = (await listOrganisations(db)).map((org) => ({
    id: org.id,
    name: org.name,
    superAdmin: org.superAdmin,
  }));
  return {
    organisation: drillerCompanyChoices(organisations, viewer),
    licenseClass: [...LICENCE_CLASSES],
    drillingEndorsements: [...DRILLING_ENDORSEMENTS],
    role: [{ id: ROLE.driller, name: ROLE_NAMES[ROLE.driller] }],
    drillerStatus: statusOptions,
    currentDriller: {
      roleId: viewer.roleId,
      isDCA: viewer.isDCA,
      drillerId: viewer.drillerId,
      userId: viewer.userId,
    },
    licenseNumber: viewer.roleId === ROLE.driller ? licenceNo : '',
  };
}

/** admin/searchdriller: every criterion narrows (contains, any letter case); status matches exactly. */
export async function findDrillers(db: Db, viewer: PortalViewer, search: DrillerSearch) {
  const rows = await searchDrillers(db, {
    firstName: search.drillerFirstName,
    lastName: search.drillerLastName,
    licenceNo: search.drillerLicenseNumber,
    workEmail: search.drillerWorkEmail,
    address: search.drillerAddress,
    status: search.drillerStatus,
    drillerId: search.drillerId,
  });
  return rows.map((row) => presentDriller(row, viewer));
}

/**
 * admin/checkpendingbcr: whether the chosen company is the driller's present one, and whether reports
 * filed under the present company are still to be submitted (any company when a status is asked about).
 * Asked by whoever may edit that driller.
 */
export async function checkPendingBcr(
  db: Db,
  viewer: PortalViewer,
  body: { organisationId?: number | null; drillerId: number; drillerStatusId?: number | null },
) {
  const row = await findDriller(db, body.drillerId);
  if (!row) throw notFound(ADMIN_MESSAGES.drillerNotFound);
  const access = drillerFormAccess(viewer, {
    isSelf: viewer.drillerId === row.drillerId,
    isNew: false,
    hasAccount: row.idpSubject !== null,
  });
  if (access.readOnly) throw forbidden();
  const sameCompany = (body.organisationId ?? null) === row.organisationId;
  const statusQuestion = body.drillerStatusId !== null && body.drillerStatusId !== undefined;
  const pendingBcr = await hasPendingBcr(db, row.drillerId, statusQuestion ? null : row.organisationId);
  return { success: true as const, sameCompany, pendingBcr };
}
