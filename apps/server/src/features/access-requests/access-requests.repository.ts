import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/kysely';

/** The two kinds of request keep the same review columns (status, comments, reviewer, version). */
export type RequestTable = 'user_registration_requests' | 'dca_access_requests';

/** A request by its id, or by the hash of the registerverify token e-mailed for it. */
export type RequestLookup = { id: number } | { tokenHash: string };

export interface RequestFilter {
  name: string;
  email: string;
  statuses: number[];
}

/** Where a request's requester names are, in a select of requests aliased `r`. */
export interface RequesterColumns {
  firstName: string;
  lastName: string;
  email: string;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The request a lookup names, in a select of requests aliased `r`. */
export const lookedUp = (by: RequestLookup): Expression<SqlBool> =>
  'id' in by
    ? sql<SqlBool>`${sql.ref('r.id')} = ${by.id}`
    : sql<SqlBool>`${sql.ref('r.verify_token_hash')} = ${by.tokenHash}`;

function matching<D, TB extends keyof D>(filter: RequestFilter, requester: RequesterColumns) {
  return (eb: ExpressionBuilder<D, TB>): Expression<SqlBool> => {
    const fullName = sql<string>`${sql.ref(requester.firstName)} || ' ' || ${sql.ref(requester.lastName)}`;
    return eb.and([
      ...(filter.statuses.length > 0 ? [eb(sql.ref('r.reg_status'), 'in', filter.statuses)] : []),
      ...(filter.name !== '' ? [eb(fullName, 'ilike', `%${escapeLike(filter.name)}%`)] : []),
      ...(filter.email !== '' ? [eb(sql.ref(requester.email), 'ilike', `%${escapeLike(filter.email)}%`)] : []),
    ]);
  };
}

/** Newest first; name matches first, last or full name, e-mail matches part of the address, both without case. */
export function searchRequests<D, TB extends keyof D, O>(
  query: SelectQueryBuilder<D, TB, O>,
  filter: RequestFilter,
  requester: RequesterColumns,
): Promise<O[]> {
  return query.where(matching<D, TB>(filter, requester)).orderBy(sql.ref('r.id'), 'desc').limit(1000).execute();
}

/** Holds the request until the review's transaction ends: two reviewers cannot both decide it. */
export async function lockRequest(tx: Db, table: RequestTable, id: number): Promise<void> {
  await tx.selectFrom(table).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Records the decision; null when the version moved on (someone else reviewed it first). */
export async function decideRequest(
  tx: Db,
  table: RequestTable,
  decision: { id: number; version: number; status: number; comments: string | null; actor: string },
): Promise<number | null> {
  const row = await tx
    .updateTable(table)
    .set((eb) => ({
      reg_status: decision.status,
      comments: decision.comments,
      reviewed_by: decision.actor,
      reviewed_at: new Date(),
      version: eb('version', '+', 1),
      modified_at: new Date(),
      modified_by: decision.actor,
    }))
    .where('id', '=', decision.id)
    .where('version', '=', decision.version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}
