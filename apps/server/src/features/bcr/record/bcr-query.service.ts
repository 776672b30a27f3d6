import type { BcrView, BcrWorkDetails } from '@driller/domain';
import type { PortalViewer } from '../../../platform/auth/viewer';
import type { Db } from '../../../platform/db/kysely';
import { presentBcrDocument } from '../documents/bcr-documents.presenter';
import { listBcrDocuments } from '../documents/bcr-documents.repository';
import { storedReport } from '../store/bcr-report';
import { findLiveBcr, listCasingTypeValidations } from '../store/bcr-store.repository';
import { readableBcrWork } from './bcr-access';
import type { BcrWork } from './bcr-work.repository';
import { bcrContext } from './bcr-context';
import { presentBcrView, presentWorkDetails, type ViewParts } from './bcr.presenter';

/** Everything known about one work's BCR for one viewer: the work, the stored BCR and its documents, the report and its context. */
export async function loadBcrState(db: Db, viewer: PortalViewer, formAId: number): Promise<ViewParts> {
  return loadBcrStateOf(db, viewer, await readableBcrWork(db, viewer, formAId));
}

/** The same for a work already read and checked readable (a save answers with the BCR it wrote, and writes no work column). */
export async function loadBcrStateOf(db: Db, viewer: PortalViewer, work: BcrWork): Promise<ViewParts> {
  const [stored, validations, documents] = await Promise.all([findLiveBcr(db, work.id), listCasingTypeValidations(db), listBcrDocuments(db, work.id)]);
  return {
    viewer,
    work,
    stored,
    report: storedReport(work, stored),
    ctx: bcrContext(viewer, work, validations),
    validations,
    documents: documents.map(presentBcrDocument),
  };
}

/** GET bcr/{formAId}: the work's header and the whole BCR (a blank one before its first save). */
export async function loadBcr(db: Db, viewer: PortalViewer, formAId: number): Promise<{ workDetails: BcrWorkDetails; data: BcrView }> {
  const state = await loadBcrState(db, viewer, formAId);
  return { workDetails: presentWorkDetails(state.work, state.stored), data: presentBcrView(state) };
}
