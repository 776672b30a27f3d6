import {
  BCR_SECTION_NAMES,
  FORM_STATUS,
  WORK_DECIDED_MESSAGES,
  deleteCasingSupportFlag,
  deletesCasingSupport,
  gwNoUpdated,
  sectionsHiddenBy,
  validateGwNoUpdate,
  type CurrentUser,
} from '@driller/domain';
import { recordAudit } from '../../../platform/audit/audit.repository';
import type { Db } from '../../../platform/db/kysely';
import { badRequest, notFound, staleVersion } from '../../../platform/http/errors';
import { assertReadable, readableWork } from '../record/work-access';
import { findLatestExport } from '../../../adapters/hydstra/hydstra-exports.repository';
import { presentHydstraStatus } from './hydstra-status.presenter';
import { throwIfErrors } from '../../../platform/save/save-issues';
import { findHoleSectionStatus, findSectionCounts } from '../save/work-sections.repository';
import { resolveViewer, type Viewer } from '../record/work-viewer';
import { findWorkByGuid } from '../record/work.repository';

/** GET work/getformasectionsstatus/{formAId}/{x}: the BCR sections that block changing attribute 3 to x. */
export async function sectionsStatus(db: Db, viewer: Viewer, formAId: number, attribute3: number) {
  await readableWork(db, viewer, formAId);
  const counts = await findSectionCounts(db, formAId);
  const blocking = sectionsHiddenBy(attribute3).filter(
    (k) => counts[k] > 0 && !(k === 'casingSupport' && deletesCasingSupport(attribute3)),
  );
  return {
    formAId,
    counts,
    blockingSections: blocking.map((k) => BCR_SECTION_NAMES[k]),
    deleteCasingSupport: deleteCasingSupportFlag(attribute3, counts),
  };
}

/** POST work/getformasectionsstatusbypipe: per hole (or per work), 1 where a BCR section has data. */
export async function sectionsStatusByPipe(
  db: Db,
  viewer: Viewer,
  entries: readonly { formAId: number; holeId?: number | null; noOfPipes?: number | null }[],
) {
  const workIds = [...new Set(entries.map((e) => e.formAId))];
  for (const id of workIds) await readableWork(db, viewer, id);
  const byHole = await findHoleSectionStatus(db, workIds);
  const formAs = entries.map((e) => {
    const holes = [...byHole.values()].filter(
      (h) => h.workId === e.formAId && (e.holeId == null || byHole.get(e.holeId) === h),
    );
    if (e.holeId != null && holes.length === 0) throw notFound(WORK_DECIDED_MESSAGES.workNotFound);
    const status: Record<string, number> = {};
    for (const h of holes)
      for (const [k, v] of Object.entries(h.status)) status[k] = Math.max(status[k] ?? 0, v);
    return { formAId: e.formAId, holeId: e.holeId ?? null, noOfPipes: e.noOfPipes ?? null, status };
  });
  return { formAs };
}

/**
 * POST work/updategwno: the Super Admin corrects the GW number of a submitted work that has one
 * (docs/decisions.md "Update GW No"); the version edited must be named.
 */
export async function updateGwNo(
  db: Db,
  me: CurrentUser,
  body: { formAGuId: string; gwNo?: string | null; version?: number | null },
  requestId: string | null,
) {
  const viewer = await resolveViewer(db, me);
  const found = await findWorkByGuid(db, body.formAGuId);
  if (!found) throw notFound(WORK_DECIDED_MESSAGES.workNotFound);
  const row = await readableWork(db, viewer, found.id);
  throwIfErrors(validateGwNoUpdate(body.gwNo));
  if (body.version === null || body.version === undefined)
    throw badRequest('The request has invalid or missing fields.', { version: ['Required'] });
  if (row.form_status !== FORM_STATUS.submitted || !row.gw_no)
    throw badRequest(WORK_DECIDED_MESSAGES.gwNoNotUpdatable);
  const gwNo = (body.gwNo ?? '').trim().toUpperCase();
  const version = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('works')
      .set((eb) => ({
        gw_no: gwNo,
        version: eb('version', '+', 1),
        modified_at: new Date(),
        modified_by: viewer.subject,
      }))
      .where('id', '=', row.id)
      .where('version', '=', body.version ?? -1)
      .returning('version')
      .executeTakeFirst();
    if (!updated) throw staleVersion(WORK_DECIDED_MESSAGES.staleVersion);
    await recordAudit(trx, {
      actor: viewer.subject,
      action: 'update-gw-no',
      entity: 'work',
      entityId: row.id,
      requestId,
      before: { gwNo: row.gw_no, version: row.version },
      after: { gwNo, version: updated.version },
    });
    return updated.version;
  });
  return { success: true as const, message: gwNoUpdated(gwNo), data: { formAId: row.id, gwNo, version } };
}

/** POST work/gethydstrastatus (spec 3): the latest export of the work's submitted BCR, for whoever may view the work. */
export async function hydstraStatus(db: Db, viewer: Viewer, formAGuid: string) {
  const work = assertReadable(viewer, await findWorkByGuid(db, formAGuid));
  return presentHydstraStatus(work, await findLatestExport(db, work.id));
}
