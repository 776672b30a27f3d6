import type { Db } from '../../platform/db/kysely';
import { lookedUp, searchRequests, type RequestFilter, type RequestLookup } from './access-requests.repository';

/** One DCA access request with the driller's user record and the company asked for. */
export interface DcaRow {
  id: number;
  driller_id: number;
  user_id: number;
  idp_subject: string | null;
  first_name: string;
  last_name: string;
  work_email: string;
  user_name: string;
  work_mobile: string | null;
  organisation_id: number;
  organisation_name: string;
  organisation_abn_or_acn: string;
  request_comments: string | null;
  comments: string | null;
  reg_status: number;
  version: number;
  created_at: Date;
}

function selectDca(db: Db) {
  return db
    .selectFrom('dca_access_requests as r')
    .innerJoin('drillers', 'drillers.id', 'r.driller_id')
    .innerJoin('users', 'users.id', 'drillers.user_id')
    .innerJoin('organisations', 'organisations.id', 'r.organisation_id')
    .select([
      'r.id', 'r.driller_id', 'users.id as user_id', 'users.idp_subject', 'users.first_name', 'users.last_name',
      'users.work_email', 'users.username as user_name', 'users.work_mobile', 'r.organisation_id',
      'organisations.name as organisation_name', 'organisations.abn_or_acn as organisation_abn_or_acn',
      'r.request_comments', 'r.comments', 'r.reg_status', 'r.version', 'r.created_at',
    ]);
}

/** Newest first; `drillerId` limits a driller to their own requests. */
export function searchDca(db: Db, filter: RequestFilter & { drillerId: number | null }): Promise<DcaRow[]> {
  const query = selectDca(db).$if(filter.drillerId !== null, (q) => q.where('r.driller_id', '=', filter.drillerId ?? 0));
  return searchRequests(query, filter, { firstName: 'users.first_name', lastName: 'users.last_name', email: 'users.work_email' });
}

export function findDca(db: Db, by: RequestLookup): Promise<DcaRow | undefined> {
  return selectDca(db).where(lookedUp(by)).executeTakeFirst();
}

export function findPendingDca(db: Db, drillerId: number) {
  return db.selectFrom('dca_access_requests').select('id').where('driller_id', '=', drillerId).where('reg_status', '=', 1).executeTakeFirst();
}

export async function insertDca(
  tx: Db,
  request: { drillerId: number; organisationId: number; requestComments: string | null; tokenHash: string; actor: string },
): Promise<number> {
  const row = await tx
    .insertInto('dca_access_requests')
    .values({
      driller_id: request.drillerId,
      organisation_id: request.organisationId,
      request_comments: request.requestComments,
      verify_token_hash: request.tokenHash,
      created_by: request.actor,
      modified_by: request.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Grants the company-admin flag and, for a driller without a company, the company asked for. */
export async function grantCompanyAdmin(tx: Db, grant: { drillerId: number; userId: number; organisationId: number; actor: string }): Promise<void> {
  await tx
    .updateTable('drillers')
    .set((eb) => ({ is_drilling_company_admin: 1, version: eb('version', '+', 1), modified_at: new Date(), modified_by: grant.actor }))
    .where('id', '=', grant.drillerId)
    .execute();
  await tx
    .updateTable('users')
    .set((eb) => ({ organisation_id: grant.organisationId, version: eb('version', '+', 1), modified_at: new Date(), modified_by: grant.actor }))
    .where('id', '=', grant.userId)
    .where('organisation_id', 'is', null)
    .execute();
}

/** Companies a driller without one may ask to administer: active drilling companies (not regulator-side). */
export function listRequestableCompanies(db: Db) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('is_active', '=', 1)
    .where('super_admin', '=', 0)
    .orderBy('name')
    .execute();
}

export function findRequestableCompany(db: Db, id: number) {
  return db.selectFrom('organisations').select(['id', 'name']).where('id', '=', id).where('is_active', '=', 1).where('super_admin', '=', 0).executeTakeFirst();
}
