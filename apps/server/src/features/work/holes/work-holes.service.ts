import {
  holeDistanceWarnings,
  holeDistances,
  holeExceptionCodes,
  holePath,
  holeDrillerCompanyIssues,
  holeHasData,
  referenceNumberWarning,
  rowMandatoryMessage,
  validateHoleDelete,
  validateHoleEdit,
  validateMonitoringHoles,
  error,
  type DrillerRef,
  type Issue,
  type MonitoringHole,
  type MonitoringHoleRow,
} from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import type { HoleRow, HoleValues } from './work-holes.repository';
import { findHoleSectionStatus } from '../save/work-sections.repository';
import { findDrillersByIds, type DrillerRow, type WorkRow } from '../record/work.repository';

const asRow = (h: MonitoringHole): MonitoringHoleRow => ({
  actualLatitude: h.actualLatitude ?? null,
  actualLongitude: h.actualLongitude ?? null,
  driller: h.driller ?? null,
  workName: h.workName ?? null,
  holeType: h.holeType ?? null,
  noOfPipes: h.noOfPipes ?? null,
});

const storedRow = (h: HoleRow): MonitoringHoleRow => ({
  actualLatitude: h.actual_latitude,
  actualLongitude: h.actual_longitude,
  driller: h.driller_id,
  workName: h.work_name,
  holeType: h.hole_type,
  noOfPipes: h.no_of_pipes,
});

/** The row written for a hole; a hole id the work does not have is a new hole. */
function holeValues(h: MonitoringHole, saved: HoleRow | null, distance: number | null, code: string | null): HoleValues {
  return {
    id: saved?.id ?? null,
    actual_latitude: h.actualLatitude ?? null,
    actual_longitude: h.actualLongitude ?? null,
    actual_lot_dp: h.actualLotDp ?? null,
    driller_id: h.driller ?? null,
    work_name: h.workName ?? null,
    hole_type: h.holeType ?? null,
    hole_no: h.holeNo === null || h.holeNo === undefined ? null : String(h.holeNo),
    no_of_pipes: h.noOfPipes ?? null,
    distance,
    exception_reason_code: code,
    monitoring_status: saved?.monitoring_status ?? null,
  };
}

/** The work's driller and company (a saved work keeps its own company) for the hole driller rule. */
export function workDrillerOf(driller: DrillerRow | null, existing: WorkRow | null): DrillerRef | null {
  if (!driller) return null;
  return { drillerId: driller.drillerId, organisationId: existing ? existing.organisation_id : driller.organisationId };
}

export interface HolesPlan {
  issues: Issue[];
  values: HoleValues[];
}

/**
 * The monitoring page save (spec 1 section 5): the domain's row, count and pilot rules, edits of holes
 * that have BCR data, drillers that exist, distances to the pilot hole and the warnings to confirm.
 */
export async function planHoles(
  db: Db,
  ctx: {
    workId: number | null;
    attribute3: number | null;
    roleId: number;
    referenceNo: string | null;
    existing: readonly HoleRow[];
    /** The work's driller and company: hole drillers must be of that company. */
    workDriller: DrillerRef | null;
  },
  holes: readonly MonitoringHole[],
): Promise<HolesPlan> {
  const rows = holes.map(asRow);
  const byId = new Map(ctx.existing.map((h) => [h.id, h]));
  const sectionStatus: Awaited<ReturnType<typeof findHoleSectionStatus>> =
    ctx.workId === null ? new Map() : await findHoleSectionStatus(db, [ctx.workId]);
  const hasData = (holeId: number) => holeHasData(sectionStatus.get(holeId)?.status);
  const editIssues = holes.flatMap((h, i) => {
    const before = h.id ? byId.get(h.id) : undefined;
    return before ? validateHoleEdit(i, hasData(before.id), storedRow(before), rows[i] ?? asRow(h)) : [];
  });
  const kept = new Set(holes.flatMap((h) => (h.id ? [h.id] : [])));
  // Row numbers of deleted holes are their rows as loaded.
  const deleteIssues = ctx.existing.flatMap((h, i) =>
    kept.has(h.id) ? [] : validateHoleDelete(i, hasData(h.id)),
  );
  const drillerIds = [...new Set(rows.flatMap((r) => (r.driller === null ? [] : [r.driller])))];
  const companyOf = new Map((await findDrillersByIds(db, drillerIds)).map((d) => [d.drillerId, d.organisationId]));
  const known = new Set(companyOf.keys());
  const unknownDrillers = rows.flatMap((r, i) =>
    r.driller !== null && !known.has(r.driller)
      ? [error(holePath(i, 'driller'), rowMandatoryMessage(i + 1, ['Driller']))]
      : [],
  );
  const distances = holeDistances(rows);
  const warnings = holeDistanceWarnings(rows);
  const issues = [
    ...validateMonitoringHoles(rows, { attribute3: ctx.attribute3, roleId: ctx.roleId }),
    ...unknownDrillers,
    ...(ctx.workDriller ? holeDrillerCompanyIssues(rows.map((r) => r.driller), ctx.workDriller, companyOf) : []),
    ...editIssues,
    ...deleteIssues,
    ...warnings,
    ...referenceNumberWarning(ctx.referenceNo),
  ];
  const codes = holeExceptionCodes(rows);
  const values = holes.map((h, i) =>
    holeValues(h, byId.get(h.id ?? -1) ?? null, distances[i] ?? null, codes[i] ?? null),
  );
  return { issues, values };
}
