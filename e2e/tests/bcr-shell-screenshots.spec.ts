import { expect, test, type Page } from '../support/test';
import { openHome, signedInState } from '../support/signed-in';
import { DEMO_BCR, bcrShot, expectBcrPage, formAIdOfWork, openBcrPage } from '../support/bcr';
import { seriousViolations } from '../support/axe';

/**
 * Screenshots of the wizard shell's own pages at 1280 and 800 px, looked at before calling them done,
 * and axe's serious violations on each (none).
 * Head Works shows only for a spearpoint work and the warnings only for a report that has some: the
 * seeded submitted report is opened with its answer rewritten to show them (nothing is saved here).
 */
test.use({ storageState: signedInState('dl1234') });

const WIDTHS = [1280, 800] as const;

interface Rewrite {
  data: { readOnly: boolean; readOnlyReason: string | null; formStatus: number; submitAction: string | null; visiblePages: string[]; report: { summary: Record<string, unknown> } };
  workDetails: { formStatus: number; workType: Record<string, number | null> };
}

/** Answers GET bcr/{id} as an editable draft of a spearpoint work whose completion is after the approval's expiry. */
async function openAsSpearpointDraft(page: Page, id: number): Promise<void> {
  await page.route(`**/service/api/bcr/${id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Rewrite;
    Object.assign(body.data, { readOnly: false, readOnlyReason: null, formStatus: 1, submitAction: 'submit' });
    body.data.visiblePages = ['summary', 'drillingDetails', 'lithology', 'waterBearingZones', 'boreConstructionDesign', 'waterEntryDesign', 'disinfection', 'headWorks', 'pumpingTest', 'submit'];
    Object.assign(body.data.report.summary, { approvalExpiryDate: '2020-01-01' });
    body.workDetails.formStatus = 1;
    body.workDetails.workType = { ...body.workDetails.workType, workAttribute3: 3, workAttribute4: null };
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/BCR?id=${id}`);
  await expectBcrPage(page, 'Bore Construction Report', 'Summary');
}

for (const width of WIDTHS) {
  test(`the wizard's Head Works and review pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    const id = await formAIdOfWork(page, DEMO_BCR.submittedWork);

    await page.goto(`/BCR?id=${id}`);
    await expectBcrPage(page, 'View Bore Construction Report', 'Summary');
    await bcrShot(page, `read-only-summary-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    await openAsSpearpointDraft(page, id);
    await openBcrPage(page, 'Head Works');
    await expectBcrPage(page, 'Bore Construction Report', 'Head Works');
    for (const label of ['Length', 'Width', 'Thickness']) await expect(page.getByLabel(label)).toBeEditable();
    await bcrShot(page, `head-works-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    await openBcrPage(page, 'Submit Bore Details');
    await expect(page.getByRole('region', { name: 'Warning!' })).toContainText('is after the approval expiry date (01/01/2020)');
    await bcrShot(page, `review-warning-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(width);
  });
}
