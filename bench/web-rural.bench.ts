import type { Browser, Page } from 'playwright-core';
import { atMost, info, record, type Detail, type Figure } from './lib/figures';
import { startPortalServer } from './lib/portal-server';
import { RURAL, launchChromium, ruralPage, signedInState, type PageLoad } from './lib/rural-chromium';

/**
 * Issue 8: what a driller on a rural site waits for. Each page is loaded RUNS times in a fresh
 * Chromium context (cold HTTP cache, no service worker) on the rural profile, against the last
 * `npm run build` served by the real server in production mode. Signed-in pages start from a session
 * made un-throttled just before (the token in local storage, as a returning driller has it).
 */
const RUNS = 3;
const DRILLER = { login: 'dl1234', password: 'Driller#2026' };

interface Scenario {
  name: string;
  path: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
  /** The measured moment: LCP, or the Form A page usable. */
  pick: (load: PageLoad) => number | null;
  limitS: number;
  figure: string;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'landing /',
    path: '/',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Create account' }).waitFor({ timeout: 120_000 }),
    pick: (load) => load.lcpMs,
    limitS: 2.0,
    figure: 'landing / largest contentful paint',
  },
  {
    name: '/Home',
    path: '/Home',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor({ timeout: 120_000 }),
    pick: (load) => load.lcpMs,
    limitS: 2.0,
    figure: '/Home (driller) largest contentful paint',
  },
  {
    name: 'Form A step 1',
    path: '/Work',
    signedIn: true,
    ready: (page) => page.getByRole('button', { name: 'Next', exact: true }).waitFor({ timeout: 120_000 }),
    pick: (load) => load.usableMs,
    limitS: 3.0,
    figure: 'Form A step 1 usable ("Next" enabled)',
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function runScenario(browser: Browser, baseUrl: string, scenario: Scenario): Promise<PageLoad[]> {
  const loads: PageLoad[] = [];
  for (let run = 0; run < RUNS; run++) {
    const session = scenario.signedIn ? await signedInState(browser, baseUrl, DRILLER.login, DRILLER.password) : undefined;
    const rural = await ruralPage(browser, baseUrl, session);
    try {
      const load = await rural.load(scenario.path, scenario.ready);
      loads.push(load);
      console.log(`${scenario.name} run ${run + 1}: ${((scenario.pick(load) ?? Number.NaN) / 1000).toFixed(2)} s, ${(load.transferredBytes / 1024).toFixed(0)} KB`);
    } finally {
      await rural.close();
    }
  }
  return loads;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function scenarioFigures(scenario: Scenario, loads: PageLoad[]): Figure[] {
  const moment = median(loads.map((l) => scenario.pick(l) ?? Number.POSITIVE_INFINITY)) / 1000;
  return [
    atMost(`${scenario.figure}, rural, cold cache (median of ${RUNS})`, moment, scenario.limitS, 's', 2),
    info(`${scenario.name}: bytes transferred, rural, cold cache (median)`, kb(median(loads.map((l) => l.transferredBytes)))),
    info(`${scenario.name}: main-thread busy at 4x CPU slowdown (median)`, `${(median(loads.map((l) => l.mainThreadMs)) / 1000).toFixed(2)} s`),
  ];
}

function scenarioDetail(scenario: Scenario, loads: PageLoad[]): Detail {
  const runs = loads.map(
    (l, i) =>
      `run ${i + 1}: measured ${((scenario.pick(l) ?? Number.NaN) / 1000).toFixed(2)} s, LCP ${((l.lcpMs ?? Number.NaN) / 1000).toFixed(2)} s, ` +
      `${kb(l.transferredBytes)} transferred, main thread ${(l.mainThreadMs / 1000).toFixed(2)} s`,
  );
  const assets = (loads[0]?.assets ?? []).map((a) => `  ${a.path.padEnd(60)} ${kb(a.bytes).padStart(10)}`);
  return { title: `Rural load of ${scenario.name} (${scenario.path})`, body: [...runs, '', 'scripts and style sheets of run 1 (bytes as sent):', ...assets].join('\n') };
}

const server = await startPortalServer();
let browser: Browser | null = null;
try {
  browser = await launchChromium();
  const figures: Figure[] = [];
  const details: Detail[] = [];
  for (const scenario of SCENARIOS) {
    const loads = await runScenario(browser, server.url, scenario);
    figures.push(...scenarioFigures(scenario, loads));
    details.push(scenarioDetail(scenario, loads));
  }
  const profile = `${RURAL.downKbps / 1000} Mbps down, ${RURAL.upKbps} Kbps up, ${RURAL.rttMs} ms RTT, CPU ${RURAL.cpuSlowdown}x slower`;
  details.unshift({ title: 'Rural profile (web-rural)', body: `${profile}; Chromium via playwright-core + CDP; production build served by the real server (NODE_ENV=production).` });
  record('web-rural', figures, details);
} finally {
  await browser?.close();
  await server.stop();
}
