import {
  NON_DRILLER_ROLES,
  ROLE_NAMES,
  USER_STATUS_LABELS,
  can,
  isCompanyAdmin,
  type PeopleMasterData,
  type UserSearch,
} from '@driller/domain';
import type { PortalViewer } from '../../platform/auth/viewer';
import type { Db } from '../../platform/db/kysely';
import { listOrganisations } from './people.repository';
import { presentUser, storedStatus } from './users.presenter';
import { searchUsers } from './users.repository';

/** admin/getusermasterdata: every active company (the form narrows them by the chosen role). */
export async function userMasterData(db: Db, viewer: PortalViewer): Promise<PeopleMasterData> {
  return {
    organisation: await listOrganisations(db),
    licenseClass: [],
    drillingEndorsements: [],
    role: NON_DRILLER_ROLES.map((id) => ({ id, name: ROLE_NAMES[id] })),
    drillerStatus: Object.entries(USER_STATUS_LABELS).map(([id, name]) => ({ id: Number(id), name })),
    currentDriller: {
      roleId: viewer.roleId,
      isDCA: viewer.isDCA,
      drillerId: viewer.drillerId,
      userId: viewer.userId,
    },
    licenseNumber: '',
  };
}

/**
 * admin/searchuser. Decision (docs/decisions.md): a company admin sees the people of their own company;
 * regulator-side roles see everyone.
 */
export async function findUsers(db: Db, viewer: PortalViewer, search: UserSearch) {
  const criteria = search.searchDrillers;
  const ownCompanyOnly =
    isCompanyAdmin(viewer) && !can(viewer, 'user.editAny') && search.userId !== viewer.userId;
  const rows = await searchUsers(db, {
    firstName: criteria.drillerFirstName,
    lastName: criteria.drillerLastName,
    workEmail: criteria.drillerWorkEmail,
    status: criteria.drillerStatus ? storedStatus(criteria.drillerStatus) : null,
    userId: search.userId,
    ...(ownCompanyOnly ? { organisationId: viewer.organisationId } : {}),
  });
  return rows.map((row) => presentUser(row, viewer));
}
