import { errors, type Page } from '@playwright/test';

/** A healthy full-page capture takes well under a second here, a few seconds on a loaded CI host. */
const CAPTURE_TIMEOUT_MS = 20_000;

/**
 * Fixed elements (the skip link, back to top) would be stamped mid-page in a full-page capture. (The
 * screenshot's `style` option is an inline <style>, which the portal's CSP rightly refuses.) Their
 * transitions go too while hidden: back to top fades its visibility over 500 ms, so it was still
 * painted when the capture came.
 */
const hideFixed = (page: Page, hidden: boolean) =>
  page.evaluate(
    (hide) =>
      document.querySelectorAll<HTMLElement>('.nsw-skip, .app-back-to-top').forEach((e) => {
        e.style.transition = hide ? 'none' : '';
        e.style.visibility = hide ? 'hidden' : '';
      }),
    hidden,
  );

/**
 * Chromium's capture waits for a compositor frame, and a page that has sat still can leave it waiting:
 * CI saw a full-page capture of a settled list hang past the journey's 90 s twice in a row, while the
 * page answered scripts. A short screencast makes the compositor produce frames again.
 */
async function wakeCompositor(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 10, maxWidth: 64, maxHeight: 64 });
    await page.waitForTimeout(250);
    await cdp.send('Page.stopScreencast');
  } finally {
    await cdp.detach();
  }
}

async function capture(page: Page, file: string): Promise<void> {
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: CAPTURE_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`full-page capture of ${page.url()} stalled; waking the compositor and capturing again`);
    await wakeCompositor(page);
    await page.screenshot({ path: file, fullPage: true, timeout: CAPTURE_TIMEOUT_MS });
  }
}

/** The whole page as the user would scroll through it, for a person to look at after the run. */
export async function fullPageShot(page: Page, file: string): Promise<void> {
  await hideFixed(page, true);
  try {
    await capture(page, file);
  } finally {
    await hideFixed(page, false);
  }
}
