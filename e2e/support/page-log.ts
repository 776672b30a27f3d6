import type { Page, TestInfo } from '@playwright/test';

/** How many of a page's last events a failed journey prints. */
const KEPT = 12;

/**
 * What a page said while a journey ran: its console errors and warnings, uncaught errors, failed
 * requests and navigations. A journey that fails once in CI and passes on retry leaves only the log's
 * tail behind; these lines, printed on failure, are what tells a blank page from a slow list.
 */
export function keepPageLog(page: Page, label: string): (testInfo: TestInfo) => void {
  const events: string[] = [];
  const note = (text: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${label} ${text}`);
    if (events.length > KEPT) events.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => note(`pageerror: ${error.message.slice(0, 300)}`));
  page.on('requestfailed', (request) => note(`requestfailed: ${request.method()} ${request.url().slice(0, 160)} ${request.failure()?.errorText ?? ''}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated: ${frame.url()}`);
  });
  return (testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const heading = page.isClosed() ? '(closed)' : page.url();
    console.log([`page log (${label}, now at ${heading}):`, ...events].join('\n'));
  };
}
