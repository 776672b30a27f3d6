import { test as base } from '@playwright/test';
import { watchFrames } from './frame-watchdog';

export * from '@playwright/test';

/**
 * Playwright's `test` with the frame watchdog running beside every journey of the worker (see
 * frame-watchdog.ts): the journeys import `test` and `expect` from here.
 */
export const test = base.extend<object, { frameWatchdog: void }>({
  frameWatchdog: [
    async ({ browser }, use) => {
      const stop = watchFrames(browser);
      await use();
      await stop();
    },
    { scope: 'worker', auto: true },
  ],
});
