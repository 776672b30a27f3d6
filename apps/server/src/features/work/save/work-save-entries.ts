import {
  WORK_PAGE,
  WORK_PAGE_WARNING_CODES,
  reportedWorkTypeCodes,
  workSaveRequestSchema,
  type WorkPage,
} from '@driller/domain';
import { z } from 'zod';
import type { ApprovalConditions } from '../../../adapters/approvals-register/approvals.port';
import type { Db } from '../../../platform/db/kysely';
import { saveEntry, type BoundEntry } from '../../../platform/save/save-pipeline';
import { planConditions, writeConditions } from '../conditions/work-conditions.service';
import { replaceHoles, type HoleValues } from '../holes/work-holes.repository';
import { planHoles, workDrillerOf } from '../holes/work-holes.service';
import type { WorkValues } from '../record/work.repository';
import type { WorkSaveContext } from './work-save-context';
import { checkAssignment } from './work-save-guards';
import { planLocation } from './work-location-plan';
import { idsOfRow, planWorkSave, type WorkPlan } from './work-save-plan';

/** The work row as saved: what the holes and conditions are written against. */
export interface SavedWork {
  id: number;
  guid: string;
  version: number;
  values: WorkValues;
}

type WorkEntry = BoundEntry<WorkSaveContext, Db, SavedWork, WorkValues>;
const owned = (page: WorkPage): readonly string[] => WORK_PAGE_WARNING_CODES[page] ?? [];

/** True when the save sets (or changes) the approval work: it must then be free to take. */
function changesApprovalWork({ existing }: WorkSaveContext, values: WorkValues): boolean {
  if (!existing) return true;
  return (
    existing.work_approval_no !== values.work_approval_no ||
    existing.work_id !== values.work_id ||
    idsOfRow(existing).attribute1 !== values.work_attribute_1
  );
}

/** A work moving to another approval takes that approval's conditions from the register. */
async function registerConditionsFor({
  deps,
  approval,
  existing,
}: WorkSaveContext): Promise<ApprovalConditions | null> {
  if (!approval || (existing && existing.work_approval_no === approval.approvalNumber)) return null;
  return deps.approvals.findConditions(approval.approvalNumber);
}

type WorkPartPlan = WorkPlan & { conditions: ApprovalConditions | null };

/**
 * Every page: the work row itself (draft, attribute and work-type-change rules), its approval and
 * conditions. It owns no warning code: a casing-support warning it raises is decided by pages 0 and 1.
 */
const workEntry: WorkEntry = saveEntry({
  schema: workSaveRequestSchema,
  input: (ctx: WorkSaveContext) => ctx.body,
  rules: (_body, ctx) => {
    const plan = planWorkSave(ctx);
    return { issues: plan.issues, plan: { ...plan, conditions: null } as WorkPartPlan };
  },
  ownedWarningCodes: [],
  prepare: async (plan, ctx) => {
    if (changesApprovalWork(ctx, plan.values))
      await checkAssignment(
        ctx.deps.db,
        plan.values,
        ctx.driller,
        ctx.existing?.id ?? 0,
        ctx.approval?.groundWorkNumber ?? null,
      );
    return { ...plan, conditions: await registerConditionsFor(ctx) };
  },
  values: (plan) => ({
    ...plan.values,
    ...(plan.conditions
      ? { license_conditions: plan.conditions.licenseConditions.licenseCondtionsText }
      : {}),
  }),
  persist: (tx, saved, plan, ctx) =>
    writeConditions(tx, saved.id, ctx.viewer, plan.conditions?.approvalConditions ?? null, null),
});

/** Page 0: its codes, and the spearpoint questionnaire's outcome, which only the browser knows. */
const workTypeEntry: WorkEntry = saveEntry({
  schema: workSaveRequestSchema.pick({ exceptionReasonCode: true }),
  input: (ctx: WorkSaveContext) => ctx.body,
  rules: (part) => ({
    issues: [],
    plan: null,
    reportedCodes: reportedWorkTypeCodes(part.exceptionReasonCode),
  }),
  ownedWarningCodes: owned(WORK_PAGE.workType),
});

/** Page 1: its codes. It reads nothing of its own: the page's fields are the work row's, checked above. */
const workDetailsEntry: WorkEntry = saveEntry({
  schema: z.object({}),
  input: (ctx: WorkSaveContext) => ctx.body,
  rules: () => ({ issues: [], plan: null }),
  ownedWarningCodes: owned(WORK_PAGE.workDetails),
});

/** Page 2: the holes (spec 1 section 5 "Monitoring page save") and the reference number warning. */
const holesEntry: WorkEntry = saveEntry({
  schema: workSaveRequestSchema.pick({ workDetailsMonitoring: true, referenceNo: true }),
  input: (ctx: WorkSaveContext) => ctx.body,
  rules: async (part, ctx) => {
    const { body, existing, viewer, holes, deps, driller } = ctx;
    const holesCtx = {
      workId: existing?.id ?? null,
      attribute3: body.workType?.workAttribute3?.id ?? existing?.work_attribute_3 ?? null,
      roleId: viewer.roleId,
      referenceNo: part.referenceNo ?? null,
      existing: holes,
      workDriller: workDrillerOf(driller, existing),
    };
    const plan = await planHoles(deps.db, holesCtx, part.workDetailsMonitoring);
    return { issues: plan.issues, plan: plan.values };
  },
  ownedWarningCodes: owned(WORK_PAGE.monitoringHoles),
  persist: (tx, saved, values: HoleValues[], ctx) => replaceHoles(tx, saved.id, values, ctx.viewer.subject),
  audit: (values) => ({ holes: values }),
});

/** Page 3: accepting the conditions of approval. */
const conditionsEntry: WorkEntry = saveEntry({
  schema: workSaveRequestSchema.pick({ approvalConditions: true }),
  input: (ctx: WorkSaveContext) => ctx.body,
  rules: (_part, ctx) => ({ issues: [], plan: planConditions(ctx.viewer, ctx.existing, ctx.body) }),
  ownedWarningCodes: owned(WORK_PAGE.conditions),
  persist: (tx, saved, acceptance, ctx) => writeConditions(tx, saved.id, ctx.viewer, null, acceptance),
  audit: () => ({ conditionsAccepted: true }),
});

/** Page 4: the actual location. */
const locationEntry: WorkEntry = saveEntry({
  schema: workSaveRequestSchema.pick({ actualLatitude: true, actualLongitude: true, actualLotNo: true }),
  input: (ctx: WorkSaveContext) => ctx.body,
  rules: (part, ctx) => {
    const plan = planLocation(part, ctx);
    return { issues: plan.issues, plan: plan.values };
  },
  ownedWarningCodes: owned(WORK_PAGE.actualLocation),
  values: (values) => values,
});

/** What a save of each page runs: the work row always, then the page's own part. */
export const WORK_SAVE_ENTRIES: Readonly<Record<WorkPage, readonly WorkEntry[]>> = {
  [WORK_PAGE.workType]: [workEntry, workTypeEntry],
  [WORK_PAGE.workDetails]: [workEntry, workDetailsEntry],
  [WORK_PAGE.monitoringHoles]: [workEntry, holesEntry],
  [WORK_PAGE.conditions]: [workEntry, conditionsEntry],
  [WORK_PAGE.actualLocation]: [workEntry, locationEntry],
};
