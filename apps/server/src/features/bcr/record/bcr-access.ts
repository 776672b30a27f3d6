import { bcrEditRefusal, bcrRowAccess, type BcrRefusal } from '@driller/domain';
import type { PortalViewer } from '../../../platform/auth/viewer';
import type { Db } from '../../../platform/db/kysely';
import { bcrNotYours, bcrReadOnly, bcrWorkNotFound } from '../bcr-errors';
import type { BcrRootFacts } from '../store/bcr-store.repository';
import { findBcrWork, monitoringStatuses, type BcrWork } from './bcr-work.repository';

export type ReadOnlyReason = BcrRefusal | 'noWriteAccess';

export interface BcrAbilities {
  write: boolean;
  readOnlyReason: ReadOnlyReason | null;
}

/** The form status that counts: the BCR's once it exists, the work's before. */
export const formStatusOf = (work: BcrWork, root: BcrRootFacts | null): number => root?.form_status ?? work.form_status;

const refusalOf = (viewer: PortalViewer, work: BcrWork, root: BcrRootFacts | null): BcrRefusal | null =>
  bcrEditRefusal({
    formStatus: formStatusOf(work, root),
    roleId: viewer.roleId,
    userId: viewer.userId,
    monitoringStatuses: monitoringStatuses(work),
    lock: { lockedStatus: work.locked_status, lockedBy: work.locked_by },
  });

/** What the viewer may do with the BCR, from the domain's row access and read-only rules. */
export function bcrAbilities(viewer: PortalViewer, work: BcrWork, root: BcrRootFacts | null): BcrAbilities {
  const rows = bcrRowAccess(viewer, { drillerId: work.driller_id, organisationId: work.organisation_id });
  const refusal = refusalOf(viewer, work, root);
  return { write: rows.write && refusal === null, readOnlyReason: refusal ?? (rows.write ? null : 'noWriteAccess') };
}

/** The work read for a BCR, if the viewer may read it: 404 when there is none, 403 when it is somebody else's. */
export function assertBcrReadable(viewer: PortalViewer, work: BcrWork | undefined): BcrWork {
  if (!work) throw bcrWorkNotFound();
  if (!bcrRowAccess(viewer, { drillerId: work.driller_id, organisationId: work.organisation_id }).read) throw bcrNotYours();
  return work;
}

/** Loads the work of a BCR the viewer may read: 404 when there is none, 403 when it is somebody else's. */
export async function readableBcrWork(db: Db, viewer: PortalViewer, formAId: number): Promise<BcrWork> {
  return assertBcrReadable(viewer, await findBcrWork(db, formAId));
}

/** Refuses a change: another's BCR (403, go home), or a read-only one (submitted, role, monitoring status, lock). */
export function assertBcrWritable(viewer: PortalViewer, work: BcrWork, root: BcrRootFacts | null): void {
  if (!bcrRowAccess(viewer, { drillerId: work.driller_id, organisationId: work.organisation_id }).write) throw bcrNotYours();
  const refusal = refusalOf(viewer, work, root);
  if (refusal) throw bcrReadOnly(refusal);
}
