import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Issue 8's rural link: 1.6 Mbps down, 750 Kbps up, 150 ms round trip, and a CPU four times slower. */
export const RURAL = { downKbps: 1600, upKbps: 750, rttMs: 150, cpuSlowdown: 4 } as const;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Runs in the page before its own scripts: keeps the latest largest-contentful-paint candidate and
 * the moment a "Next" button first exists enabled (the Form A page is usable), both in ms since
 * navigation start.
 */
const PAGE_PROBE = `(() => {
  const probe = { lcp: null, usable: null };
  window.__rural = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const observer = new MutationObserver(() => {
    for (const button of document.querySelectorAll('button')) {
      if (button.textContent.trim() === 'Next' && !button.disabled) {
        probe.usable = performance.now();
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
})();`;

export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface PageLoad {
  /** Largest contentful paint, ms since navigation start. */
  lcpMs: number | null;
  /** "Next" enabled, ms since navigation start (Form A only). */
  usableMs: number | null;
  /** Bytes received (compressed, as sent) for every request of the load. */
  transferredBytes: number;
  /** Script and style sheet paths requested, with their transferred bytes. */
  assets: { path: string; bytes: number }[];
  /** Main-thread task time (throttled), from the CDP Performance domain. */
  mainThreadMs: number;
}

/** A fresh context (empty HTTP cache, no service worker) on the rural profile, optionally with a signed-in session. */
export async function ruralPage(browser: Browser, baseUrl: string, storageState?: SessionState) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: 'en-AU', storageState });
  await context.addInitScript({ content: PAGE_PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RURAL.rttMs,
    downloadThroughput: (RURAL.downKbps * 1000) / 8,
    uploadThroughput: (RURAL.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RURAL.cpuSlowdown });
  await cdp.send('Performance.enable');
  const received = new Map<string, { url: string; bytes: number }>();
  cdp.on('Network.responseReceived', (e) => received.set(e.requestId, { url: e.response.url, bytes: 0 }));
  cdp.on('Network.loadingFinished', (e) => {
    const entry = received.get(e.requestId);
    if (entry) entry.bytes = e.encodedDataLength;
  });

  /** Loads `path`, waits for `ready` and for the network to fall quiet, then reads the probe. */
  const load = async (path: string, ready: (page: Page) => Promise<void>): Promise<PageLoad> => {
    await page.goto(path, { timeout: 120_000 });
    await ready(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const probe = (await page.evaluate('window.__rural')) as { lcp: number | null; usable: number | null };
    const { metrics } = await cdp.send('Performance.getMetrics');
    const task = metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    const all = [...received.values()];
    return {
      lcpMs: probe.lcp,
      usableMs: probe.usable,
      transferredBytes: all.reduce((sum, r) => sum + r.bytes, 0),
      assets: all.filter((r) => /\.(js|css)$/.test(new URL(r.url).pathname)).map((r) => ({ path: new URL(r.url).pathname, bytes: r.bytes })),
      mainThreadMs: task * 1000,
    };
  };
  return { context, page, load, close: () => context.close() };
}

/** Signs in through the provider's own page without throttling; returns the session to start a measured load with. */
export async function signedInState(browser: Browser, baseUrl: string, login: string, password: string): Promise<SessionState> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByLabel('E-mail address or username').fill(login);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/Home$/);
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}
