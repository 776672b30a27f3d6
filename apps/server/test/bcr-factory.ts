import { BCR_SECTION_SAVES, type BcrReportInput, type BcrSaveRequest, type BcrSectionSaveKey } from '@driller/domain';
import { demoBcrReport } from '../src/platform/db/seed-bcr-data';
import type { TestApp } from './test-app';
import { as, createWork, SUBJECT, type TestApprovalWork } from './work-factory';

type Who = Parameters<typeof as>[1];

/**
 * The demo BCR with its dates moved after the test approval's conditions (accepted 2024-02-01), and
 * decimals at their digit limits where no rule ties them to another field.
 */
export function fullReport(): BcrReportInput {
  const r = demoBcrReport();
  Object.assign(r.summary, { completionDate: '2024-03-01', elevation: -9999.99, finalYield: 99999.99, finalSalinity: 999999.99, finalDDL: 999.99, finalDurationHour: 99 });
  Object.assign(r.drillingDetails![1]!, { penetrationRate: 99999999.99 });
  Object.assign(r.waterBearingZones![0]!, { salinityTds: 999999.99 });
  Object.assign(r.waterEntryDesign![1]!, { screenAperture: 999.99, statusDate: '2024-03-01' });
  Object.assign(r.boreDevelopment!.rows![0]!, { sandContent: 999999.99 });
  Object.assign(r.disinfection![0]!, { quantityApplied: 9999.99, treatmentDate: '2024-03-02' });
  Object.assign(r.pumpingTest![0]!, { date: '2024-03-02', heightOfMeasuringPoint: 99999999.99 });
  return r;
}

/** A save body: the report, the work it belongs to and the version it was loaded at. */
export const saveBody = (formAId: number, version: number, report: BcrReportInput = fullReport()): BcrSaveRequest => ({
  ...report,
  formAId,
  version,
});

/**
 * A new production bore (New, Production, Drilled bore) of the driller's, with its actual
 * location set and its conditions accepted: ready for its BCR.
 */
export async function createBcrWork(
  t: TestApp,
  o: { attributes?: [number, number, number, number | null]; works?: TestApprovalWork[]; drillerSubject?: string } = {},
) {
  const [a1, a2, a3, a4] = o.attributes ?? [1, 1, 1, null];
  const work = await createWork(t, 'driller', {
    drillerSubject: o.drillerSubject ?? SUBJECT.driller,
    works: o.works,
    body: {
      workType: {
        workAttribute1: { id: a1, name: null },
        workAttribute2: { id: a2, name: null },
        workAttribute3: { id: a3, name: null },
        workAttribute4: a4 === null ? null : { id: a4, name: null },
      },
    },
  });
  await t.db
    .updateTable('works')
    .set({ actual_latitude: -32.25, actual_longitude: 148.6, distance: 4.2, actual_lot_no: '12//DP754321', accepted_dates: '2024-02-01' })
    .where('id', '=', work.id)
    .execute();
  await t.db
    .updateTable('work_approval_conditions')
    .set({ status: 1, accepted_at: new Date('2024-02-01T00:00:00Z'), accepted_role: 5 })
    .where('work_id', '=', work.id)
    .execute();
  return work;
}

export const savePath = (key: BcrSectionSaveKey | 'savebcr' | 'submit'): string =>
  key === 'savebcr' ? '/service/api/bcr/savebcr' : key === 'submit' ? '/service/api/bcr/savesubmitboredetails' : BCR_SECTION_SAVES[key].path;

/** POSTs a BCR save as `who`. */
export async function postBcr(t: TestApp, who: Who, key: BcrSectionSaveKey | 'savebcr' | 'submit', payload: object) {
  return t.app.inject({ method: 'POST', url: savePath(key), headers: await as(t, who), payload });
}

export async function getBcr(t: TestApp, who: Who, formAId: number) {
  return t.app.inject({ method: 'GET', url: `/service/api/bcr/${formAId}`, headers: await as(t, who) });
}
