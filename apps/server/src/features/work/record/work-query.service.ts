import {
  BORE_TYPE_OPTIONS,
  HOLE_TYPE_OPTIONS,
  PURPOSE_WITHOUT_APPROVAL_OPTIONS,
  WORK_ATTRIBUTE_1_OPTIONS,
  WORK_ATTRIBUTE_2_OPTIONS,
  WORK_ATTRIBUTE_3_OPTIONS,
  WORK_ATTRIBUTE_4_OPTIONS,
  drillerChoice,
  spearpointQuestionnaireItems,
  workListScope,
  type MasterData,
  type WorkDetailPayload,
  type WorkListItem,
} from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import { readableWork, workAbilities } from './work-access';
import { listConditions } from '../conditions/work-conditions.repository';
import { listHoles } from '../holes/work-holes.repository';
import type { Viewer } from './work-viewer';
import { listDrillers, listWorks } from './work.repository';
import {
  presentCondition,
  presentDriller,
  presentFormA,
  presentHole,
  presentListItem,
  presentWorkType,
} from './work.presenter';


/** GET work/getalldata: options of the work form, and the drillers the viewer may choose from. */
export async function masterData(db: Db, viewer: Viewer): Promise<MasterData> {
  const choice = drillerChoice(viewer);
  const everyone = choice === 'all';
  const rows =
    everyone || viewer.organisationId !== null
      ? await listDrillers(db, everyone ? null : viewer.organisationId)
      : [];
  // A driller without a company (or one who is not a company admin) chooses only themself.
  const visible = choice === 'self' ? rows.filter((d) => d.drillerId === viewer.drillerId) : rows;
  const drillers = visible.map(presentDriller);
  return {
    workAttribute1: [...WORK_ATTRIBUTE_1_OPTIONS],
    workAttribute2: [...WORK_ATTRIBUTE_2_OPTIONS],
    workAttribute3: [...WORK_ATTRIBUTE_3_OPTIONS],
    workAttribute4: [...WORK_ATTRIBUTE_4_OPTIONS],
    drillers,
    drillersAdmin: drillers.filter((d) => d.isDrillingCompanyAdmin),
    purposeWithoutApproval: [...PURPOSE_WITHOUT_APPROVAL_OPTIONS],
    boreType: [...BORE_TYPE_OPTIONS],
    holeType: [...HOLE_TYPE_OPTIONS],
    spearpointQuestionnaire: spearpointQuestionnaireItems(),
    currentRoleId: viewer.roleId,
  };
}

/** GET work/list: the works the viewer may see. */
export async function listWorksFor(db: Db, viewer: Viewer): Promise<WorkListItem[]> {
  return (await listWorks(db, workListScope(viewer))).map(presentListItem);
}

/** GET work/{id}: the work with its holes, conditions, master data and what the viewer may do. */
export async function loadWork(db: Db, viewer: Viewer, id: number): Promise<WorkDetailPayload> {
  const row = await readableWork(db, viewer, id);
  const [holes, conditions, master] = await Promise.all([
    listHoles(db, id),
    listConditions(db, id),
    masterData(db, viewer),
  ]);
  const abilities = workAbilities(viewer, row, holes);
  const formA = presentFormA(row, conditions);
  return {
    formA,
    masterData: master,
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
