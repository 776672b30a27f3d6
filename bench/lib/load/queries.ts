import {
  DRILLER_LIST_PAGE, PAGE_SIZE, ROLE, WORKS_LAYER_VIEW, WORK_LIST_PAGE, countCells, searchBcrListRequestSchema, searchEnvelope, workListScope, type SearchBcrListRequest, type ArcgisQueryString, type BBox, type CurrentUser, type DashboardGrid, type LatLng,
} from '@driller/domain';
import type pg from 'pg';
import { createEmbeddedRegister } from '../../../apps/server/src/adapters/approvals-register/embedded-register';
import { LOTS_LAYER, WORKS_LAYER } from '../../../apps/server/src/adapters/maps/map-layers';
import { queryLayer } from '../../../apps/server/src/adapters/maps/maps.service';
import { createLocalFileStorage } from '../../../apps/server/src/adapters/storage/file-storage';
import { searchApprovalWorks } from '../../../apps/server/src/features/approvals/approvals.service';
import { assignedWork } from '../../../apps/server/src/features/work/assignment/work-assignment.service';
import { dashboardList } from '../../../apps/server/src/features/work/dashboard/dashboard.service';
import { searchBcrList } from '../../../apps/server/src/features/search/bcr-search.service';
import { listWorksFor, workListName } from '../../../apps/server/src/features/work/record/work-list.service';
import { loadWork, masterData } from '../../../apps/server/src/features/work/record/work-query.service';
import { resolveViewer } from '../../../apps/server/src/features/work/record/work-viewer';
import type { Db } from '../../../apps/server/src/platform/db/kysely';
import { encodeCursor } from '../../../apps/server/src/platform/http/page-cursor';
import { BENCH_SUBJECT } from '../../seed/seed-plan';
import type { HttpRequest } from './load';
import type { Persona } from './tokens';

/** One request the bench sends, and the server's own code for it (run on a recording Kysely to get its SQL). */
export interface Variant {
  request: HttpRequest;
  run: (db: Db) => Promise<unknown>;
}

export interface BenchQuery {
  name: string;
  /** Who asks; none for the public map and register endpoints. */
  persona: Persona | null;
  variants: Variant[];
  /**
   * Also measured one request at a time: GET work/{id}'s target is a single load's latency, and the BCR
   * search's (issue 11) is a user's p99 searching alone, beside the 16-connection figures.
   */
  oneAtATime?: true;
}

const VARIANTS = 24;
const me = (p: Persona): CurrentUser => ({
  subject: p.subject, userId: null, firstName: '', lastName: '', email: '', roleId: p.role, isDCA: p.isDCA,
  organisationName: '', drillerLicenseNo: '', workMobile: '', drillingClass: '', userName: p.subject,
});

/** The personas: the regulator (every work), the busiest driller, and the admin of the busiest company. */
async function personas(pool: pg.Pool) {
  const driller = (await pool.query<{ id: number; dca: number }>(
    `select w.driller_id as id, d.is_drilling_company_admin as dca from works w join drillers d on d.id = w.driller_id
      group by 1, 2 order by count(*) desc limit 1`,
  )).rows[0];
  const company = (await pool.query<{ id: number }>(
    'select organisation_id as id from works where organisation_id is not null group by 1 order by count(*) desc limit 1',
  )).rows[0];
  if (!driller || !company) throw new Error('no works: seed first');
  return {
    regulator: { label: 'regulator', subject: BENCH_SUBJECT.regulator, role: ROLE.regulator, isDCA: false },
    driller: { label: 'busiest driller', subject: BENCH_SUBJECT.driller(driller.id), role: ROLE.driller, isDCA: driller.dca === 1 },
    companyAdmin: { label: 'busiest company admin', subject: BENCH_SUBJECT.companyAdmin(company.id), role: ROLE.drillingCompanyAdmin, isDCA: false },
  } satisfies Record<string, Persona>;
}

