import { BCR_API, BCR_LOAD_PATH, BCR_SAVE_PATH } from '@driller/domain';
import { offlineOwner } from './offline-owner';

/**
 * The works checked out to this browser (spec 3 state 3), per signed-in user: a small synchronous list
 * in local storage, so every BCR call can tell whether it belongs to the copy on this device without
 * opening IndexedDB (users who never check out never load its library). The copies themselves are in
 * IndexedDB (offline-db.ts).
 */
const CHECKED_OUT_KEY = 'driller.checkedOut';

type CheckedOut = Record<string, number[]>;

function read(): CheckedOut {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CHECKED_OUT_KEY) ?? '{}');
    return value !== null && typeof value === 'object' ? (value as CheckedOut) : {};
  } catch {
    return {};
  }
}

/** True when the signed-in user checked this work out to this browser: its BCR is edited here until checked in. */
export function isCheckedOutHere(formAId: number): boolean {
  const owner = offlineOwner();
  return owner !== null && (read()[owner] ?? []).includes(formAId);
}

/** Records a check-out (true) or its end (false: checked in, unlocked, or the copy let go). */
export function setCheckedOutHere(formAId: number, checkedOut: boolean): void {
  const owner = offlineOwner();
  if (owner === null) return;
  const all = read();
  const others = (all[owner] ?? []).filter((id) => id !== formAId);
  all[owner] = checkedOut ? [...others, formAId] : others;
  localStorage.setItem(CHECKED_OUT_KEY, JSON.stringify(all));
}

/**
 * The BCR calls a checked-out copy answers: its load, its saves, and its submit (refused until check in).
 * Plain paths: callApi, on every page, must not bring the BCR's contracts and schemas with it.
 */
const DEVICE_CALLS: ReadonlySet<string> = new Set([BCR_LOAD_PATH, BCR_API.saveWholeReport, ...Object.values(BCR_SAVE_PATH)]);

type CallInput = { params?: Record<string, unknown>; body?: unknown } | undefined;

/** The work a call is about when that work is checked out here and the copy answers the call; else null. */
export function checkedOutWorkOf(path: string, input: CallInput): number | null {
  if (!DEVICE_CALLS.has(path)) return null;
  const body = input?.body as { formAId?: unknown } | undefined;
  const id = Number(input?.params?.formAId ?? body?.formAId);
  return Number.isInteger(id) && isCheckedOutHere(id) ? id : null;
}
