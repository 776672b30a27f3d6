/**
 * This browser's device id: work/lockbcrwork and bcr/getofflineinfo name it, so a lock taken here is
 * checked in from here (spec 3 "Offline"). Kept in local storage: it outlives sign-outs and reloads,
 * and is gone with the browser's data, as the copies are.
 */
const DEVICE_ID_KEY = 'driller.deviceId';

export function deviceId(): string {
  const known = localStorage.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const fresh = crypto.randomUUID();
  localStorage.setItem(DEVICE_ID_KEY, fresh);
  return fresh;
}
