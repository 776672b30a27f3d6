import { ROW_STATUS, type RowBase } from '@driller/domain';

/**
 * Every gravel pack row discarded at once (spec 2 section 4: when no Artificial Gravel Pack remains): new
 * rows are dropped, saved ones stay marked deleted so the page's save deletes them.
 */
export function discardRows<R extends RowBase>(rows: readonly R[]): R[] {
  return rows.filter((r) => r.status !== ROW_STATUS.new).map((r) => ({ ...r, status: ROW_STATUS.deleted }));
}
