import {
  BCR_RESPONSE_CODE,
  BCR_SERVER_MESSAGES,
  FORM_STATUS,
  REVIEW_STATUS,
  canDeleteBcr,
  type CurrentUser,
} from '@driller/domain';
import { recordAudit } from '../../../platform/audit/audit.repository';
import { resolvePortalViewer, type PortalViewer } from '../../../platform/auth/viewer';
import type { Db } from '../../../platform/db/kysely';
import { bcrForbidden, bcrInvalid, bcrReadOnly, bcrStale, bcrWorkNotFound } from '../bcr-errors';
import { readableBcrWork } from '../record/bcr-access';
import { setWorkStatus, type BcrWork } from '../record/bcr-work.repository';
import { findLiveBcr, updateBcr, type RootValues, type StoredBcr } from '../store/bcr-store.repository';

interface ModeTarget {
  viewer: PortalViewer;
  work: BcrWork;
  stored: StoredBcr;
}

/** The live BCR named by a mode change: it exists, is at the version loaded, and nobody else holds its lock. */
async function target(db: Db, me: CurrentUser, formAId: number, version: number): Promise<ModeTarget> {
  const viewer = await resolvePortalViewer(db, me);
  const work = await readableBcrWork(db, viewer, formAId);
  const stored = await findLiveBcr(db, formAId);
  if (!stored) throw bcrWorkNotFound();
  if (stored.root.version !== version) throw bcrStale();
  if (work.locked_status === 1 && work.locked_by !== viewer.userId) throw bcrReadOnly('lockedByOther');
  return { viewer, work, stored };
}

/** Writes the root row and mirrors its status on the work, with an audit row, in one transaction. */
async function change(db: Db, t: ModeTarget, values: RootValues, action: string, workStatus: { form: number; review: number | null }) {
  const { viewer, work, stored } = t;
  return db.transaction().execute(async (tx) => {
    const version = await updateBcr(tx, stored.root.id, stored.root.version, values, viewer.subject);
    if (version === null) throw bcrStale();
    await setWorkStatus(tx, work.id, workStatus.form, workStatus.review, viewer.subject);
    await recordAudit(tx, {
      actor: viewer.subject,
      action,
      entity: 'bcr',
      entityId: stored.root.id,
      before: { version: stored.root.version, formStatus: stored.root.form_status, reviewStatus: stored.root.review_status },
      after: { version, ...values },
    });
    return version;
  });
}

const answer = <D>(message: string, offline: boolean, data: D) => ({ success: true as const, code: BCR_RESPONSE_CODE.modeChanged, message, showMsg: true, offline, data });

/**
 * POST bcr/changebcrmode (spec 3: the Super Admin asked "edit or view" on a submitted report). Edit
 * opens it again (draft, review in progress); every earlier submission stays as it was. View returns it
 * to submitted, allowed only while nothing has been saved since it was opened.
 */
export async function changeBcrMode(db: Db, me: CurrentUser, body: { formAId: number; version: number; editMode: boolean }) {
  const t = await target(db, me, body.formAId, body.version);
  const root = t.stored.root;
  if (body.editMode) {
    if (root.form_status !== FORM_STATUS.submitted) throw bcrInvalid(BCR_SERVER_MESSAGES.notSubmitted);
    const values = { form_status: FORM_STATUS.draft, review_status: REVIEW_STATUS.inProgress, reopened_version: root.version + 1 };
    const version = await change(db, t, values, 'openForEdit', { form: FORM_STATUS.draft, review: REVIEW_STATUS.inProgress });
    return answer(BCR_SERVER_MESSAGES.reopened, t.work.locked_status === 1, { formAId: t.work.id, bcrId: root.id, version, formStatus: values.form_status, reviewStatus: values.review_status });
  }
  if (root.reopened_version === null || root.reopened_version !== root.version) throw bcrInvalid(BCR_SERVER_MESSAGES.notReopened);
  const last = t.stored.submissions.at(-1);
  const reviewStatus = last?.review_status ?? null;
  const values = { form_status: FORM_STATUS.submitted, review_status: reviewStatus, reopened_version: null };
  const version = await change(db, t, values, 'backToView', { form: FORM_STATUS.submitted, review: reviewStatus });
  return answer(BCR_SERVER_MESSAGES.backToView, t.work.locked_status === 1, { formAId: t.work.id, bcrId: root.id, version, formStatus: values.form_status, reviewStatus });
}

/**
 * POST bcr/deactivate: a leader deletes a BCR sent to Hydstra (spec 3 "BCR delete"). The row is kept,
 * marked deleted, with its submissions; the work goes back to draft, so a new BCR can be made for it.
 */
export async function deactivateBcr(db: Db, me: CurrentUser, body: { formAId: number; version: number }) {
  const t = await target(db, me, body.formAId, body.version);
  if (!canDeleteBcr(t.viewer, { hydstra: t.work.hydstra })) throw bcrForbidden(BCR_SERVER_MESSAGES.deactivateNotAllowed);
  await change(db, t, { deactivated_at: new Date(), deactivated_by: t.viewer.subject }, 'deactivate', { form: FORM_STATUS.draft, review: null });
  return answer(BCR_SERVER_MESSAGES.deactivated, t.work.locked_status === 1, { formAId: t.work.id, bcrId: t.stored.root.id, deactivated: true as const });
}
