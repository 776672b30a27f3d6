import type { Browser, BrowserContext, Page, Request, TestInfo } from '@playwright/test';

/** How many of a page's last events a failed journey prints. */
const KEPT = 10;
/** A request still open this long when a journey fails is listed: a chunk or a call that never came back. */
const PENDING_AFTER_MS = 2_000;
/** How long the failed page may take to describe itself; a page that cannot is itself the finding. */
const SNAPSHOT_WAIT_MS = 3_000;
const SNAPSHOT_LINES = 10;
/** Pages opened outside the journey's own context (a second user's window) are found by looking. */
const LOOK_EVERY_MS = 250;

const clock = () => new Date().toISOString().slice(11, 23);
/** A Playwright error's first line, without its call log. */
export const firstLine = (error: Error) => error.message.split('\n')[0];

interface Watched {
  label: string;
  events: string[];
  pending: Map<Request, number>;
}

function watch(page: Page, label: string): Watched {
  const watched: Watched = { label, events: [], pending: new Map() };
  let last = '';
  const note = (text: string) => {
    // A navigation within the document (the router's replace) repeats its URL: said once.
    if (text === last) return;
    last = text;
    watched.events.push(`${clock()} ${text}`);
    if (watched.events.length > KEPT) watched.events.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text().slice(0, 240)}`);
  });
  page.on('pageerror', (error) => note(`pageerror: ${error.message.slice(0, 240)}`));
  page.on('crash', () => note('crashed'));
  // No 'dialog' listener: one would stop Playwright dismissing the native dialogs nobody answers.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated: ${frame.url().slice(0, 160)}`);
  });
  page.on('request', (request) => watched.pending.set(request, Date.now()));
  page.on('requestfinished', (request) => watched.pending.delete(request));
  page.on('requestfailed', (request) => {
    watched.pending.delete(request);
    note(`requestfailed: ${request.method()} ${request.url().slice(0, 160)} ${request.failure()?.errorText ?? ''}`);
  });
  return watched;
}

/** What the page shows, as the accessibility tree Playwright's locators read, or why it could not say. */
async function snapshot(page: Page): Promise<string[]> {
  try {
    const tree = (await page.locator('body').ariaSnapshot({ timeout: SNAPSHOT_WAIT_MS })).split('\n');
    // From the page's main content when it has one: the header above it is the same on every page.
    const main = tree.findIndex((line) => /^- main\b/.test(line));
    const lines = tree.slice(Math.max(main, 0));
    return [...lines.slice(0, SNAPSHOT_LINES), ...(lines.length > SNAPSHOT_LINES ? [`  (${lines.length - SNAPSHOT_LINES} more lines)`] : [])];
  } catch (error) {
    return [`no snapshot: ${firstLine(error as Error)}`];
  }
}

async function describe(page: Page, watched: Watched): Promise<string> {
  const now = Date.now();
  const pending = [...watched.pending]
    .filter(([, since]) => now - since >= PENDING_AFTER_MS)
    .map(([request, since]) => `pending ${((now - since) / 1000).toFixed(1)} s: ${request.method()} ${request.url().slice(0, 160)} (${request.resourceType()})`);
  const where = page.isClosed() ? '(closed)' : page.url();
  const shown = page.isClosed() ? [] : (await snapshot(page)).filter((line) => line.trim());
  return [`page log (${watched.label}, now at ${where}):`, ...watched.events, ...pending, ...shown.map((line) => `| ${line}`)].join('\n');
}

/**
 * What every page of a journey said while it ran: console errors and warnings, uncaught errors, crashes,
 * navigations, failed requests, and on failure the requests still open and what the page
 * shows. A journey that fails once in CI leaves only the log's tail behind (scripts/test-reports.mjs
 * prints these lines under its error): they tell a page that stopped answering from a chunk that never
 * arrived or a list that was slow. Returns the printer, which says nothing for a journey that passed.
 */
export function logPages(browser: Browser, context: BrowserContext): (testInfo: TestInfo) => Promise<void> {
  const watched = new Map<Page, Watched>();
  let opened = 0;
  const adopt = (page: Page) => {
    if (watched.has(page)) return;
    opened += 1;
    watched.set(page, watch(page, page.context() === context ? `page ${opened}` : `page ${opened}, own context`));
  };
  context.on('page', adopt);
  const look = setInterval(() => browser.contexts().flatMap((c) => c.pages()).forEach(adopt), LOOK_EVERY_MS);
  look.unref();
  return async (testInfo) => {
    clearInterval(look);
    if (testInfo.status === testInfo.expectedStatus) return;
    const described = await Promise.all([...watched].map(([page, log]) => describe(page, log)));
    console.log(described.join('\n'));
  };
}