/** A first page and pages starting deep in the persona's list (cursors made as the server makes them). */
async function listQuery(db: Db, pool: pg.Pool, persona: Persona): Promise<BenchQuery> {
  const viewer = await resolveViewer(db, me(persona));
  const scope = workListScope(viewer);
  const filter = scope.kind === 'driller' ? `where driller_id = ${scope.drillerId}` : scope.kind === 'company' ? `where organisation_id = ${scope.organisationId} or driller_id = ${scope.drillerId ?? 0}` : '';
  const { rows } = await pool.query<{ at: string; id: number }>(
    `select at, id from (select modified_at::text as at, id, row_number() over (order by modified_at desc, id desc) as n,
            count(*) over () as total from works ${filter}) ranked where n % greatest(total / ${VARIANTS}, 1) = 0 limit ${VARIANTS - 1}`,
  );
  const cursors = [undefined, ...rows.map((r) => encodeCursor(workListName(scope), [r.at, r.id]))];
  return {
    name: `work/list, ${persona.label}`,
    persona,
    variants: cursors.map((cursor) => ({
      request: { method: 'GET', path: `/service/api/work/list${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}` },
      run: async (d) => listWorksFor(d, await resolveViewer(d, me(persona)), { limit: WORK_LIST_PAGE.default, cursor }),
    })),
  };
}

/** The dashboard's grid as /Home pages it: the first page and the next ones by their cursors (pages 1-5). */
async function dashboardQuery(db: Db, persona: Persona, grid: DashboardGrid): Promise<BenchQuery> {
  const cursors: (string | undefined)[] = [undefined];
  for (let page = 1; page < 5; page++) {
    const next = (await dashboardList(db, me(persona), { grid, limit: PAGE_SIZE.dashboard, cursor: cursors.at(-1) })).nextCursor;
    if (next === null) break;
    cursors.push(next);
  }
  return {
    name: `work/dashboard ${grid === 'past' ? 'Past Works' : 'Current Works'}, pages 1-${cursors.length}, ${persona.label}`,
    persona,
    variants: cursors.map((cursor) => ({
      request: { method: 'GET', path: `/service/api/work/dashboard?grid=${grid}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}` },
      run: (d) => dashboardList(d, me(persona), { grid, limit: PAGE_SIZE.dashboard, cursor }),
    })),
  };
}

/** Approval works spread over the register (ids step through the table). */
async function approvalWorks(pool: pg.Pool) {
  const { rows } = await pool.query<{ approval: string; worksId: string; latitude: number; longitude: number }>(
    `select approval_number as approval, works_id as "worksId", latitude, longitude from approval_works
      where id % (select greatest(count(*) / ${VARIANTS}, 1) from approval_works) = 0 order by id limit ${VARIANTS}`,
  );
  return rows;
}

const WORK_FIELDS = 'OBJECTID,APPROVAL_NO,WORKS_ID,GW_WORK_NO,WORK_TYPE,LICENSED_PURPOSES,WORK_STATUS';
const LOT_FIELDS = 'objectid,lotidstring,lotnumber,sectionnumber,planlabel';

/** The map's ArcGIS queries as the web app sends them (lib/map/arcgis-client.ts): features, or a count. */
const FEATURE_QUERY = { inSR: '4326', outSR: '4326', spatialRel: 'esriSpatialRelIntersects', returnGeometry: 'true', f: 'geojson' };
const COUNT_QUERY = { inSR: '4326', spatialRel: 'esriSpatialRelIntersects', returnCountOnly: 'true', f: 'json' };

function mapVariant(path: string, layer: typeof WORKS_LAYER, search: ArcgisQueryString): Variant {
  return { request: { method: 'GET', path: `${path}?${new URLSearchParams(search as Record<string, string>).toString()}` }, run: (d) => queryLayer(d, layer, search) };
}
const envelope = (box: BBox) => ({ geometry: box.join(','), geometryType: 'esriGeometryEnvelope' });
const point = (at: LatLng) => ({ geometry: `${at.longitude},${at.latitude}`, geometryType: 'esriGeometryPoint' });

