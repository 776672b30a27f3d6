import { ROLE, type RoleId } from '../../auth/roles';
import { FORM_STATUS } from '../../common/form-status';
import { MONITORING_STATUS_LOCKED } from '../codes';
import { BCR_MESSAGES } from '../messages';

export interface ReadOnlyInput {
  formStatus: number | null;
  roleId: RoleId;
  /** Monitoring status of the work or any of its holes. */
  monitoringStatus: number | null;
  lockedByOtherUser: boolean;
  offline: boolean;
  /** The current user holds the offline lock. */
  holdsLock: boolean;
}

/** Read-only: status 2, role 4, monitoring status 3, locked by another user, or offline without the lock. */
export function isBcrReadOnly(i: ReadOnlyInput): boolean {
  return (
    i.formStatus === FORM_STATUS.submitted ||
    i.roleId === ROLE.readOnlyAll ||
    i.monitoringStatus === MONITORING_STATUS_LOCKED ||
    i.lockedByOtherUser ||
    (i.offline && !i.holdsLock)
  );
}

/** Page title for the mode. */
export function bcrTitle(readOnly: boolean): string {
  return readOnly ? BCR_MESSAGES.titleView : BCR_MESSAGES.titleEdit;
}

/** With no edit rights only Previous and Next show. */
export function wizardButtons(readOnly: boolean): readonly ('previous' | 'next' | 'save' | 'saveAndNext')[] {
  return readOnly ? ['previous', 'next'] : ['previous', 'next', 'save', 'saveAndNext'];
}
