import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { BCR_MESSAGES, BCR_PAGES } from '@driller/domain';
import { DEMO_BCR, formAIdOfWork } from '../support/bcr';
import { continueWithoutLocation, openBcr, openPage } from '../support/bcr-pages-b';
import { bcrShotTo } from '../support/bcr-pdf';
import { openHome, signedInState } from '../support/signed-in';

/** Not about signing in: the demo driller's session from the global setup. */
test.use({ storageState: signedInState('dl1234') });

const PANEL = 'Bore Construction Report (PDF)';
const MODAL = 'Generate Bore Construction Report & Email';

/** Download PDF fetches the PDF and opens a new window on it; the bytes are read with a second call of the same address. */
async function pdfInNewWindow(page: Page): Promise<Buffer> {
  const popup = page.waitForEvent('popup');
  const answer = page.waitForResponse((r) => r.url().includes('/service/api/uploadfile/getformapdf/'));
  await page.getByRole('region', { name: PANEL }).getByRole('button', { name: 'Download PDF' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const win = await popup;
  // The window shows the PDF the page fetched with its token (a blob: address, never a token in a URL).
  await expect.poll(() => win.url()).toMatch(/^blob:/);
  await win.close();
  // The same call again with the page's token, to read the bytes (the service worker hands the page its answer).
  const token = await page.evaluate(() => localStorage.getItem('Authorization'));
  const again = await page.request.get(new URL(response.url()).pathname, { headers: { authorization: `Bearer ${token}` } });
  expect(again.headers()['content-disposition']).toMatch(/^inline; filename="[^"]+\.pdf"/);
  return again.body();
}

test('a driller opens the BCR as a PDF from the review page, e-mails it, and the mailbox has it attached', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHome(page);
  const formAId = await formAIdOfWork(page, DEMO_BCR.draftWork);
  await openBcr(page, formAId);
  await continueWithoutLocation(page);
  // Every section the wizard lists for this work (the review page aside) must be in the PDF.
  const sections = (await page.getByRole('navigation', { name: 'Report sections' }).getByRole('button').allInnerTexts())
    .map((text) => text.replace(/^\d+\s*/, '').replace(/\s*\(has errors\)$/, '').trim())
    .filter((title) => BCR_PAGES.some((p) => p.title === title) && title !== 'Submit Bore Details');
  expect(sections.length).toBeGreaterThanOrEqual(10);
  await openPage(page, 'Submit Bore Details');
  // The seeded draft is a drilled bore, cased and screened, with gravel pack: its diagram as the page draws it.
  await page.getByRole('region', { name: 'Bore Construction Diagram' }).scrollIntoViewIfNeeded();
  await bcrShotTo(page, 'review-diagram-drilled-screened');
  const panel = page.getByRole('region', { name: PANEL });
  await panel.scrollIntoViewIfNeeded();

  const pdf = await pdfInNewWindow(page);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = testInfo.outputPath('draft.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(DEMO_BCR.approval);
  for (const title of [...sections, 'Bore Construction Diagram']) expect(text).toContain(title);

  const address = `site.office+${Date.now()}@example.com`;
  const field = panel.getByRole('textbox', { name: 'Email address' });
  await field.fill('not an address');
  await panel.getByRole('button', { name: 'Add email' }).click();
  await expect(panel.getByText(BCR_MESSAGES.invalidEmail)).toBeVisible();
  await bcrShotTo(page, 'review-email-invalid');
  await field.fill(address);
  await field.press('Enter');
  await expect(panel.getByRole('list', { name: 'PDF recipients' })).toContainText(address);
  await field.fill(address.toUpperCase());
  await panel.getByRole('button', { name: 'Add email' }).click();
  await expect(panel.getByText(BCR_MESSAGES.duplicateEmail)).toBeVisible();
  await field.fill('');

  await panel.getByRole('button', { name: MODAL }).click();
  const modal = page.getByRole('dialog', { name: MODAL });
  await expect(modal).toContainText(address);
  await bcrShotTo(page, 'review-email-modal');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText(/^The Bore Construction Report has been emailed to .*site\.office/)).toBeVisible({ timeout: 30_000 });
  await panel.scrollIntoViewIfNeeded();
  await bcrShotTo(page, 'review-email-sent');

  await expect
    .poll(async () => ((await (await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as unknown[]).length)
    .toBe(1);
  const [message] = (await (await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as {
    subject: string;
    attachments: { fileName: string; contentType: string; size: number }[];
  }[];
  expect(message?.subject).toContain(DEMO_BCR.approval);
  expect(message?.attachments).toEqual([{ fileName: expect.stringMatching(new RegExp(`^${DEMO_BCR.approval}_${DEMO_BCR.draftWork}_.*${formAId}\\.pdf$`)), contentType: 'application/pdf', size: expect.any(Number) }]);
});

test('the PDF panel at 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openHome(page);
  await openBcr(page, await formAIdOfWork(page, DEMO_BCR.draftWork));
  await continueWithoutLocation(page);
  await openPage(page, 'Submit Bore Details');
  const panel = page.getByRole('region', { name: PANEL });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await bcrShotTo(page, 'review-pdf-panel');
  const box = await panel.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(800);
});
