import {
  DRILLER_STATUS_LABELS,
  canEditDrillerRow,
  endorsementIds,
  isDrillerStatus,
  isRoleId,
  licenceClassId,
  type DrillerFormValues,
  type DrillerRecord,
} from '@driller/domain';
import type { PortalViewer } from '../../platform/auth/viewer';
import type { DrillerRow } from './drillers.repository';

const isoDay = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The stored driller as the form's values (ids for class and endorsements, ISO dates). */
export function drillerFormValues(row: DrillerRow): DrillerFormValues & { drillerId: number } {
  return {
    drillerId: row.drillerId,
    drillerType: row.drillerType === 2 ? 2 : 1,
    drillerStatus: isDrillerStatus(row.drillerStatus) ? row.drillerStatus : null,
    drillerFirstName: row.firstName,
    drillerLastName: row.lastName,
    drillerLicenseNo: row.licenceNo,
    drillerLicenseFrom: isoDay(row.licenceFrom),
    licenseClassId: licenceClassId(row.licenceClass),
    drillingEndorsements: endorsementIds(row.endorsements),
    workEmail: row.workEmail,
    workMobile: row.workMobile,
    externalAddress: row.address,
    comments: row.comments,
    organisationId: row.organisationId,
    username: row.username,
    roleId: isRoleId(row.roleId) ? row.roleId : null,
    isDrillingCompanyAdmin: Number(row.isDrillingCompanyAdmin) === 1,
  };
}

export function presentDriller(row: DrillerRow, viewer: PortalViewer): DrillerRecord {
  const isSelf = viewer.drillerId === row.drillerId;
  return {
    ...drillerFormValues(row),
    licenseExpiryDate: isoDay(row.licenceExpiry),
    organisationName: row.organisationName,
    drillerStatusName: isDrillerStatus(row.drillerStatus) ? DRILLER_STATUS_LABELS[row.drillerStatus] : '',
    hasAccount: row.idpSubject !== null,
    isSelf,
    canEdit: canEditDrillerRow(viewer, { isSelf }),
    version: row.version,
    modifiedOn: new Date(row.modifiedAt).toISOString(),
  };
}
