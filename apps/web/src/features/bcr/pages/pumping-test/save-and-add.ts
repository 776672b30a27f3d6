import { firstTestBlocksAdding, pumpingTestRowSchema, type PumpingTestRow } from '@driller/domain';
import type { RowSection } from '../../rows/use-row-section';

/**
 * Whether Save & Add may open the pipe's next test: not once the pipe's first test is single stage (spec 2
 * "Adding is disabled when the first test type is '1'"). The first test is the draft itself when the
 * modal holds the pipe's first row, else the pipe's first saved row.
 */
export function mayAddAfterSave(rows: Pick<RowSection<PumpingTestRow>, 'editor' | 'views' | 'rows'>, draft: unknown): boolean {
  const firstView = rows.views[0];
  const first = rows.editor?.position === 0 ? pumpingTestRowSchema.safeParse(draft).data : firstView ? rows.rows[firstView.index] : undefined;
  return !firstTestBlocksAdding(first);
}

/** The pipe's rows, whose modal offers no Save & Add where no further test may be added (the row editor reads `mayAddAfter`). */
export function withAddRule(rows: RowSection<PumpingTestRow>): RowSection<PumpingTestRow> {
  return { ...rows, mayAddAfter: (draft) => mayAddAfterSave(rows, draft) };
}
