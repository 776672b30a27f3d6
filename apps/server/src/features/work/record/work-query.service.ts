import {
  BORE_TYPE_OPTIONS,
  HOLE_TYPE_OPTIONS,
  MAX_ID,
  PURPOSE_WITHOUT_APPROVAL_OPTIONS,
  WORK_ATTRIBUTE_1_OPTIONS,
  WORK_ATTRIBUTE_2_OPTIONS,
  WORK_ATTRIBUTE_3_OPTIONS,
  WORK_ATTRIBUTE_4_OPTIONS,
  drillerChoice,
  spearpointQuestionnaireItems,
  type CurrentUser,
  type DrillerOption,
  type MasterData,
  type WorkDetailPayload,
} from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import { cutPage, decodeCursor } from '../../../platform/http/page-cursor';
import { writtenOnce } from '../../../platform/http/written-once';
import { assertReadable, workAbilities } from './work-access';
import { findWorkDetail } from './work-detail.repository';
import type { PageRequest } from './work-list.service';
import { resolveViewer, type Viewer } from './work-viewer';
import { keptDrillerPage, type DrillerListPage } from './driller-list-cache';
import { listDrillerPage, scopedDrillers, type DrillerPosition, type DrillerScope } from './work.repository';
import { presentCondition, presentDriller, presentFormA, presentHole, presentWorkType } from './work.presenter';

/**
 * The drillers the work form offers the viewer: every driller, their company's, or only themself. A
 * viewer without a company is offered none but the roles that see everyone.
 */
export function drillerScopeOf(viewer: Viewer): DrillerScope {
  const choice = drillerChoice(viewer);
  if (choice === 'all') return { kind: 'all' };
  if (viewer.organisationId === null) return { kind: 'none' };
  if (choice === 'company') return { kind: 'company', organisationId: viewer.organisationId };
  return viewer.drillerId === null ? { kind: 'none' } : { kind: 'self', organisationId: viewer.organisationId, drillerId: viewer.drillerId };
}

const drillerListName = (scope: DrillerScope): string =>
  `drillers:${scope.kind}:${'organisationId' in scope ? scope.organisationId : ''}:${'drillerId' in scope ? scope.drillerId : ''}`;

const isName = (value: unknown): value is string => typeof value === 'string' && value.length <= 100;

function readDrillerPosition(values: unknown[]): DrillerPosition | null {
  const [firstName, lastName, userId, ...rest] = values;
  const valid = rest.length === 0 && isName(firstName) && isName(lastName) && Number.isInteger(userId) && (userId as number) >= 1 && (userId as number) <= MAX_ID;
  return valid ? { firstName, lastName, userId: userId as number } : null;
}

/** The form's fixed option lists, each written as JSON once for every answer that carries it. */
const FORM_OPTIONS = {
  workAttribute1: writtenOnce([...WORK_ATTRIBUTE_1_OPTIONS]),
  workAttribute2: writtenOnce([...WORK_ATTRIBUTE_2_OPTIONS]),
  workAttribute3: writtenOnce([...WORK_ATTRIBUTE_3_OPTIONS]),
  workAttribute4: writtenOnce([...WORK_ATTRIBUTE_4_OPTIONS]),
  purposeWithoutApproval: writtenOnce([...PURPOSE_WITHOUT_APPROVAL_OPTIONS]),
  boreType: writtenOnce([...BORE_TYPE_OPTIONS]),
  holeType: writtenOnce([...HOLE_TYPE_OPTIONS]),
  spearpointQuestionnaire: writtenOnce(spearpointQuestionnaireItems()),
};

function masterDataOf(viewer: Viewer, page: DrillerListPage): MasterData {
  return { ...FORM_OPTIONS, drillers: page.drillers, drillersAdmin: page.admins, currentRoleId: viewer.roleId };
}

/** A page of drillers as it is kept: the list and its company admins, each written as JSON once. */
function keptPage(drillers: DrillerOption[], nextCursor: string | null): DrillerListPage {
  return { drillers: writtenOnce(drillers), admins: writtenOnce(drillers.filter((d) => d.isDrillingCompanyAdmin)), nextCursor };
}

/** One page of a scope's drillers, as presented (kept a short while: driller-list-cache.ts). */
async function readDrillerPage(db: Db, scope: DrillerScope, list: string, after: DrillerPosition | null, limit: number): Promise<DrillerListPage> {
  const { rows, nextCursor } = cutPage(await listDrillerPage(db, scope, after, limit + 1), limit, list, (d) => [d.firstName, d.lastName, d.userId]);
  return keptPage(rows.map(presentDriller), nextCursor);
}

/** GET work/getalldata: options of the work form, and one page of the drillers the viewer may choose from. */
export async function masterData(db: Db, viewer: Viewer, page: PageRequest): Promise<{ data: MasterData; nextCursor: string | null }> {
  const scope = drillerScopeOf(viewer);
  const list = drillerListName(scope);
  const after = page.cursor === undefined ? null : decodeCursor(list, page.cursor, readDrillerPosition);
  const key = `${list}|${page.limit}|${after ? JSON.stringify([after.firstName, after.lastName, after.userId]) : ''}`;
  const kept = await keptDrillerPage(db, key, () => readDrillerPage(db, scope, list, after, page.limit));
  return { data: masterDataOf(viewer, kept), nextCursor: kept.nextCursor };
}

/** Every driller of a scope, as GET work/{id} offers them whole (kept a short while, as getalldata's pages). */
function wholeDrillerList(db: Db, scope: DrillerScope): Promise<DrillerListPage> {
  if (scope.kind === 'none') return Promise.resolve(keptPage([], null));
  return keptDrillerPage(db, `${drillerListName(scope)}|whole`, async () => keptPage((await scopedDrillers(db, scope).execute()).map(presentDriller), null));
}

/** GET work/{id}: the work with its holes, conditions, master data and what the viewer may do. */
export async function loadWork(db: Db, me: CurrentUser, id: number): Promise<WorkDetailPayload> {
  // The work's statement does not depend on who asks, so it runs beside the viewer's: one wait, not two.
  const [viewer, found] = await Promise.all([resolveViewer(db, me), findWorkDetail(db, id)]);
  const row = assertReadable(viewer, found);
  const drillerList = await wholeDrillerList(db, drillerScopeOf(viewer));
  const { holes, conditions } = row;
  const abilities = workAbilities(viewer, row, holes);
  return {
    formA: presentFormA(row, conditions),
    masterData: masterDataOf(viewer, drillerList),
    workType: presentWorkType(row),
    disableWorkFields: abilities.disableWorkFields,
    acceptedBy: row.accepted_by_name,
    acceptedRole: row.accepted_role,
    workDetailsMonitoring: holes.map((h) => presentHole(h, row)),
    formAId: row.id,
    referenceNo: row.reference_no,
    approvalNumberSupplied: row.approval_number_supplied,
    version: row.version,
    readOnly: abilities.readOnly,
    browseLocked: abilities.browseLocked,
    canSave: abilities.canSave,
    canAcceptConditions: abilities.canAcceptConditions,
    conditions: conditions.map(presentCondition),
  };
}
