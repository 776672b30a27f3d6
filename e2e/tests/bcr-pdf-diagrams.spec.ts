import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { BCR_API, BCR_SAVE_PATH } from '@driller/domain';
// The domain's complete, valid report (its own test data), given a second pipe below.
import { validReportInput } from '../../packages/domain/src/bcr/testing/bcr-factory';
import { continueWithoutLocation, createTwoPipeMonitoringWork, openBcr, openPage } from '../support/bcr-pages-b';
import { openHome, signedInState } from '../support/signed-in';
import { bcrShotTo } from '../support/bcr-pdf';
import { createWork } from '../support/bcr-rows';

/** Not about signing in: the demo driller's session from the global setup. */
test.use({ storageState: signedInState('dl1234') });

test('a two-pipe monitoring bore: the review page draws each pipe and the PDF prints one diagram per pipe', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHome(page);
  const formAId = await createTwoPipeMonitoringWork(page, 'PDF-PIPES', 'Two-pipe PDF bore');
  const report = validReportInput();
  const [casing, screen] = report.waterEntryDesign ?? [];
  report.summary.noOfPipes = 2;
  report.waterEntryDesign = [
    ...(report.waterEntryDesign ?? []),
    { ...casing!, pipeNo: 2, from: 0, to: 45, od: 50, wallThickness: 4, id: 42 },
    { ...screen!, pipeNo: 2, from: 45, to: 52, od: 50, wallThickness: 4, id: 42 },
  ];
  const token = await page.evaluate(() => localStorage.getItem('Authorization'));
  const saved = await page.request.post(BCR_API.saveWholeReport, { headers: { authorization: `Bearer ${token}` }, data: { ...report, formAId, version: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);

  await openBcr(page, formAId);
  await continueWithoutLocation(page);
  await openPage(page, 'Submit Bore Details');
  const diagram = page.getByRole('region', { name: 'Bore Construction Diagram' });
  await diagram.getByLabel('Pipe', { exact: true }).selectOption('2');
  await expect(diagram.getByRole('img', { name: /pipe 2$/ })).toBeVisible();
  await diagram.scrollIntoViewIfNeeded();
  await bcrShotTo(page, 'review-diagram-two-pipe');

  const pdf = await page.request.get(BCR_API.downloadPdf(formAId), { headers: { authorization: `Bearer ${token}` } });
  expect(pdf.status()).toBe(200);
  const file = testInfo.outputPath('two-pipe.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Bore Construction Diagram, Pipe 1');
  expect(text).toContain('Bore Construction Diagram, Pipe 2');
  expect(text).toContain('OD 50 mm');
});

/** An approval work no other journey takes (the excavated-well rows journey has its own). */
const EXCAVATED = { number: '70WA741581', work: '1000126' };

test('an excavated well: the review page and the PDF draw the pit and its lining', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHome(page);
  const formAId = await createWork(page, ['New', 'Production/Water supply bore', 'Excavated well', 'Lined'], EXCAVATED, 'PDF excavated well');
  const excavationDetails = [
    { excavationOrLining: 1, drillingMethod: 2, boreShapeType: 2, depth: 8, diameter: 1200, from: 0, to: 8 },
    { excavationOrLining: 2, material: 3, boreShapeType: 2, depth: 9, diameter: 1000, from: 0, to: 9 },
  ];
  const token = await page.evaluate(() => localStorage.getItem('Authorization'));
  const headers = { authorization: `Bearer ${token}` };
  const saved = await page.request.post(BCR_SAVE_PATH.excavationDetails, { headers, data: { summary: {}, excavationDetails, formAId, version: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);

  await openBcr(page, formAId);
  await continueWithoutLocation(page);
  await openPage(page, 'Submit Bore Details');
  const diagram = page.getByRole('region', { name: 'Bore Construction Diagram' });
  await expect(diagram.getByRole('img', { name: /^Bore construction diagram to 9 m/ })).toBeVisible();
  await expect(diagram.getByRole('list', { name: 'Depths that contradict each other' })).toHaveCount(0);
  await diagram.scrollIntoViewIfNeeded();
  await bcrShotTo(page, 'review-diagram-excavated');

  const pdf = await page.request.get(BCR_API.downloadPdf(formAId), { headers });
  const file = testInfo.outputPath('excavated.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('1200 mm excavation');
  expect(text).toMatch(/Lining \w+, OD 1000 mm/);
});
