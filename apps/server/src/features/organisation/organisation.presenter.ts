import {
  DRILLER_STATUS_LABELS,
  isDrillerStatus,
  type AssignDrillerRow,
  type OrganisationProfile,
  type OrganisationRow,
} from '@driller/domain';
import type { PortalViewer } from '../../platform/auth/viewer';
import type { DrillerRecord } from './driller-assignment.repository';
import type { OrganisationRecord } from './organisation.repository';

/** The only JSON shaping of the company calls. */
export function presentOrganisation(row: OrganisationRecord): OrganisationRow {
  return {
    organisationId: row.id,
    organisationName: row.name,
    abnOrAcn: row.abn_or_acn,
    phone: row.phone,
    email: row.email,
    website: row.website,
    address: row.address,
    isActive: row.is_active,
    superAdmin: row.super_admin,
    version: row.version,
  };
}

export function presentProfile(viewer: PortalViewer): OrganisationProfile {
  return {
    roleId: viewer.roleId,
    isDCA: viewer.isDCA,
    organisationId: viewer.organisationId,
    organisationName: viewer.organisationName,
    drillerId: viewer.drillerId,
  };
}

export function presentDriller(row: DrillerRecord): AssignDrillerRow {
  return {
    id: row.drillerId,
    drillerId: row.drillerId,
    drillerName: `${row.firstName} ${row.lastName}`,
    drillerLicenseNo: row.licenceNo,
    licenseClassId: row.licenceClass,
    drillingEndorsements: row.endorsements,
    workMobile: row.workMobile,
    workEmail: row.workEmail,
    status: isDrillerStatus(row.status) ? DRILLER_STATUS_LABELS[row.status] : String(row.status),
    organisationId: row.organisationId,
  };
}
