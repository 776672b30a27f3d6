import {
  API_ERROR_CODE,
  BCR_RESPONSE_CODE,
  BCR_SERVER_MESSAGES,
  mergeSavedSections,
  savedSections,
  skipsValidation,
  type BcrContext,
  type BcrReport,
  type BcrSaveParsed,
  type BcrSection,
  type CurrentUser,
} from '@driller/domain';
import { portalViewerOf, type PortalViewer } from '../../../platform/auth/viewer';
import type { Db } from '../../../platform/db/kysely';
import { ApiError } from '../../../platform/http/errors';
import { bcrStale } from '../bcr-errors';
import { assertBcrReadable, assertBcrWritable } from '../record/bcr-access';
import { findBcrRecord, findViewerAndBcrRecord, type BcrRecord } from '../record/bcr-record.repository';
import { bcrContext } from '../record/bcr-context';
import type { BcrWork } from '../record/bcr-work.repository';
import { storedReport } from '../store/bcr-report';
import { listCasingTypeValidations, type CasingTypeValidationRow, type StoredBcr } from '../store/bcr-store.repository';

/** Everything a BCR save reads, loaded once before its entries run. */
export interface BcrSaveContext {
  db: Db;
  viewer: PortalViewer;
  body: BcrSaveParsed;
  work: BcrWork;
  stored: StoredBcr | null;
  /** The report as stored before this save. */
  before: BcrReport;
  /** The stored report with the saved sections taken from the body: what the rules judge and the save writes. */
  merged: BcrReport;
  ctx: BcrContext;
  /** The sections this save writes: those of the route that the work type shows. */
  sections: readonly BcrSection[];
  /** Status 5 sent with the summary: the rules are skipped (spec 2 section 4). */
  skipRules: boolean;
  requestId: string | null;
  /** The BCR's documents and the casing-type master data as read with it: a section save changes neither. */
  documents: BcrRecord['documents'];
  validations: readonly CasingTypeValidationRow[];
}

/** The offline sync saves as the lock holder, from the device that took the lock (spec 3 section 8). */
function assertLockDevice(viewer: PortalViewer, work: BcrWork, deviceId: string | null | undefined): void {
  const holds = work.locked_status === 1 && work.locked_by === viewer.userId;
  if (holds && deviceId && work.device_id && deviceId !== work.device_id) {
    throw new ApiError(409, BCR_SERVER_MESSAGES.syncOtherDevice, API_ERROR_CODE.workLocked).withSpec({
      responseCode: BCR_RESPONSE_CODE.refusedReadOnly,
      showMsg: true,
    });
  }
}

/** What a save is asked to do: its body, the sections of its route and its request id. */
interface SaveAsk {
  body: BcrSaveParsed;
  routeSections: readonly BcrSection[];
  requestId: string | null;
}

function saveContextOf(
  db: Db,
  viewer: PortalViewer,
  record: BcrRecord | undefined,
  validations: readonly CasingTypeValidationRow[],
  { body, routeSections, requestId }: SaveAsk,
): BcrSaveContext {
  // Access is judged on the work before anything else read is used.
  const work = assertBcrReadable(viewer, record?.work);
  const stored = record?.stored ?? null;
  assertBcrWritable(viewer, work, stored?.root ?? null);
  assertLockDevice(viewer, work, body.deviceId);
  // Checked again by the update itself; refusing here spares running the rules on a stale report.
  if ((stored?.root.version ?? 0) !== body.version) throw bcrStale();
  const ctx = bcrContext(viewer, work, validations);
  const sections = savedSections(routeSections, ctx);
  const before = storedReport(work, stored);
  const merged = mergeSavedSections(before, body, sections, ctx);
  const skipRules = skipsValidation(body.summary.formStatus);
  return { db, viewer, body, work, stored, before, merged, ctx, sections, skipRules, requestId, documents: record?.documents ?? [], validations };
}

/** A save's context for a viewer already resolved: the work and its BCR in one statement (GET bcr's). */
export async function loadBcrSaveContext(
  db: Db,
  viewer: PortalViewer,
  body: BcrSaveParsed,
  routeSections: readonly BcrSection[],
  requestId: string | null,
): Promise<BcrSaveContext> {
  const [record, validations] = await Promise.all([findBcrRecord(db, body.formAId), listCasingTypeValidations(db)]);
  return saveContextOf(db, viewer, record, validations, { body, routeSections, requestId });
}

/** The same for the token's user: the viewer's portal row is read in the record's statement. */
export async function loadBcrSaveContextFor(db: Db, me: CurrentUser, ask: SaveAsk): Promise<BcrSaveContext> {
  const [{ user, record }, validations] = await Promise.all([findViewerAndBcrRecord(db, me.subject, ask.body.formAId), listCasingTypeValidations(db)]);
  return saveContextOf(db, portalViewerOf(me, user), record, validations, ask);
}
