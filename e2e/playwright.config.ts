import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { FIXTURE_BASE_MAPS } from './support/base-map';
import { BASE_URL, E2E_PORT } from './support/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = E2E_PORT;

/**
 * The journeys that sign in, sign up or change a demo account's password go through the provider's
 * pages and share those accounts, so they run one at a time; the others start from a session signed
 * in once (support/global-setup.ts) and run beside them.
 */
const ACCOUNT_JOURNEYS = /(roles|signup|change-password|password-reset|requests-[a-z-]+)\.spec\.ts$/;

/**
 * Journeys that open a PDF in a window of its own: the headless shell the others run in has no PDF
 * viewer and downloads it instead, so they run in the full browser, as a driller's Chrome shows it.
 */
const PDF_VIEWER_JOURNEYS = /bcr-pdf-email\.spec\.ts$/;

/**
 * Chromium features the journeys do without. Playwright passes its own --disable-features list and
 * Chromium keeps only the last such flag, so this one repeats Playwright's (1.65,
 * server/chromium/chromiumSwitches.ts) and adds the address bar's two popups: Chromium 156 preloads
 * them as pages in a renderer of its own for every browser context, in a headless browser that never
 * shows an address bar (issue 8: a sixth of the journeys' CPU).
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Debian's chromium wrapper turns on GPU rasterisation (/etc/chromium.d/default-flags); with no GPU that
 * is SwiftShader emulating one on the CPU. Skia's own CPU rasteriser paints the same pages for less: the
 * journeys' Chromium and Playwright CPU went from 705 s to 612 s (session 10, 86 journeys). The headless
 * shell below reads no such flags; this and the features above matter when CHROMIUM_PATH names the full
 * browser.
 */
const CPU_RASTER = ['--disable-gpu-rasterization'];

/**
 * Debian's headless shell: the same Chromium (156) without the browser's windowing and its UI layers,
 * the build Playwright itself runs headless tests in. The same 12 journeys took 153-202 s of CPU over
 * the whole process tree against 198-222 s in the full browser, median 25 % less, and 89-114 s of wall
 * time against 113-123 s (session 22, four alternating pairs). The rural benches keep the full browser:
 * they measure what a driller's Chrome does (bench/lib/rural-chromium.ts).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full browser, through its wrapper (which adds /etc/chromium.d's flags). */
const FULL_BROWSER = '/usr/bin/chromium';

const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--disable-features=${DISABLED_FEATURES.join(',')}`, ...CPU_RASTER],
};

/** Journeys in Debian's Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(ROOT, 'test-results', `e2e-${PORT}`),
  // Hang guards, not speed limits (timings are bench/'s): journeys share the machine with the other tiers.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  globalSetup: './support/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(ROOT, '.tmp/reports/e2e.json') }]],
  projects: [
    { name: 'accounts', testMatch: ACCOUNT_JOURNEYS, workers: 1 },
    // Without the service worker, which installs itself in every journey's fresh context and then
    // answers each of its requests: 18 % less CPU over 12 journeys (191 and 172 s against 233 and
    // 207 s for Chromium, Playwright and the server together, two alternating pairs, session 21), most
    // of it the worker's own renderer. The worker is the offline and delivery journeys' subject (they
    // allow it), and the account journeys keep it, so that its navigation fallback stays in the way of
    // the provider's pages there, as it is for a user.
    // It e-mails the seeded draft BCR, which stays a draft: the BCR wizard journey submits drafts of its own.
    {
      name: 'pdf-viewer',
      testMatch: PDF_VIEWER_JOURNEYS,
      use: { serviceWorkers: 'block', launchOptions: { ...LAUNCH_OPTIONS, executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER } },
    },
    { name: 'journeys', testIgnore: [ACCOUNT_JOURNEYS, PDF_VIEWER_JOURNEYS], use: { serviceWorkers: 'block' } },
  ],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    // A failing journey keeps its trace (actions, network, DOM snapshots), without the screencast: the
    // screencast made Chromium paint and encode frames through every journey, a fifth of the e2e CPU.
    // In CI, where a failure is retried once, only the retry records one: recording every journey's DOM
    // snapshots for the few that fail cost 7 % of the journeys' CPU (762 s against 705 s, session 10).
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: LAUNCH_OPTIONS,
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && node --import tsx apps/server/src/main.ts`,
    cwd: ROOT,
    url: `${BASE_URL}/service/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      MAILBOX_SMTP_PORT: '0',
      LOG_LEVEL: 'warn',
      IDP_RATE_LIMIT_PER_MINUTE: '1000',
      // Sign-ins at scrypt cost 2^12, not production's 2^17: the journeys sign in dozens of times.
      PASSWORD_HASH_COST: '12',
      // Sessions signed in once must not be renewed during a run: a renewal rotates the refresh
      // token, and the other journeys starting from the same session would hold a spent one.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      // The password-reset and sign-up journeys read their e-mail in the mailbox viewer.
      NODE_ENV: 'development',
      MAILBOX_VIEWER: 'true',
      // Fixture tiles served by the journeys themselves (support/base-map.ts), never the internet.
      BASEMAP_LAYERS: JSON.stringify(FIXTURE_BASE_MAPS),
    },
  },
});
