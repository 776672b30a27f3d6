import { expect, type Page } from '@playwright/test';
import { DEMO_BCR, formAIdOfWork } from './bcr';
import { acceptConditionsAndPlaceBore } from './bcr-complete';
import { createBoreWork, freeApprovalWork } from './work';

/**
 * A complete draft BCR of a journey's own, so a journey that submits or marks a report can run again
 * on the same server: a new bore work on a free approval work (conditions accepted, pin dropped), then
 * the seeded draft's report (apps/server/src/platform/db/seed-bcr-data.ts) saved onto it through the
 * API, completed today (the conditions were accepted today, and a bore is completed on or after that).
 */

type Json = Record<string, unknown>;

/** Bore works of synthetic approvals issued late 2024 (completion today raises no date warning until late 2027). */
export const OWN_DRAFT_WORKS = [
  { number: '90WA248376', work: '1004543' },
  { number: '90WA248376', work: '1004564' },
  { number: '90WA248376', work: '1004571' },
  { number: '50WA926288', work: '1004102' },
  { number: '50WA926288', work: '1004116' },
  { number: '90WA845538', work: '1003276' },
  { number: '85WA721136', work: '1004914' },
  { number: '85WA721136', work: '1004921' },
  { number: '10WA985710', work: '1004375' },
  { number: '10WA985710', work: '1004382' },
  { number: '10WA985710', work: '1004389' },
] as const;

/** Each row section's place in the report and the key of a row's own id (a new row has none). */
const ROW_SECTIONS: readonly { path: readonly string[]; id: string }[] = [
  { path: ['lithology'], id: 'lithologyId' },
  { path: ['drillingDetails'], id: 'drillingDetailsId' },
  { path: ['waterBearingZones'], id: 'waterBearingZoneId' },
  { path: ['excavationDetails'], id: 'excavationDetailsId' },
  { path: ['casingLiner'], id: 'id' },
  { path: ['annulusFillSeal'], id: 'annulusFillSealId' },
  { path: ['waterEntryDesign'], id: 'waterEntryDesignId' },
  { path: ['gravelPack'], id: 'gravelPackId' },
  { path: ['disinfection'], id: 'disinfectionOnCompletionId' },
  { path: ['pumpingTest'], id: 'pumpingTestId' },
  { path: ['boreDevelopment', 'rows'], id: 'boreDevelopmentId' },
  { path: ['workPartlyBackfilled', 'rows'], id: 'workPartlyBackfilledId' },
];

/** What a driller enters on the Summary; the rest (approval, driller, location) is the own work's. */
const ENTERED_SUMMARY = [
  'boreTypeId', 'completedDepth', 'assistantDriller', 'siteChosenBy', 'elevation', 'finalYield', 'finalSWL', 'finalSalinity',
  'finalSalinityUOM', 'finalSalinityConductivity', 'finalDDL', 'finalDurationHour', 'finalDurationMin', 'centralisersInstalled',
  'comments', 'annulusFillSealMarkNotApplicable', 'boreDevelopmentMarkNotApplicable', 'disinfectionOnCompletionMarkNotApplicable',
  'isWorkPartlyBackfilled',
] as const;

/** Row dates the rules compare with the completion date. */
const ROW_DATES = ['statusDate', 'treatmentDate', 'date'] as const;

async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('Authorization'));
  const headers = { authorization: `Bearer ${token}` };
  return {
    load: async (formAId: number) => {
      const response = await page.request.get(`/service/api/bcr/${formAId}`, { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: Json }).data;
    },
    save: async (body: Json) => {
      const response = await page.request.post('/service/api/bcr/savebcr', { headers, data: body });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

const rowsAt = (report: Json, path: readonly string[]): Json[] => {
  const holder = path.length === 2 ? (report[path[0] as string] as Json | null) : report;
  return ((holder?.[path.at(-1) as string] as Json[] | undefined) ?? []);
};

const setRows = (report: Json, path: readonly string[], rows: Json[]): void => {
  const holder = path.length === 2 ? (report[path[0] as string] as Json | null) : report;
  if (holder) holder[path.at(-1) as string] = rows;
};

/** The seeded report as new rows of `formAId`, completed `today`; water entry design names the own zones. */
function copyOf(seeded: Json, own: Json, formAId: number, today: string, zoneIds: readonly (number | null)[]): Json {
  const report = structuredClone(seeded);
  const seededZones = rowsAt(seeded, ['waterBearingZones']).map((z) => z.waterBearingZoneId);
  for (const { path, id } of ROW_SECTIONS) {
    const rows = rowsAt(report, path).map((row) => {
      const copy: Json = { ...row, status: 'new', formAId, [id]: null };
      for (const key of ROW_DATES) if (copy[key]) copy[key] = today;
      if (path[0] === 'waterEntryDesign' && row.waterBearingZoneId != null) copy.waterBearingZoneId = zoneIds[seededZones.indexOf(row.waterBearingZoneId)] ?? null;
      return copy;
    });
    setRows(report, path, rows);
  }
  // Once saved, the own zones stay as they are (new rows again would get other ids).
  if (zoneIds.length > 0) setRows(report, ['waterBearingZones'], rowsAt(own, ['waterBearingZones']));
  const summary = { ...(own.summary as Json) };
  for (const key of ENTERED_SUMMARY) summary[key] = (seeded.summary as Json)[key];
  summary.completionDate = today;
  return { ...report, formAId, summary, approvalConditionDate: own.approvalConditionDate, deleted: {}, documents: [] };
}

/**
 * Creates the own draft and leaves the page on its BCR's Summary. Two saves: the water bearing zones
 * first, since a water entry design row names its zone by the zone's new id.
 */
export async function createOwnCompleteDraft(page: Page, workName: string): Promise<{ formAId: number; approval: { number: string; work: string } }> {
  const approval = await freeApprovalWork(page, OWN_DRAFT_WORKS);
  const formAId = await createBoreWork(page, approval, workName);
  await acceptConditionsAndPlaceBore(page, formAId);
  const calls = await api(page);
  const seeded = (await calls.load(await formAIdOfWork(page, DEMO_BCR.draftWork))).report as Json;
  const blank = await calls.load(formAId);
  const today = blank.today as string;
  const first = copyOf(seeded, blank.report as Json, formAId, today, []);
  await calls.save({ ...(blank.report as Json), summary: first.summary, waterBearingZones: first.waterBearingZones, version: blank.version });
  const withZones = await calls.load(formAId);
  const zoneIds = rowsAt(withZones.report as Json, ['waterBearingZones']).map((z) => z.waterBearingZoneId as number);
  await calls.save({ ...copyOf(seeded, withZones.report as Json, formAId, today, zoneIds), version: withZones.version });
  await page.reload();
  return { formAId, approval };
}
