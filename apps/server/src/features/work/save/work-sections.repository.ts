import { EMPTY_SECTION_COUNTS, type BcrSectionCounts } from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';

/** BCR section row counts of a work, read from the view work_bcr_section_counts (over the BCR tables). */
export async function findSectionCounts(db: Db, workId: number): Promise<BcrSectionCounts> {
  const row = await db
    .selectFrom('work_bcr_section_counts')
    .selectAll()
    .where('work_id', '=', workId)
    .executeTakeFirst();
  if (!row) return EMPTY_SECTION_COUNTS;
  return {
    lithology: row.lithology,
    drillingDetails: row.drilling_details,
    waterEntryDesign: row.water_entry_design,
    gravelPack: row.gravel_pack,
    casingSupport: row.casing_support,
    annulusFillSeal: row.annulus_fill_seal,
    boreDevelopment: row.bore_development,
    workPartlyBackfilled: row.work_partly_backfilled,
    excavationDetails: row.excavation_details,
    excavationLined: row.excavation_lined,
  };
}

export type HoleSectionStatus = Record<string, number>;

/** Per monitoring hole of the given works: 1 where a BCR section has rows (view work_hole_bcr_section_counts). */
export async function findHoleSectionStatus(
  db: Db,
  workIds: readonly number[],
): Promise<Map<number, { workId: number; status: HoleSectionStatus }>> {
  if (workIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('work_hole_bcr_section_counts')
    .selectAll()
    .where('work_id', 'in', [...workIds])
    .execute();
  const flag = (n: number) => (n > 0 ? 1 : 0);
  return new Map(
    rows.map((r) => [
      r.hole_id,
      {
        workId: r.work_id,
        status: {
          lithology: flag(r.lithology),
          drillingDetails: flag(r.drilling_details),
          waterEntryDesign: flag(r.water_entry_design),
          gravelPack: flag(r.gravel_pack),
          casingSupport: flag(r.casing_support),
          annulusFillSeal: flag(r.annulus_fill_seal),
          boreDevelopment: flag(r.bore_development),
          workPartlyBackfilled: flag(r.work_partly_backfilled),
        },
      },
    ]),
  );
}
