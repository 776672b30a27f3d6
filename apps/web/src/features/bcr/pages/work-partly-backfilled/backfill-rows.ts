import { backfillRowSchema, firstBackfillRow, type BackfillRow } from '@driller/domain';

export interface BackfillDefaults {
  /** The driller types every depth; other roles get the depths chained (spec 2 section 5). */
  driller: boolean;
  completedDepth: number | null;
  drilledDepth: number | null;
}

/**
 * A new fill row: for roles other than the driller the first spans completed to drilled depth and a later
 * one starts at the previous "To"; the driller's rows start blank.
 */
export function newBackfillRow(previous: BackfillRow | undefined, d: BackfillDefaults): BackfillRow {
  if (d.driller) return backfillRowSchema.parse({ status: 'new' });
  if (previous) return backfillRowSchema.parse({ status: 'new', fromDepth: previous.toDepth });
  return firstBackfillRow(d.completedDepth, d.drilledDepth);
}
