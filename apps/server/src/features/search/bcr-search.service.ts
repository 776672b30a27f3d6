import type { Readable } from 'node:stream';
import { isLeader, workListScope, type CurrentUser, type SearchBcrListQuery, type WorkListScope } from '@driller/domain';
import { resolvePortalViewer } from '../../platform/auth/viewer';
import type { Db } from '../../platform/db/kysely';
import { searchCsvStream } from './bcr-search-csv';
import { searchPage, type BcrSearchCriteria } from './bcr-search.repository';
import { presentSearchRow } from './bcr-search.presenter';

/** Whose reports the viewer searches: the same scope as their work list (docs/decisions.md "Issue 11: BCR search"). */
async function scopeOf(db: Db, me: CurrentUser): Promise<WorkListScope> {
  return workListScope(await resolvePortalViewer(db, me));
}

/** The drillers and companies the form offers: those whose reports the viewer can find. */
async function choices(db: Db, scope: WorkListScope, organisationId: number | null) {
  let drillers = db
    .selectFrom('drillers as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id as drillerId', 'u.first_name', 'u.last_name'])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('d.id');
  let organisations = db.selectFrom('organisations').select(['id', 'name']).where('super_admin', '<>', 1).orderBy('name').orderBy('id');
  if (scope.kind === 'none') return { drillerList: [], organisationList: [] };
  if (scope.kind === 'driller') {
    drillers = drillers.where('d.id', '=', scope.drillerId);
    organisations = organisations.where('id', '=', organisationId ?? -1);
  }
  if (scope.kind === 'company') {
    drillers = drillers.where('u.organisation_id', '=', scope.organisationId);
    organisations = organisations.where('id', '=', scope.organisationId);
  }
  const [d, o] = await Promise.all([drillers.execute(), organisations.execute()]);
  return {
    drillerList: d.map((r) => ({ drillerId: r.drillerId, drillerName: `${r.first_name} ${r.last_name}`.trim() })),
    organisationList: o,
  };
}

/** GET work/searchbcr: the form's lists, the role and isLeader (spec 3 "Search BCR criteria and row"). */
export async function searchBcrLoad(db: Db, me: CurrentUser) {
  const viewer = await resolvePortalViewer(db, me);
  return { success: true as const, data: { ...(await choices(db, workListScope(viewer), viewer.organisationId)), currentRoleId: me.roleId, isLeader: isLeader(me) } };
}

/** POST work/searchbcrlist: one page (skip/take) of the reports matching the criteria. */
export async function searchBcrList(db: Db, me: CurrentUser, query: SearchBcrListQuery) {
  const { skip, take, ...criteria } = query;
  const { rows, totalCount } = await searchPage(db, await scopeOf(db, me), criteria, skip, take);
  return { success: true as const, data: { formA: rows.map(presentSearchRow), totalCount } };
}

/** The export: every matching row, streamed. */
export async function searchBcrCsv(db: Db, me: CurrentUser, criteria: BcrSearchCriteria): Promise<Readable> {
  return searchCsvStream(db, await scopeOf(db, me), criteria);
}
