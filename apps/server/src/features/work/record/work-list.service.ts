import { MAX_ID, workListScope, type WorkListItem, type WorkListScope } from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import { cutPage, decodeCursor } from '../../../platform/http/page-cursor';
import type { Viewer } from './work-viewer';
import { listWorkPage, type WorkListPosition } from './work-list.repository';
import { presentListItem } from './work.presenter';

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

/** A cursor belongs to one scope's list: a cursor of another person's list is refused, not reinterpreted. */
export function workListName(scope: WorkListScope): string {
  if (scope.kind === 'company') return `works:company:${scope.organisationId}:${scope.drillerId ?? ''}`;
  return scope.kind === 'driller' ? `works:driller:${scope.drillerId}` : `works:${scope.kind}`;
}

/** timestamptz as PostgreSQL writes it as text: '2026-11-22 01:02:03.456789+00'. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** The (modified_at, id) key a work list cursor carries, or null when the values are not one. */
export function readWorkPosition(values: unknown[]): WorkListPosition | null {
  const [modifiedAt, id, ...rest] = values;
  const valid =
    rest.length === 0 && typeof modifiedAt === 'string' && TIMESTAMP_TEXT.test(modifiedAt) && Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_ID;
  return valid ? { modifiedAt: modifiedAt as string, id: id as number } : null;
}

/** GET work/list: one page of the works the viewer may see, newest change first. */
export async function listWorksFor(db: Db, viewer: Viewer, page: PageRequest): Promise<{ data: WorkListItem[]; nextCursor: string | null }> {
  const scope = workListScope(viewer);
  const list = workListName(scope);
  const after = page.cursor === undefined ? null : decodeCursor(list, page.cursor, readWorkPosition);
  const { rows, nextCursor } = cutPage(await listWorkPage(db, scope, after, page.limit + 1), page.limit, list, (row) => [row.modified_key, row.id]);
  return { data: rows.map(presentListItem), nextCursor };
}
