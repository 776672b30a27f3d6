import { ROW_STATUS, type BcrReport, type BcrSummary } from '@driller/domain';
import type { BcrWork } from '../record/bcr-work.repository';
import {
  BORE_DEVELOPMENT_COLUMNS,
  fieldsOf,
  CASING_SUPPORT_COLUMNS,
  GRAVEL_PACK_COLUMNS,
  HEAD_WORKS_COLUMNS,
  NOT_APPLICABLE_COLUMNS,
  SUMMARY_COLUMNS,
  WORK_PARTLY_BACKFILLED_COLUMNS,
} from '../../../platform/db/tables/bcr.columns';
import { ROW_SECTIONS, ROW_TABLES, type RowSection } from '../../../platform/db/tables/bcr.row-tables';
import type { ColumnValues, StoredBcr } from './bcr-store.repository';

/** A stored row as the report holds it: saved ('existing'), numbered, with its id (one object, built once: a GET reads every row). */
function rowOf(section: RowSection, stored: ColumnValues, workId: number): Record<string, unknown> {
  const t = ROW_TABLES[section];
  const row = fieldsOf(stored, t.columns);
  row.status = ROW_STATUS.existing;
  row.sequence = stored.sequence;
  row.formAId = workId;
  row[t.idField] = stored.id;
  return row;
}

/**
 * The summary fields that are the work's, not the BCR's: the header, approval dates, location and
 * company always come from the work, whatever a browser sends back.
 */
function summaryFromWork(w: BcrWork, root: StoredBcr['root'] | null): Partial<BcrSummary> {
  return {
    id: root?.id ?? null,
    formAId: w.id,
    workApprovalNo: w.work_approval_no,
    workId: w.work_id,
    gwNo: w.gw_no,
    approvalPurposes: w.approval_purposes,
    workName: w.work_name,
    holeType: w.hole_type,
    approvalNumberSupplied: w.approval_number_supplied,
    approvalIssueDate: w.approval_issue_date,
    approvalExpiryDate: w.approval_expiry_date,
    contractor: w.company_name,
    driller: w.driller_name,
    hydstra: w.hydstra,
    noOfPipes: w.no_of_pipes,
    formSubmittedDate: root?.submitted_at?.slice(0, 10) ?? null,
    monitoringStatus: w.monitoring_status,
    formStatus: root?.form_status ?? w.form_status,
    email: w.driller_email,
    actualLatitude: w.actual_latitude,
    actualLongitude: w.actual_longitude,
    lotNo: w.lot_no,
    lotDp: w.lot_no,
    actualLotNo: w.actual_lot_no,
    actualLotDp: w.actual_lot_no,
    distance: w.distance,
    organisation: w.company_name,
  };
}

const headWorksOf = (root: StoredBcr['root'] | null, workId: number) => {
  const fields = fieldsOf(root, HEAD_WORKS_COLUMNS);
  return Object.values(fields).every((v) => v === null) ? null : { headWorksId: root?.id ?? null, formAId: workId, ...fields };
};

function workPartlyBackfilledOf(root: StoredBcr['root'] | null, rows: unknown[]) {
  if (!root?.work_partly_backfilled_saved && rows.length === 0) return null;
  return { ...(root?.work_partly_backfilled_saved ? fieldsOf(root, WORK_PARTLY_BACKFILLED_COLUMNS) : {}), rows };
}

/** The row sections that are top-level lists of the report (the other two sit inside parts the root holds). */
const LIST_SECTIONS: readonly RowSection[] = ROW_SECTIONS.filter((s) => s !== 'boreDevelopment' && s !== 'workPartlyBackfilled');

/**
 * The report after a save that wrote the sections `written`, as storedReport would read it: a list
 * section the save did not write is taken from the report read before the save (its stored rows are the
 * ones read then), the rest is read again. A lithology save reads its few rows, not all thirty.
 */
export function storedReportAfterSave(before: BcrReport, w: BcrWork, stored: StoredBcr, written: ReadonlySet<RowSection>): BcrReport {
  const kept = LIST_SECTIONS.filter((s) => !written.has(s));
  const report = storedReport(w, stored, new Set(kept));
  return Object.assign(report, Object.fromEntries(kept.map((s) => [s, before[s]])));
}

const NO_SECTIONS: ReadonlySet<RowSection> = new Set();

/** A report not yet saved opens with the spec's defaults: minutes 00 (spec 2 section 9, "default 00"). */
const BLANK_SUMMARY_DEFAULTS: Partial<BcrSummary> = { finalDurationMin: 0 };

/**
 * The report the BCR store holds for a work (a blank one before its first save), with the work's fields
 * filled in: the stored columns under the report's field names (the sections in `skip` as empty lists,
 * for a caller that has them read already).
 *
 * It is the report schema's output as it stands (bcr-record.repository.test.ts parses it and gets it
 * back unchanged), so it is not read through the schema again: the stored values were the schema's
 * output when the save wrote them, and their columns' types and checks keep them so. Reading them
 * through the schema again cost a GET about 0.13 ms of its 0.7-1 ms of server CPU.
 */
export function storedReport(w: BcrWork, stored: StoredBcr | null, skip: ReadonlySet<RowSection> = NO_SECTIONS): BcrReport {
  const root = stored?.root ?? null;
  const rowsOf = (s: RowSection) => (skip.has(s) ? [] : (stored?.rows[s] ?? []).map((r) => rowOf(s, r, w.id)));
  const rows = Object.fromEntries(ROW_SECTIONS.map((s) => [s, rowsOf(s)])) as Record<RowSection, unknown[]>;
  const wpb = workPartlyBackfilledOf(root, rows.workPartlyBackfilled);
  // Every key of the report, each value as the schema outputs it.
  const report: Record<keyof BcrReport, unknown> = {
    formAId: w.id,
    formType: null,
    approvalConditionDate: w.accepted_dates,
    currentPipeNo: null,
    currentPumpingTestPipeNo: null,
    // Object.assign, not spreads: spreading three objects into this 50-key literal took V8's slow path
    // (about 0.1 ms a report, as long as the rest of the report together).
    summary: Object.assign(fieldsOf(root, SUMMARY_COLUMNS), fieldsOf(root, NOT_APPLICABLE_COLUMNS), summaryFromWork(w, root), {
      isWorkPartlyBackfilled: root?.work_partly_backfilled_saved ? root.wpb_is_work_partly_backfilled : null,
    }, root === null ? BLANK_SUMMARY_DEFAULTS : null),
    headWorks: headWorksOf(root, w.id),
    casingSupport: root?.casing_support_saved ? { id: root.id, formAId: w.id, ...fieldsOf(root, CASING_SUPPORT_COLUMNS) } : null,
    methodOfPlacementOfGravelPack: root?.[GRAVEL_PACK_COLUMNS.methodOfPlacementOfGravelPack] ?? null,
    boreDevelopment: { ...fieldsOf(root, BORE_DEVELOPMENT_COLUMNS), rows: rows.boreDevelopment },
    workPartlyBackfilled: wpb,
    lithology: rows.lithology,
    drillingDetails: rows.drillingDetails,
    waterBearingZones: rows.waterBearingZones,
    excavationDetails: rows.excavationDetails,
    casingLiner: rows.casingLiner,
    annulusFillSeal: rows.annulusFillSeal,
    waterEntryDesign: rows.waterEntryDesign,
    gravelPack: rows.gravelPack,
    disinfection: rows.disinfection,
    pumpingTest: rows.pumpingTest,
    deleted: {},
    documents: [],
  };
  return report as BcrReport;
}
