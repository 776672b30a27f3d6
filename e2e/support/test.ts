import { test as base } from '@playwright/test';
import { watchFrames } from './frame-watchdog';
import { logPages } from './page-log';

export * from '@playwright/test';

/**
 * Playwright's `test` with two helpers beside every journey: the frame watchdog of the worker's browser
 * (frame-watchdog.ts), and the log of the journey's pages, printed when it fails (page-log.ts). The
 * journeys import `test` and `expect` from here.
 */
export const test = base.extend<{ pageLog: void }, { frameWatchdog: void }>({
  frameWatchdog: [
    async ({ browser }, use) => {
      const stop = watchFrames(browser);
      await use();
      await stop();
    },
    { scope: 'worker', auto: true },
  ],
  // Set up after the journey's context and torn down before it: its pages can still describe themselves.
  pageLog: [
    async ({ browser, context }, use, testInfo) => {
      const print = logPages(browser, context);
      await use();
      await print(testInfo);
    },
    { auto: true },
  ],
});