/**
 * A view 50 km across is zoom 11 on a map about 800 px wide (64 m a pixel at 33 degrees south). There the
 * web asks one count per 512 px grid square (about 32 km) of the view, four to nine of them: each
 * variant is one square of one site's view (lib/map/works-view.ts).
 */
const FIFTY_KM_VIEW_ZOOM = 11;

function mapQueries(sites: Awaited<ReturnType<typeof approvalWorks>>): BenchQuery[] {
  const works = '/service/maps/works/MapServer/0/query';
  const lots = '/service/maps/cadastre/MapServer/0/query';
  const at = (s: (typeof sites)[number]): LatLng => ({ latitude: s.latitude, longitude: s.longitude });
  const installedOthers = (s: (typeof sites)[number]) => `APPROVAL_NO <> '${s.approval}' AND WORK_STATUS = 'I'`;
  const workFeatures = { ...FEATURE_QUERY, outFields: WORK_FIELDS, resultRecordCount: String(WORKS_LAYER_VIEW.featureLimit) };
  const squareCounts = sites.flatMap((s) =>
    countCells(searchEnvelope(at(s), 25_000), FIFTY_KM_VIEW_ZOOM).map((cell) => mapVariant(works, WORKS_LAYER, { where: installedOthers(s), ...envelope(cell.bbox), ...COUNT_QUERY })),
  );
  return [
    { name: 'map works layer, 5 km box', persona: null, variants: sites.map((s) => mapVariant(works, WORKS_LAYER, { ...workFeatures, where: installedOthers(s), ...envelope(searchEnvelope(at(s), 2500)) })) },
    { name: 'map works counts, 50 km box', persona: null, variants: squareCounts },
    { name: 'map cadastre lots, 5 km box', persona: null, variants: sites.map((s) => mapVariant(lots, LOTS_LAYER, { ...FEATURE_QUERY, where: '1=1', ...envelope(searchEnvelope(at(s), 2500)), outFields: LOT_FIELDS })) },
    { name: 'map lots within 1000 m of a point', persona: null, variants: sites.map((s) => mapVariant(lots, LOTS_LAYER, { ...FEATURE_QUERY, ...point(at(s)), distance: '1000', units: 'esriSRUnit_Meter', outFields: LOT_FIELDS })) },
    { name: 'map lot at a point', persona: null, variants: sites.map((s) => mapVariant(lots, LOTS_LAYER, { ...FEATURE_QUERY, ...point(at(s)), outFields: LOT_FIELDS })) },
  ];
}

/** POST work/searchbcrlist as the grid sends it: one variant per body. */
function searchVariants(persona: Persona, bodies: SearchBcrListRequest[]): Variant[] {
  return bodies.map((body) => ({
    request: { method: 'POST', path: '/service/api/work/searchbcrlist', body },
    run: (d) => searchBcrList(d, me(persona), searchBcrListRequestSchema.parse(body)),
  }));
}

/**
 * BCR search (issue 11): by approval number sorted by GW No, by driller sorted by work name (first and
 * deeper pages), a company's reports filtered by driller name, and every report newest first.
 */
