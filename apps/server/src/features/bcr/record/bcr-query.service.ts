import type { BcrReport, BcrView, BcrWorkDetails, CurrentUser } from '@driller/domain';
import { portalViewerOf, type PortalViewer } from '../../../platform/auth/viewer';
import type { Db } from '../../../platform/db/kysely';
import { presentBcrDocument } from '../documents/bcr-documents.presenter';
import { storedReport } from '../store/bcr-report';
import { listCasingTypeValidations, type CasingTypeValidationRow } from '../store/bcr-store.repository';
import { assertBcrReadable } from './bcr-access';
import type { BcrWork } from './bcr-work.repository';
import { findBcrRecord, findViewerAndBcrRecord, type BcrRecord } from './bcr-record.repository';
import { bcrContext } from './bcr-context';
import { presentBcrView, presentWorkDetails, type ViewParts } from './bcr.presenter';

/**
 * The view's parts from a record already read (or, after a save, known from what it wrote, with the
 * report the save worked out).
 */
export function viewPartsOf(
  viewer: PortalViewer,
  { work, stored, documents }: BcrRecord,
  validations: readonly CasingTypeValidationRow[],
  report: BcrReport = storedReport(work, stored),
): ViewParts {
  return {
    viewer,
    work,
    stored,
    report,
    ctx: bcrContext(viewer, work, validations),
    validations,
    documents: documents.map(presentBcrDocument),
  };
}

/**
 * Everything known about one work's BCR for one viewer: the work, the stored BCR and its documents, the
 * report and its context. Read in one statement; the viewer's access to the work is judged (404, 403)
 * before any of it is used.
 */
export async function loadBcrState(db: Db, viewer: PortalViewer, formAId: number): Promise<ViewParts> {
  const [record, validations] = await Promise.all([findBcrRecord(db, formAId), listCasingTypeValidations(db)]);
  const work = assertBcrReadable(viewer, record?.work);
  return viewPartsOf(viewer, { work, stored: record?.stored ?? null, documents: record?.documents ?? [] }, validations);
}

/** The same for a work already read and checked readable (a save answers with the BCR it wrote, and writes no work column). */
export async function loadBcrStateOf(db: Db, viewer: PortalViewer, work: BcrWork): Promise<ViewParts> {
  const [record, validations] = await Promise.all([findBcrRecord(db, work.id), listCasingTypeValidations(db)]);
  return viewPartsOf(viewer, { work, stored: record?.stored ?? null, documents: record?.documents ?? [] }, validations);
}

type LoadedBcr = { workDetails: BcrWorkDetails; data: BcrView };
const presented = (state: ViewParts): LoadedBcr => ({ workDetails: presentWorkDetails(state.work, state.stored), data: presentBcrView(state) });

/** GET bcr/{formAId}: the work's header and the whole BCR (a blank one before its first save). */
export async function loadBcr(db: Db, viewer: PortalViewer, formAId: number): Promise<LoadedBcr> {
  return presented(await loadBcrState(db, viewer, formAId));
}

/**
 * The same for the token's user, in one statement: the viewer's portal row is read with the record, and
 * access is judged on the work (404, 403) before anything else is used.
 */
export async function loadBcrFor(db: Db, me: CurrentUser, formAId: number): Promise<LoadedBcr> {
  const [{ user, record }, validations] = await Promise.all([findViewerAndBcrRecord(db, me.subject, formAId), listCasingTypeValidations(db)]);
  const viewer = portalViewerOf(me, user);
  const work = assertBcrReadable(viewer, record?.work);
  return presented(viewPartsOf(viewer, { work, stored: record?.stored ?? null, documents: record?.documents ?? [] }, validations));
}
