import { backfillRowSchema, firstBackfillRow, type BackfillRow } from '@driller/domain';

export interface BackfillDefaults {
  completedDepth: number | null;
  drilledDepth: number | null;
}

/**
 * A new fill row (spec 2 section 5): the first spans completed to drilled depth, a later one starts at the
 * previous "To". These are defaults for every role; the driller may still type any depth (the page leaves
 * the driller's "From" open and the rules do not chain it).
 */
export function newBackfillRow(previous: BackfillRow | undefined, d: BackfillDefaults): BackfillRow {
  if (previous) return backfillRowSchema.parse({ status: 'new', fromDepth: previous.toDepth });
  return firstBackfillRow(d.completedDepth, d.drilledDepth);
}
