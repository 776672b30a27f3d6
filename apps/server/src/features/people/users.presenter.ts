import {
  ROLE_NAMES,
  USER_STATUS,
  USER_STATUS_LABELS,
  canEditUserRow,
  isRoleId,
  type UserFormValues,
  type UserRecord,
} from '@driller/domain';
import type { PortalViewer } from '../../platform/auth/viewer';
import { STORED_ACTIVE, type UserRow } from './users.repository';

/** The stored 1/5 as the screens' 2/5. */
export const shownStatus = (stored: number): number =>
  stored === STORED_ACTIVE ? USER_STATUS.active : stored;
export const storedStatus = (shown: number): number => (shown === USER_STATUS.active ? STORED_ACTIVE : shown);

export function userFormValues(row: UserRow): UserFormValues & { userId: number } {
  return {
    userId: row.userId,
    status: shownStatus(row.status),
    roleId: row.roleId,
    firstName: row.firstName,
    lastName: row.lastName,
    workEmail: row.workEmail,
    organisationId: row.organisationId,
    username: row.username,
    workMobile: row.workMobile,
    address: row.address,
    comments: row.comments,
  };
}

export function presentUser(row: UserRow, viewer: PortalViewer): UserRecord {
  const isSelf = viewer.userId === row.userId;
  const status = shownStatus(row.status);
  return {
    ...userFormValues(row),
    organisationName: row.organisationName,
    roleName: isRoleId(row.roleId) ? ROLE_NAMES[row.roleId] : '',
    statusName:
      status === USER_STATUS.active || status === USER_STATUS.inactive ? USER_STATUS_LABELS[status] : '',
    hasAccount: row.idpSubject !== null,
    isSelf,
    canEdit: canEditUserRow(viewer, { isSelf }),
    version: row.version,
    modifiedOn: new Date(row.modifiedAt).toISOString(),
  };
}
