import {
  EMPTY_SECTION_COUNTS,
  WORK_DECIDED_MESSAGES,
  WORK_PAGE,
  can,
  canSaveLocation,
  saveMode,
  type BcrSectionCounts,
  type WorkSaveParsed,
} from '@driller/domain';
import type { ApprovalWork } from '../../../adapters/approvals-register/approvals.port';
import { forbidden, staleVersion } from '../../../platform/http/errors';
import { listHoles, type HoleRow } from '../holes/work-holes.repository';
import { assertWritable, readableWork } from '../record/work-access';
import { verifyApprovalWork } from '../record/work-approval';
import type { WorkDeps } from '../record/work-deps';
import type { Viewer } from '../record/work-viewer';
import type { DrillerRow, WorkRow } from '../record/work.repository';
import { chooseDriller } from './work-save-guards';
import { findSectionCounts } from './work-sections.repository';

/** Everything a work save's entries read: the request, who sends it, and the records it touches. */
export interface WorkSaveContext {
  deps: WorkDeps;
  viewer: Viewer;
  body: WorkSaveParsed;
  /** The work saved over, or null for a create. */
  existing: WorkRow | null;
  /** The work's holes as stored before this save. */
  holes: HoleRow[];
  driller: DrillerRow | null;
  approval: ApprovalWork | null;
  sectionCounts: BcrSectionCounts;
  /** The client request id of a create (idempotency), and of the request (audit). */
  key: string | null;
  requestId: string | null;
}

/**
 * The work a save updates, refused when the viewer may not change it or edited another version (409);
 * a create needs work.create. A submitted work may still have its actual location saved, nothing else.
 */
async function targetOf(db: WorkDeps['db'], viewer: Viewer, body: WorkSaveParsed) {
  if (saveMode(body.formAId) === 'create') {
    if (!can(viewer, 'work.create')) throw forbidden();
    return { existing: null, holes: [] };
  }
  const existing = await readableWork(db, viewer, body.formAId);
  const holes = await listHoles(db, existing.id);
  assertWritable(viewer, existing, holes);
  if (body.version !== existing.version) throw staleVersion(WORK_DECIDED_MESSAGES.staleVersion);
  if (body.page === WORK_PAGE.actualLocation && !canSaveLocation(existing.form_status))
    throw forbidden(WORK_DECIDED_MESSAGES.submittedReadOnly);
  return { existing, holes };
}

/** Loads the save's context: target, driller, the register's approval work and the BCR section counts. */
export async function loadWorkSaveContext(
  deps: WorkDeps,
  viewer: Viewer,
  body: WorkSaveParsed,
  ids: { key: string | null; requestId: string | null },
): Promise<WorkSaveContext> {
  const { existing, holes } = await targetOf(deps.db, viewer, body);
  const driller = await chooseDriller(deps.db, viewer, existing, body);
  const attribute1 = body.workType?.workAttribute1?.id ?? existing?.work_attribute_1 ?? null;
  const approval = body.approvalNumberSupplied
    ? await verifyApprovalWork(deps.approvals, body.workApprovalNo, body.workId, attribute1)
    : null;
  const sectionCounts = existing ? await findSectionCounts(deps.db, existing.id) : EMPTY_SECTION_COUNTS;
  return { deps, viewer, body, existing, holes, driller, approval, sectionCounts, ...ids };
}
