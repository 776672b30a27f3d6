import {
  FORM_STATUS,
  activeLock,
  canChangeDrillerOrWorkType,
  canSaveWork,
  isBrowseLocked,
  isWorkReadOnly,
  type CurrentUser,
  type DrillerOption,
  type MasterData,
  type WorkDetailPayload,
} from '@driller/domain';
import type { WorkAccess } from './work-context';

/**
 * Access of the form: the server's verdict for a loaded work (it knows locks and holes), the
 * domain's rules for a new one, and the browser's connectivity on top (the server cannot see it).
 */
export function workAccess(user: CurrentUser, loaded: WorkDetailPayload | null, online: boolean): WorkAccess {
  const offline = !online;
  if (loaded) {
    const ctx = {
      formStatus: loaded.formA.formStatus,
      roleId: user.roleId,
      userId: user.userId,
      offline,
      lock: activeLock(loaded.formA.formAOffline),
      monitoringStatuses: loaded.workDetailsMonitoring.map((h) => h.monitoringStatus),
    };
    return {
      readOnly: loaded.readOnly || isWorkReadOnly(ctx),
      browseLocked: loaded.browseLocked || isBrowseLocked(ctx),
      canSave: loaded.canSave && canSaveWork(ctx),
      disableWorkFields: loaded.disableWorkFields || !canChangeDrillerOrWorkType(ctx),
      offline,
    };
  }
  const ctx = { formStatus: FORM_STATUS.draft, roleId: user.roleId, userId: user.userId, offline, lock: null, monitoringStatuses: [] };
  return {
    readOnly: isWorkReadOnly(ctx),
    browseLocked: false,
    canSave: canSaveWork(ctx),
    disableWorkFields: !canChangeDrillerOrWorkType(ctx),
    offline,
  };
}

const normaliseLicence = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** The signed-in user's driller record, matched on the licence number the token carries. */
export function findMyDriller(user: CurrentUser, master: MasterData): DrillerOption | null {
  if (!user.drillerLicenseNo) return null;
  const licence = normaliseLicence(user.drillerLicenseNo);
  return master.drillers.find((d) => normaliseLicence(d.licenceNo) === licence) ?? null;
}
