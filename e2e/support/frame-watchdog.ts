import type { Browser, Page } from '@playwright/test';
import { firstLine } from './page-log';

/** How often every open page is asked whether it still paints. */
const PROBE_EVERY_MS = 5_000;
/** How long a page's animation frame may take before the probe's own timer answers "no frame". */
const FRAME_WAIT_MS = 2_000;
/** A page whose scripts do not answer at all (a native dialog open, a navigation) is not judged. */
const ANSWER_WAIT_MS = FRAME_WAIT_MS + 5_000;

/** Probes in a row a page's scripts leave unanswered before the watchdog says so. */
const MUTED_PROBES_REPORTED = 6;

type Probe = 'frames' | 'no frames' | 'no answer';

/**
 * Whether the page's compositor still produces frames: an animation frame against a timer. A page
 * busy with a long task delays both, so one "no frames" alone proves nothing; two in a row do.
 */
async function probe(page: Page): Promise<Probe> {
  const answer = page
    .evaluate(
      (wait) =>
        new Promise<boolean>((resolve) => {
          requestAnimationFrame(() => resolve(true));
          setTimeout(() => resolve(false), wait);
        }),
      FRAME_WAIT_MS,
    )
    .then((painted): Probe => (painted ? 'frames' : 'no frames'))
    .catch((): Probe => 'no answer');
  const silence = new Promise<Probe>((resolve) => setTimeout(() => resolve('no answer'), ANSWER_WAIT_MS).unref());
  return Promise.race([answer, silence]);
}

/** Whether a page of a context of its own paints in the same browser: tells a page's stall from the browser's. */
async function freshPageProbe(browser: Browser): Promise<Probe> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent('<p>frame probe</p>');
    return await probe(page);
  } finally {
    await context.close();
  }
}

/** A short screencast makes the compositor produce frames for a viewer. */
export async function screencast(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 10, maxWidth: 64, maxHeight: 64 });
    await page.waitForTimeout(250);
    await cdp.send('Page.stopScreencast');
  } finally {
    await cdp.detach();
  }
}

/** A new viewport size gives the page a new surface to draw into; the old size comes straight back. */
async function nudgeViewport(page: Page): Promise<void> {
  const size = page.viewportSize();
  if (!size) return;
  await page.setViewportSize({ width: size.width, height: size.height + 1 });
  await page.setViewportSize(size);
}

/** Ways to wake a page's compositor, cheapest and least visible to the journey first. */
const WAKE_UPS: readonly [string, (page: Page) => Promise<void>][] = [
  ['screencast', screencast],
  ['bring to front', (page) => page.bringToFront()],
  ['viewport nudge', nudgeViewport],
];

async function describePage(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => `visibility ${document.visibilityState}, focus ${document.hasFocus()}, readyState ${document.readyState}`)
    .catch((error: Error) => `no state (${firstLine(error)})`);
  return `${page.url()} (${state})`;
}

/**
 * Wakes a page that stopped painting, and says what happened on the journey's output. A page whose
 * compositor stops answers scripts but never paints: Playwright's click waits for two animation frames
 * to call a button stable, and a capture waits for a frame, so the journey hangs until its timeout (10
 * minutes for the longest, in CI). A page none of the wake-ups revives is closed, so that the journey
 * fails at once with the reason printed above its error and its retry starts in a new browser.
 */
async function rescue(browser: Browser, page: Page): Promise<void> {
  const where = await describePage(page);
  const elsewhere = await freshPageProbe(browser).catch((error: Error) => `fresh page failed: ${firstLine(error)}`);
  console.warn(`frame watchdog: ${where} painted no frame in two probes; a fresh page of the same browser: ${elsewhere}`);
  for (const [name, wakeUp] of WAKE_UPS) {
    await wakeUp(page).catch((error: Error) => console.warn(`frame watchdog: ${name} failed: ${firstLine(error)}`));
    const after = await probe(page);
    console.warn(`frame watchdog: after ${name}: ${after}`);
    if (after !== 'no frames') return;
  }
  console.warn('frame watchdog: the page still paints nothing; closing it so the journey fails now instead of at its timeout');
  await page.close().catch(() => undefined);
}

/**
 * Probes every page of every context of the worker's browser, including the contexts journeys open
 * themselves, and rescues a page that stopped painting (see `rescue`). Returns the stop.
 */
export function watchFrames(browser: Browser): () => Promise<void> {
  const silentProbes = new WeakMap<Page, number>();
  const mutedProbes = new WeakMap<Page, number>();
  let round: Promise<void> | undefined;
  const check = async () => {
    const pages = browser.contexts().flatMap((context) => context.pages());
    await Promise.all(
      pages.map(async (page) => {
        const result = await probe(page);
        if (page.isClosed()) return;
        const muted = result === 'no answer' ? (mutedProbes.get(page) ?? 0) + 1 : 0;
        mutedProbes.set(page, muted);
        // Not rescued (a native dialog waiting for the journey mutes a page as well), but said: a
        // page whose scripts hang looks the same as one that stopped painting in Playwright's call log.
        if (muted === MUTED_PROBES_REPORTED) console.warn(`frame watchdog: ${page.url()} has not answered a script for ${muted} probes`);
        const silent = result === 'no frames' ? (silentProbes.get(page) ?? 0) + 1 : 0;
        silentProbes.set(page, silent);
        if (silent < 2) return;
        silentProbes.set(page, 0);
        await rescue(browser, page);
      }),
    );
  };
  // A round that is still rescuing a page is not queued behind.
  const timer = setInterval(() => {
    round ??= check()
      .catch((error: Error) => console.warn(`frame watchdog: ${error.message}`))
      .finally(() => (round = undefined));
  }, PROBE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
