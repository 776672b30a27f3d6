import {
  EMPTY_SECTION_COUNTS,
  WORK_DECIDED_MESSAGES,
  WORK_PAGE,
  can,
  canSaveLocation,
  nothingToSaveIssue,
  saveMode,
  type CurrentUser,
  type WorkSaveParsed,
  type WorkSaveResult,
} from '@driller/domain';
import { recordAudit } from '../../../platform/audit/audit.repository';
import { forbidden, staleVersion } from '../../../platform/http/errors';
import type { WorkDeps } from '../record/work-deps';
import { assertWritable, readableWork } from '../record/work-access';
import { verifyApprovalWork } from '../record/work-approval';
import { planConditions, writeConditions } from '../conditions/work-conditions.service';
import { listHoles, replaceHoles, type HoleRow } from '../holes/work-holes.repository';
import { planHoles, workDrillerOf } from '../holes/work-holes.service';
import { throwIfErrors, warningsOf } from './work-issues';
import { checkAssignment, chooseDriller, firstOfMine } from './work-save-guards';
import { idsOfRow, planWorkSave } from './work-save-plan';
import { findSectionCounts } from './work-sections.repository';
import { resolveViewer } from '../record/work-viewer';
import {
  findWorkByRequestId,
  insertWork,
  isRepeatedCreate,
  updateWork,
  type WorkRow,
} from '../record/work.repository';

const resultOf = (
  row: Pick<WorkRow, 'id' | 'form_a_guid' | 'version' | 'exception_reason_code'>,
  created: boolean,
  warnings: WorkSaveResult['warnings'],
): WorkSaveResult => ({
  id: row.id,
  formAId: row.id,
  formAGuid: row.form_a_guid,
  version: row.version,
  created,
  exceptionReasonCode: row.exception_reason_code,
  warnings,
});

/** POST work/save: re-runs every rule of the page saved, then creates or updates in one transaction. */
export async function saveWork(
  deps: WorkDeps,
  me: CurrentUser,
  body: WorkSaveParsed,
  clientRequestId: string | null,
): Promise<WorkSaveResult> {
  const { db } = deps;
  const viewer = await resolveViewer(db, me);
  const mode = saveMode(body.formAId);
  const key = body.idempotencyKey ?? clientRequestId;
  if (mode === 'create' && key) {
    const first = await findWorkByRequestId(db, key);
    if (first) return resultOf(firstOfMine(first, viewer), true, []);
  }
  throwIfErrors(nothingToSaveIssue(body.formModified));
  const existing = mode === 'update' ? await readableWork(db, viewer, body.formAId) : null;
  const holes: HoleRow[] = existing ? await listHoles(db, existing.id) : [];
  if (existing) {
    assertWritable(viewer, existing, holes);
    if (body.version !== existing.version) throw staleVersion(WORK_DECIDED_MESSAGES.staleVersion);
  } else if (!can(viewer, 'work.create')) throw forbidden();
  if (body.page === WORK_PAGE.actualLocation && existing && !canSaveLocation(existing.form_status))
    throw forbidden(WORK_DECIDED_MESSAGES.submittedReadOnly);

  const driller = await chooseDriller(db, viewer, existing, body);
  const attribute1 = body.workType?.workAttribute1?.id ?? existing?.work_attribute_1 ?? null;
  const approval = body.approvalNumberSupplied
    ? await verifyApprovalWork(deps.approvals, body.workApprovalNo, body.workId, attribute1)
    : null;
  const sectionCounts = existing ? await findSectionCounts(db, existing.id) : EMPTY_SECTION_COUNTS;
  const holesPlan =
    body.page === WORK_PAGE.monitoringHoles
      ? await planHoles(
          db,
          {
            workId: existing?.id ?? null,
            attribute3: body.workType?.workAttribute3?.id ?? existing?.work_attribute_3 ?? null,
            roleId: viewer.roleId,
            referenceNo: body.referenceNo ?? null,
            existing: holes,
            workDriller: workDrillerOf(driller, existing),
          },
          body.workDetailsMonitoring,
        )
      : null;
  const plan = planWorkSave({
    body,
    viewer,
    existing,
    approval,
    driller,
    sectionCounts,
    holeIssues: holesPlan?.issues ?? [],
  });
  const acceptance = body.page === WORK_PAGE.conditions ? planConditions(viewer, existing, body) : null;
  throwIfErrors(plan.issues);
  const changesApprovalWork =
    !existing ||
    existing.work_approval_no !== plan.values.work_approval_no ||
    existing.work_id !== plan.values.work_id ||
    idsOfRow(existing).attribute1 !== plan.values.work_attribute_1;
  if (changesApprovalWork)
    await checkAssignment(db, plan.values, driller, existing?.id ?? 0, approval?.groundWorkNumber ?? null);
  const registerConditions =
    approval && (!existing || existing.work_approval_no !== approval.approvalNumber)
      ? await deps.approvals.findConditions(approval.approvalNumber)
      : null;

  const write = () =>
    db.transaction().execute(async (trx) => {
      const values = {
        ...plan.values,
        ...(registerConditions
          ? { license_conditions: registerConditions.licenseConditions.licenseCondtionsText }
          : {}),
      };
      let saved: { id: number; guid: string; version: number };
      if (existing) {
        const version = await updateWork(trx, existing.id, existing.version, values, viewer.subject);
        if (version === null) throw staleVersion(WORK_DECIDED_MESSAGES.staleVersion);
        saved = { id: existing.id, guid: existing.form_a_guid, version };
      } else {
        saved = {
          ...(await insertWork(trx, { ...values, create_request_id: key }, viewer.subject)),
          version: 1,
        };
      }
      if (holesPlan) await replaceHoles(trx, saved.id, holesPlan.values, viewer.subject);
      await writeConditions(
        trx,
        saved.id,
        viewer,
        registerConditions?.approvalConditions ?? null,
        acceptance,
      );
      await recordAudit(trx, {
        actor: viewer.subject,
        action: existing ? 'update' : 'create',
        entity: 'work',
        entityId: saved.id,
        requestId: clientRequestId,
        before: existing ? { ...existing, holes } : undefined,
        after: {
          ...values,
          version: saved.version,
          page: body.page,
          ...(holesPlan ? { holes: holesPlan.values } : {}),
          ...(acceptance ? { conditionsAccepted: true } : {}),
        },
      });
      return saved;
    });
  const saved = await write().catch(async (error: unknown) => {
    // The same create sent twice at once: the second insert loses the race and answers the first.
    const first = key && isRepeatedCreate(error) ? await findWorkByRequestId(db, key) : undefined;
    if (!first) throw error;
    const mine = firstOfMine(first, viewer);
    return { id: mine.id, guid: mine.form_a_guid, version: mine.version };
  });
  const row = {
    id: saved.id,
    form_a_guid: saved.guid,
    version: saved.version,
    exception_reason_code: plan.values.exception_reason_code ?? null,
  };
  return resultOf(row, !existing, warningsOf(plan.issues));
}
