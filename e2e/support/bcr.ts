import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { SHOTS } from './work';
import { fullPageShot } from './full-page-shot';

/** The demo driller's seeded BCRs (apps/server/src/platform/db/seed-bcr.ts) on approval 90WA813933. */
export const DEMO_BCR = { approval: '90WA813933', draftWork: '1000105', submittedWork: '1000112' } as const;

async function bearer(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => localStorage.getItem('Authorization'));
  return { authorization: `Bearer ${token}` };
}

/** The Form A id of one of the signed-in user's works, by its approval work id (the list, page by page). */
export async function formAIdOfWork(page: Page, workId: string): Promise<number> {
  const found = await findFormAIdOfWork(page, workId);
  if (found === null) throw new Error(`Work ${workId} is not in the list`);
  return found;
}

/** As formAIdOfWork, or null when the user has no work on that approval work (yet). */
export async function findFormAIdOfWork(page: Page, workId: string): Promise<number | null> {
  const headers = await bearer(page);
  let cursor: string | null = null;
  do {
    const query: string = `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await page.request.get(`/service/api/work/list?${query}`, { headers });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: { formAId: number; workId: string | null }[]; nextCursor: string | null };
    const found = body.data.find((w) => w.workId === workId);
    if (found) return found.formAId;
    cursor = body.nextCursor;
  } while (cursor);
  return null;
}

export const bcrSections = (page: Page): Locator => page.getByRole('navigation', { name: 'Report sections' });

/** Waits for the wizard to show a page (its title is the h2 under the screen's h1). */
export async function expectBcrPage(page: Page, screen: 'Bore Construction Report' | 'View Bore Construction Report', title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen);
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await pageLoaded(page);
}

/**
 * The wizard page's own code has loaded: until then the buttons below it sit higher, and a click aimed
 * at them as the page arrives lands on the page instead (a Next that did nothing failed CI twice).
 */
export async function pageLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0);
}

/** A page's button in the sidebar (its name says "(has errors)" when the page is red). */
export function sectionButton(page: Page, title: string): Locator {
  const escaped = title.replace(/[/()]/g, '\\$&');
  return bcrSections(page).getByRole('button', { name: new RegExp(`^${escaped}( \\(has errors\\))?$`) });
}

/** Opens a page from the sidebar (opening the sidebar first on a narrow window). */
export async function openBcrPage(page: Page, title: string): Promise<void> {
  const sections = bcrSections(page);
  const toggle = sections.getByRole('button', { name: 'Show sections' });
  if (await toggle.isVisible()) await toggle.click();
  await sectionButton(page, title).click();
}

/** A full-page screenshot once the wizard page's code has loaded (one at 800 px caught its loader). */
export async function bcrShot(page: Page, name: string): Promise<void> {
  await pageLoaded(page);
  await fullPageShot(page, path.join(SHOTS, `bcr-${name}.png`));
}

/** A synthetic approval's work no other journey takes: the incomplete BCR. */
export const BCR_JOURNEY_WORK = { number: '40WA460195', work: '1000210' } as const;

