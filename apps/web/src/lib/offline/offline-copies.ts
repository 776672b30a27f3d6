import { BCR_CONTRACTS, WORK_CONTRACTS, type DashboardGrid, type DashboardRow, type LatLng } from '@driller/domain';
import { loadBaseMaps } from '../map/map-settings';
import { cacheTiles, dropTiles, tilesAround } from '../map/tile-cache';
import { callApi } from '../api/client';
import { offlineDb, type CopyMode, type OfflineCopy } from './offline-db';
import { offlineOwner } from './offline-owner';
import { setCheckedOutHere } from './checked-out';

export type { CopyMode, OfflineCopy } from './offline-db';

/**
 * The code that answers from the copies is loaded while the network is there: with none, its chunk
 * could not be fetched when the page first needs it.
 */
const loadOfflineAnswers = () => import('./offline-answers');

/**
 * The work and its BCR as the server answers them now, stored for offline use (spec 3: 1 to 2, to 3
 * before the lock, and the refetch after check in). A fresh copy replaces the old one and any saves
 * still queued with it (there are none after a check in; after an unlock by someone else they were wiped).
 */
export async function cacheCopy(row: DashboardRow, grid: DashboardGrid, mode: Exclude<CopyMode, 'edit'>): Promise<OfflineCopy> {
  const owner = offlineOwner();
  if (owner === null) throw new Error('no signed-in user to cache for');
  // From the server, not from the copy being replaced.
  setCheckedOutHere(row.formAId, false);
  const [work, bcr, masterData] = await Promise.all([
    callApi(WORK_CONTRACTS.load, { params: { id: row.formAId } }),
    callApi(BCR_CONTRACTS.load, { params: { formAId: row.formAId } }),
    callApi(WORK_CONTRACTS.masterData),
  ]);
  const copy: OfflineCopy = { formAId: row.formAId, subject: owner, mode, grid, row, work, bcr, masterData, cachedAt: new Date().toISOString() };
  const db = offlineDb();
  await Promise.all([
    db.transaction('rw', db.copies, db.saves, async () => {
      await db.saves.where('formAId').equals(row.formAId).delete();
      // The map tiles kept with the old copy stay with the new one (deleteCopy lets them go).
      await db.copies.put({ ...copy, tiles: (await db.copies.get(row.formAId))?.tiles });
    }),
    loadOfflineAnswers(),
  ]);
  return copy;
}

/** The signed-in user's copy of a work, if there is one on this device. */
export async function readCopy(formAId: number): Promise<OfflineCopy | undefined> {
  const copy = await offlineDb().copies.get(formAId);
  return copy && copy.subject === offlineOwner() ? copy : undefined;
}

/** Every copy of the signed-in user, newest first. */
export async function listCopies(): Promise<OfflineCopy[]> {
  const owner = offlineOwner();
  if (owner === null) return [];
  const copies = await offlineDb().copies.where('subject').equals(owner).toArray();
  if (copies.length > 0) void loadOfflineAnswers();
  return copies.sort((a, b) => b.cachedAt.localeCompare(a.cachedAt));
}

/** Deletes the copy, the saves queued with it and the map tiles no other copy needs (spec 3: 2 to 1 and 4 to 1; and after an unlock by someone else). */
export async function deleteCopy(formAId: number): Promise<void> {
  setCheckedOutHere(formAId, false);
  const db = offlineDb();
  const tiles = (await db.copies.get(formAId))?.tiles ?? [];
  await db.transaction('rw', db.copies, db.saves, async () => {
    await db.saves.where('formAId').equals(formAId).delete();
    await db.copies.delete(formAId);
  });
  const stillNeeded = new Set((await db.copies.toArray()).flatMap((c) => c.tiles ?? []));
  await dropTiles(tiles.filter((url) => !stillNeeded.has(url))).catch(() => undefined);
}

/** Which of a copy's two maps could not be kept: the approved ("Assigned") location's and the actual one's. */
export interface MapsNotKept {
  assigned: boolean;
  actual: boolean;
}

/**
 * Keeps the base map's tiles around the work's approved and actual locations (spec 1: making a bore
 * available offline "stores the form and map tiles"), for the default base map, and says which of the
 * two maps could not be kept (a tile of it failed): the copy stands without them, the user is told.
 * Tiles the two maps share are fetched once, for the first.
 */
export async function keepMapTiles(copy: OfflineCopy): Promise<MapsNotKept> {
  const [layer] = await loadBaseMaps();
  const { formA } = copy.work.payload;
  const at = (latitude: number | null, longitude: number | null): LatLng | null =>
    latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const assigned = at(formA.approvedLatitude, formA.approvedLongitude);
  const actual = at(formA.actualLatitude, formA.actualLongitude);
  if (!layer) return { assigned: false, actual: false };
  const assignedTiles = assigned ? tilesAround(layer, [assigned]) : [];
  const shared = new Set(assignedTiles);
  const actualTiles = actual ? tilesAround(layer, [actual]).filter((url) => !shared.has(url)) : [];
  const first = await cacheTiles(assignedTiles);
  const second = await cacheTiles(actualTiles);
  await offlineDb().copies.update(copy.formAId, { tiles: [...first.kept, ...second.kept] });
  const assignedFailed = first.failed > 0;
  // The actual map's own tiles, or, when it lies among the assigned map's, those.
  const actualFailed = actual !== null && (second.failed > 0 || (actualTiles.length === 0 && assignedFailed));
  return { assigned: assignedFailed, actual: actualFailed };
}

/** The lock is taken (spec 3: to 3): the copy is now edited on this device, and its BCR calls answered here. */
export async function markCheckedOut(formAId: number): Promise<void> {
  await offlineDb().copies.update(formAId, { mode: 'edit' });
  setCheckedOutHere(formAId, true);
}
