import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { fullPageShot } from './full-page-shot';

/** Screenshots of the work stepper, looked at before calling a page done. */
export const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/shots');
mkdirSync(SHOTS, { recursive: true });

export async function shot(page: Page, name: string): Promise<void> {
  await fullPageShot(page, path.join(SHOTS, `work-${name}.png`));
}

/** Seeded approvals register (apps/server/src/platform/db/synthetic): first approval and its works. */
export const APPROVAL = {
  number: '80WA712345',
  work: '1000007',
  secondWork: '1000021',
  lotDp: '6//DP750033',
  installedWork: '1000014',
} as const;

/** Other approvals, so journeys sharing one server never pick a work another journey has taken. */
export const OTHER_APPROVALS = {
  transfer: { number: '90WA123456', work: '1000056' },
  readOnly: { number: '20CW800123', work: '1000077' },
  staleSave: { number: '20CW800123', work: '1000084' },
  location: { number: '90WA123456', work: '1000063' },
  popup: { number: '80WA712345', work: '1000028' },
  amended: { number: '90WA123456', work: '1000070' },
} as const;

/** Spare works for a retried journey (freeApprovalWork), which finds the one its first attempt took held. */
export const SPARE_WORKS = {
  transfer: [{ number: '40WA651532', work: '1000889' }, { number: '40WA651532', work: '1000896' }],
  companyAdmin: [{ number: '10WA268710', work: '1000406' }, { number: '10WA268710', work: '1000413' }],
} as const;

/**
 * The first of `works` that no form holds yet, as the work details page asks the server: a retried
 * journey finds the work its first attempt took held (by the driller it was given to) and takes the next.
 */
export async function freeApprovalWork(page: Page, works: readonly { number: string; work: string }[]): Promise<{ number: string; work: string }> {
  const token = await page.evaluate(() => localStorage.getItem('Authorization'));
  for (const candidate of works) {
    const response = await page.request.post('/service/api/work/getassignedwork', {
      headers: { authorization: `Bearer ${token}` },
      data: { workApprovalNo: candidate.number, workId: candidate.work },
    });
    const body = (await response.json()) as { data?: { assigned: boolean } };
    if (response.ok() && body.data?.assigned === false) return candidate;
  }
  throw new Error(`Every one of ${works.map((w) => w.work).join(', ')} is held already`);
}

/** The alert or confirm on top: checks its text and answers it. */
export async function answerDialog(page: Page, text: string | RegExp, answer: 'OK' | 'Cancel' = 'OK'): Promise<void> {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toHaveCount(0);
}

export const workSteps = (page: Page): Locator => page.getByRole('navigation', { name: 'Work steps' });

export async function expectWorkPage(page: Page, screen: 'Create New Work' | 'View Work Details', sub: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen);
  await expect(page.getByRole('heading', { level: 2, name: sub })).toBeVisible();
}

/** Page 0: Work Details 1 to 3 (4 when shown), by option label. */
export async function chooseWorkType(page: Page, labels: string[]): Promise<void> {
  for (const [i, label] of labels.entries()) await page.getByLabel(`Work Details ${i + 1}`).selectOption({ label });
}

/** Page 1: search an approval with Enter in the box and pick a work under it. */
export async function pickApprovalWork(page: Page, approvalNo: string, workId: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Work approval number' });
  await box.fill(approvalNo);
  await box.press('Enter');
  await page.getByRole('radio', { name: `Select work ${workId}` }).click();
  await expect(page.getByTestId('approval-number')).toHaveText(approvalNo);
}

/** Creates a bore work up to the conditions page and returns its id. */
export async function createBoreWork(page: Page, approval: { number: string; work: string }, workName: string): Promise<number> {
  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Production/Water supply bore', 'Drilled bore']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await pickApprovalWork(page, approval.number, approval.work);
  await page.getByRole('textbox', { name: 'Work name' }).fill(workName);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page).toHaveURL(/\/Work\?id=\d+/);
  await expectWorkPage(page, 'View Work Details', 'Review Conditions of Approval');
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** The design system hides radio inputs behind their labels: answer by clicking the label, as a user does. */
export async function answerQuestion(questionnaire: Locator, question: number, label: string): Promise<void> {
  const group = questionnaire.getByRole('group', { name: new RegExp(`^${question}\\.`) });
  await group.locator('label', { hasText: new RegExp(`^${label}$`) }).click();
}
