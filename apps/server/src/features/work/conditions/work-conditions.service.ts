import {
  AUTH_MESSAGES,
  WORK_DECIDED_MESSAGES,
  validateConditionsSave,
  type WorkSaveParsed,
} from '@driller/domain';
import type { RegisterCondition } from '../../../adapters/approvals-register/approvals.port';
import type { Db } from '../../../platform/db/kysely';
import { forbidden, notFound } from '../../../platform/http/errors';
import {
  acceptConditions,
  deleteConditions,
  insertConditions,
  recordAcceptance,
  type Acceptance,
} from './work-conditions.repository';
import { throwIfErrors } from '../../../platform/save/save-issues';
import type { Viewer } from '../record/work-viewer';
import type { WorkRow } from '../record/work.repository';
import { nswDay } from '../record/work.presenter';

/**
 * The conditions page save (spec 1 section 5 "Conditions page"): the domain decides who may accept
 * (a refusal is a 403) and that the box is ticked ('Please check the box to accept Conditions of Approval.').
 */
export function planConditions(viewer: Viewer, existing: WorkRow | null, body: WorkSaveParsed): Acceptance {
  if (!existing) throw notFound(WORK_DECIDED_MESSAGES.workNotFound);
  const issues = validateConditionsSave({
    actor: viewer,
    workDrillerId: existing.driller_id,
    accepted: body.approvalConditions?.approvalConditionStatus === 1,
    offline: false,
  });
  if (issues.some((i) => i.message === AUTH_MESSAGES.forbidden)) throw forbidden();
  throwIfErrors(issues);
  const at = new Date();
  return { at, day: nswDay(at), userId: viewer.userId, name: viewer.name, roleId: viewer.roleId };
}

/** Copies a (new) approval's conditions onto the work, then records an acceptance if one was made. */
export async function writeConditions(
  db: Db,
  workId: number,
  viewer: Viewer,
  registerConditions: readonly RegisterCondition[] | null,
  acceptance: Acceptance | null,
): Promise<void> {
  if (registerConditions) {
    await deleteConditions(db, workId);
    await insertConditions(db, workId, registerConditions, viewer.subject);
  }
  if (acceptance) {
    await acceptConditions(db, workId, acceptance, viewer.subject);
    await recordAcceptance(db, workId, acceptance, viewer.subject);
  }
}
