import type { DashboardGrid } from '../admin/dashboard';

/**
 * The offline state selector of a dashboard row (spec 3 section 4). The codes are the stored values.
 * 10 and 11 exist only for rows someone else has locked.
 */
export const OFFLINE_STATE = {
  onlineOnly: 1,
  viewOffline: 2,
  editOffline: 3,
  checkIn: 4,
  locked: 10,
  unlock: 11,
} as const;
export type OfflineState = (typeof OFFLINE_STATE)[keyof typeof OFFLINE_STATE];

export const OFFLINE_STATE_LABELS: Record<OfflineState, string> = {
  1: 'Online only',
  2: 'View BCR offline',
  3: 'Edit BCR offline',
  4: 'Check in',
  10: 'Locked',
  11: 'Unlock',
};

const { onlineOnly, viewOffline, editOffline, checkIn, locked, unlock } = OFFLINE_STATE;

/** Choices offered from each state; a locked row offers Unlock only to whoever may unlock it. */
const CHOICES: Record<OfflineState, readonly OfflineState[]> = {
  1: [onlineOnly, viewOffline, editOffline],
  2: [onlineOnly, viewOffline, editOffline],
  3: [editOffline, checkIn],
  4: [onlineOnly, editOffline, checkIn],
  10: [locked, unlock],
  11: [unlock],
};

/** Past Works are submitted and read-only: only online or cached for viewing. */
export const PAST_WORKS_STATES: readonly OfflineState[] = [onlineOnly, viewOffline];

export function offlineChoices(
  state: OfflineState,
  options: { grid: DashboardGrid; canUnlock: boolean },
): OfflineState[] {
  if (options.grid === 'past') return PAST_WORKS_STATES.filter((choice) => CHOICES[state].includes(choice));
  if (state === locked && !options.canUnlock) return [locked];
  return [...CHOICES[state]];
}

/**
 * A row's state as its grid shows it. Past Works are submitted and offer only Online only and View BCR
 * offline: a copy still kept after check in (4) is there a copy for viewing (2), so Online only can
 * still let it go (the work moved to Past Works when it was submitted after check in).
 */
export function stateInGrid(state: OfflineState, grid: DashboardGrid): OfflineState {
  return grid === 'past' && state === checkIn ? viewOffline : state;
}

export function isOfflineState(value: unknown): value is OfflineState {
  return typeof value === 'number' && value in OFFLINE_STATE_LABELS;
}

/** What a row carries on load: the server lock and what this browser has cached. */
export interface RowOfflineFacts {
  locked: boolean;
  lockedByUserId: number | null;
  viewerUserId: number;
  /** Local copy marked checked in (3 -> 4 done, cache still on this device). */
  checkInPending: boolean;
  cachedWork: boolean;
  cachedBcr: boolean;
}

/**
 * State on load: a lock held by the viewer is 3 (edit offline), one held by another user is 10
 * (Locked By ...). Unlocked rows show 4 when a check-in is pending, 2 when both caches exist, else 1.
 */
export function deriveOfflineState(facts: RowOfflineFacts): OfflineState {
  if (facts.locked) return facts.lockedByUserId === facts.viewerUserId ? editOffline : locked;
  if (facts.checkInPending) return checkIn;
  if (facts.cachedWork && facts.cachedBcr) return viewOffline;
  return onlineOnly;
}
