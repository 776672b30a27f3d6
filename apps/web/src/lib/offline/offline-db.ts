import { Dexie, type EntityTable } from 'dexie';
import type { BcrSaveRequest, ContractResponse, DashboardGrid, DashboardRow } from '@driller/domain';
import type { BCR_CONTRACTS, WORK_CONTRACTS } from '@driller/domain';

/**
 * Why a work is on this device: to view it offline (state 2), checked out to edit offline (3), or
 * checked in from here with the copy kept (4).
 */
export type CopyMode = 'view' | 'edit' | 'checkedIn';

/**
 * A work and its BCR as the server answered them when they were made available offline, for the user
 * who did so. The dashboard row comes along so the grids can list what is on the device offline.
 */
export interface OfflineCopy {
  formAId: number;
  /** The OpenID subject of the user who cached it: another user signing in here never sees it. */
  subject: string;
  mode: CopyMode;
  /** The grid the row was in: offline, the dashboard lists the copy there. */
  grid: DashboardGrid;
  row: DashboardRow;
  /** The answers of GET work/{id} and GET bcr/{formAId}, as they came. */
  work: ContractResponse<typeof WORK_CONTRACTS.load>;
  bcr: ContractResponse<typeof BCR_CONTRACTS.load>;
  /** The work form's options (GET work/getmasterdata's first page), which the Work screen needs to open. */
  masterData: ContractResponse<typeof WORK_CONTRACTS.masterData>;
  cachedAt: string;
  /** The base map tiles kept around the work's locations (lib/map/tile-cache.ts); absent until kept. */
  tiles?: string[];
}

/**
 * A save made on this device to a checked-out BCR, queued to be sent on check in (spec 3 "Offline":
 * "Queued local requests are replayed on sync"), in the order made.
 */
export interface QueuedSave {
  /** Assigned by IndexedDB, increasing: the replay order. */
  seq?: number;
  formAId: number;
  subject: string;
  /** The save route's path (a section's, or bcr/savebcr). */
  path: string;
  /** The request as the wizard sent it; the version and device are set when it is replayed. */
  body: BcrSaveRequest;
  savedAt: string;
}

/** IndexedDB through Dexie (DESIGN.md "Offline"): the works and BCRs made available offline. */
class OfflineDb extends Dexie {
  copies!: EntityTable<OfflineCopy, 'formAId'>;
  saves!: EntityTable<QueuedSave, 'seq'>;

  constructor() {
    super('driller-portal-offline');
    this.version(1).stores({ copies: 'formAId, subject' });
    this.version(2).stores({ copies: 'formAId, subject', saves: '++seq, formAId' });
  }
}

let db: OfflineDb | null = null;

/** Opened on first use: pages that never touch offline copies never open the database. */
export function offlineDb(): OfflineDb {
  db ??= new OfflineDb();
  return db;
}
