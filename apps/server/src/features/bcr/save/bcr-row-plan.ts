import { BCR_SERVER_MESSAGES, activeEntries, error, type Issue } from '@driller/domain';
import { columnsOf } from '../../../platform/db/tables/bcr.columns';
import type { AnyRow, RowTable } from '../../../platform/db/tables/bcr.row-tables';
import type { ColumnValues, RowWrite } from '../store/bcr-store.repository';
import { rowChanged } from './bcr-row-changes';

export interface RowPlan {
  writes: RowWrite[];
  issues: Issue[];
  /** Some stored row is not kept: only then is there anything to delete. */
  dropsRows: boolean;
}

/**
 * The row lifecycle on the server (spec 2 section 4): the section's active rows, in order, become its
 * stored rows; a row naming an id keeps (updates) that stored row; a row without one is inserted; a
 * stored row no longer listed, or listed as deleted, is removed. An id this section of this BCR does not
 * hold is refused, so a request can never reach another section's or another report's rows. A kept row
 * is marked changed unless it would be written exactly as stored (rowChanged).
 */
export function planRows(t: RowTable, rows: readonly AnyRow[], stored: ReadonlyMap<number, ColumnValues>): RowPlan {
  const writes: RowWrite[] = [];
  const issues: Issue[] = [];
  const seen = new Set<number>();
  for (const { row, index } of activeEntries(rows)) {
    const raw = row[t.idField];
    const id = typeof raw === 'number' ? raw : null;
    const idPath = `${t.path}.${index}.${t.idField}`;
    if (id !== null && !stored.has(id)) issues.push(error(idPath, BCR_SERVER_MESSAGES.rowGone));
    else if (id !== null && seen.has(id)) issues.push(error(idPath, BCR_SERVER_MESSAGES.duplicateRow));
    else {
      if (id !== null) seen.add(id);
      const sequence = writes.length + 1;
      const values = columnsOf(row, t.columns);
      writes.push({ id, sequence, values, changed: id === null || rowChanged(stored.get(id), sequence, values) });
    }
  }
  return { writes, issues, dropsRows: [...stored.keys()].some((id) => !seen.has(id)) };
}
