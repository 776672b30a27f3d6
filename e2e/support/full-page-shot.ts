import { errors, type Page } from '@playwright/test';
import { screencast } from './frame-watchdog';

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

async function capture(page: Page, file: string): Promise<void> {
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: CAPTURE_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    // CI saw a full-page capture of a settled list hang past the journey's 90 s twice in a row, while
    // the page answered scripts: Chromium's capture waits for a compositor frame that never came. The
    // frame watchdog rescues a page whose animation frames stop; this covers a capture that stalls
    // while they still run, which the watchdog cannot see.
    console.warn(`full-page capture of ${page.url()} stalled; waking the compositor and capturing again`);
    await screencast(page);
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