async function bcrSearchQueries(pool: pg.Pool, who: Awaited<ReturnType<typeof personas>>): Promise<BenchQuery[]> {
  const approvals = (await pool.query<{ approval: string }>(
    `select w.work_approval_no as approval from bcr_reports r join works w on w.id = r.work_id
      group by 1 order by count(*) desc, 1 limit ${VARIANTS}`,
  )).rows;
  const drillers = (await pool.query<{ id: number; reports: number }>(
    `select w.driller_id as id, count(*)::int as reports from bcr_reports r join works w on w.id = r.work_id
      group by 1 order by count(*) desc, 1 limit 6`,
  )).rows;
  const page = { take: 100 } as const;
  const byDriller = drillers.flatMap((d) => [0, 1, 2].filter((p) => p * 100 < d.reports).map((p) => ({ ...page, skip: p * 100, driller: { drillerId: d.id }, sort: { field: 'workName', direction: 'asc' } as const })));
  return [
    { name: 'work/searchbcrlist by approval no, sorted by GW No, regulator', persona: who.regulator, oneAtATime: true, variants: searchVariants(who.regulator, approvals.map((a) => ({ ...page, workApprovalNo: a.approval, sort: { field: 'gwNo', direction: 'asc' } }))) },
    { name: 'work/searchbcrlist by driller, sorted by work name, pages 1-3, regulator', persona: who.regulator, oneAtATime: true, variants: searchVariants(who.regulator, byDriller) },
    { name: 'work/searchbcrlist active, filtered by driller name, busiest company admin', persona: who.companyAdmin, oneAtATime: true, variants: searchVariants(who.companyAdmin, ['a', 'e', 'on', 'ar'].map((text) => ({ ...page, status: 2, filters: { drillerName: text } }))) },
    { name: 'work/searchbcrlist every report, newest change first, pages 1-5, regulator', persona: who.regulator, oneAtATime: true, variants: searchVariants(who.regulator, [0, 100, 200, 300, 400].map((skip) => ({ ...page, skip }))) },
  ];
}

/** Every list and map query of the bench, with its variants, over the seeded database. */
export async function benchQueries(db: Db, pool: pg.Pool, filesDir: string): Promise<BenchQuery[]> {
  const who = await personas(pool);
  const sites = await approvalWorks(pool);
  const drillerViewer = await resolveViewer(db, me(who.driller));
  const ownWorks = (await pool.query<{ id: number }>(
    `select id from works where driller_id = $1 order by id limit ${VARIANTS * 4}`, [drillerViewer.drillerId],
  )).rows.filter((_, i) => i % 4 === 0);
  const deps = { db, approvals: createEmbeddedRegister(db), storage: createLocalFileStorage(filesDir) };
  const queries: BenchQuery[] = [
    await listQuery(db, pool, who.regulator),
    await listQuery(db, pool, who.companyAdmin),
    await listQuery(db, pool, who.driller),
    await dashboardQuery(db, who.companyAdmin, 'current'),
    await dashboardQuery(db, who.driller, 'past'),
    {
      name: 'work/getalldata, regulator (every driller)',
      persona: who.regulator,
      variants: [{ request: { method: 'GET', path: '/service/api/work/getalldata' }, run: async (d) => masterData(d, await resolveViewer(d, me(who.regulator)), { limit: DRILLER_LIST_PAGE.default }) }],
    },
    {
      name: 'work/{id}, busiest driller',
      persona: who.driller,
      oneAtATime: true,
      variants: ownWorks.map(({ id }) => ({ request: { method: 'GET', path: `/service/api/work/${id}` }, run: (d) => loadWork(d, me(who.driller), id) })),
    },
    {
      name: 'work/getassignedwork, busiest driller',
      persona: who.driller,
      variants: sites.map((s) => {
        const body = { workApprovalNo: s.approval, workId: s.worksId, drillerId: drillerViewer.drillerId, formAID: 0, workAttribute1: null };
        return { request: { method: 'POST', path: '/service/api/work/getassignedwork', body }, run: (d) => assignedWork({ ...deps, db: d, approvals: createEmbeddedRegister(d) }, body) };
      }),
    },
    {
      name: 'datalake/getapprovalnumberdetails',
      persona: null,
      variants: sites.map((s) => ({
        request: { method: 'POST', path: '/service/api/datalake/getapprovalnumberdetails', body: { workApprovalNo: s.approval } },
        run: (d) => searchApprovalWorks(createEmbeddedRegister(d), s.approval, () => undefined),
      })),
    },
    ...mapQueries(sites),
    ...(await bcrSearchQueries(pool, who)),
  ];
  // BENCH_DATA_QUERIES=searchbcr measures only the queries whose name holds that text (a quick look at one feature).
  const only = process.env.BENCH_DATA_QUERIES;
  return only ? queries.filter((q) => q.name.includes(only)) : queries;
}
