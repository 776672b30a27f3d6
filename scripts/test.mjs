// `npm test`: every tier, on a bare machine too. Installs what is missing, then runs lint, typecheck,
// unit tests, server tests on PGlite and on a real PostgreSQL, and the Playwright e2e suite in Chromium.
import { existsSync, rmSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureDependencies, must, onProjectNode } from './lib.mjs';
import { hasPostgres, startCluster } from './postgres-cluster.mjs';
import { runTiers } from './tier-runner.mjs';
import { counts, failures } from './test-reports.mjs';

// Installs what is missing, then re-runs this script on the project's Node 24 when this Node is older.
await onProjectNode();

const REPORTS = path.join(ROOT, '.tmp/reports');
const isRoot = process.getuid?.() === 0;

function ensureSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  // The journeys run in Chromium's headless shell (e2e/playwright.config.ts); the benches in chromium.
  if (!existsSync('/usr/bin/chromium-headless-shell')) missing.push('chromium-headless-shell');
  // The PDF tests read the BCR's PDF back as text (pdftotext) and as page images (pdftoppm).
  if (!existsSync('/usr/bin/pdftotext') || !existsSync('/usr/bin/pdftoppm')) missing.push('poppler-utils');
  if (!process.env.TEST_DATABASE_URL && !hasPostgres()) missing.push('postgresql');
  if (missing.length === 0) return;
  if (!isRoot) {
    console.error(`npm test needs Debian packages: ${missing.join(' ')}.\nInstall them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get...`);
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

const npm = (name, args) => ({ name, kind: 'check', command: 'npm', args });

function vitest(name, projects, extra = {}, flags = []) {
  const file = path.join(REPORTS, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...flags, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  return { name, kind: 'vitest', file, command: 'npx', args, ...extra };
}

/** The real-server tier: TEST_DATABASE_URL when given, otherwise a throwaway cluster for this tier only. */
async function postgresServer() {
  if (process.env.TEST_DATABASE_URL) return {};
  const cluster = await startCluster();
  return { env: { TEST_DATABASE_URL: cluster.url }, teardown: () => cluster.stop() };
}

const e2eReport = path.join(REPORTS, 'e2e.json');

/**
 * Listed longest path first: the runner starts them in this order as slots free up. The web build and
 * the journeys after it are the longest chain, so they start at once; the checks and the unit and
 * server tiers share the other slot (issue 8: the whole loop in under 6 minutes on 2 cores).
 */
const TIERS = [
  { name: 'build', kind: 'check', command: 'node', args: ['-e', "import('./scripts/lib.mjs').then((m) => m.ensureWebBuild())"] },
  { name: 'e2e', kind: 'playwright', file: e2eReport, after: ['build'], command: 'npx', args: ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } },
  // The lock must install with npm ci on Linux, macOS and Windows: lock-installs.test.ts runs
  // scripts/check-lock.mjs (and its failure cases). It uses no database, so the PGlite tier runs it and
  // the PostgreSQL tier leaves it out; no separate tier runs the same check again.
  vitest('server-postgres', ['server'], { prepare: postgresServer }, ['--exclude', '**/lock-installs.test.ts']),
  vitest('server-pglite', ['server'], { env: { TEST_DATABASE_URL: '' } }),
  vitest('unit', ['domain', 'web']),
  npm('lint', ['run', 'lint']),
  npm('typecheck', ['run', 'typecheck']),
];

ensureDependencies();
ensureSystemPackages();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const started = performance.now();
// One more tier than cores: every tier waits part of the time (a browser, a database, a child process).
const limit = Number(process.env.TEST_TIERS_AT_ONCE ?? os.availableParallelism() + 1);
const results = await runTiers(TIERS, { limit, logDir: REPORTS });

// The summary keeps the order it always had; CI and the closing notes read its last line.
const SUMMARY_ORDER = ['lint', 'typecheck', 'unit', 'server-pglite', 'server-postgres', 'build', 'e2e'];
const inSummaryOrder = SUMMARY_ORDER.map((name) => TIERS.find((tier) => tier.name === name));

console.log(`\nTier times (${limit} at once, ${os.availableParallelism()} cores):`);
for (const tier of inSummaryOrder) {
  const result = results.get(tier.name);
  const cpu = result.cpu == null ? '' : `, ${result.cpu} s CPU`;
  console.log(`  ${tier.name.padEnd(16)} ${result.skipped ? `not run (${result.skipped})` : `${result.seconds} s${cpu}`}`);
}
console.log(`  total            ${Math.round((performance.now() - started) / 1000)} s\n`);

let passed = 0;
let failed = 0;
for (const tier of inSummaryOrder) {
  const result = results.get(tier.name);
  const c = counts(tier);
  if (!c) {
    if (result.status !== 0) console.log(`${tier.name}: failed${result.skipped ? ` (not run: ${result.skipped})` : ` (exit ${result.status})`}`);
    failed += result.status !== 0 ? 1 : 0;
    continue;
  }
  console.log(`${tier.name}: ${c.passed} passed, ${c.failed} failed${result.status ? ` (exit ${result.status})` : ''}`);
  passed += c.passed;
  failed += c.failed + (result.status && c.failed === 0 ? 1 : 0);
}
// Each line of a failure cut at 400 characters, not the whole: a journey's page log runs under its error.
const clipped = (failure) => failure.split('\n').map((line) => line.slice(0, 400)).join('\n');
const failedTests = inSummaryOrder.flatMap((tier) => failures(tier).map((failure) => `  ${tier.name}: ${clipped(failure)}`));
if (failedTests.length > 0) console.log(`\nFailed:\n${failedTests.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
