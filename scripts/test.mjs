// `npm test`: every tier, on a bare machine too. Installs what is missing, then runs lint, typecheck,
// unit tests, server tests on PGlite and on a real PostgreSQL, and the Playwright e2e suite in Chromium.
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureDependencies, ensureWebBuild, must, run } from './lib.mjs';
import { hasPostgres, startCluster } from './postgres-cluster.mjs';
import { onProjectNode } from './lib.mjs';

// Installs what is missing, then re-runs this script on the project's Node 24 when this Node is older.
await onProjectNode();

const REPORTS = path.join(ROOT, '.tmp/reports');
const isRoot = process.getuid?.() === 0;

function ensureSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
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

function vitest(name, projects, env = {}) {
  const file = path.join(REPORTS, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  return { status: run('npx', args, { env }), file, kind: 'vitest', name };
}

function counts(result) {
  if (!existsSync(result.file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(result.file, 'utf8'));
  if (result.kind === 'vitest') return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) };
  const stats = report.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

ensureDependencies();
ensureSystemPackages();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// The lock must install with npm ci on Linux, macOS and Windows, not only on this machine.
must('node', ['scripts/check-lock.mjs']);
must('npm', ['run', 'lint']);
must('npm', ['run', 'typecheck']);

const results = [vitest('unit', ['domain', 'web']), vitest('server-pglite', ['server'])];

let cluster = null;
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  cluster = await startCluster();
  databaseUrl = cluster.url;
}
try {
  results.push(vitest('server-postgres', ['server'], { TEST_DATABASE_URL: databaseUrl }));
} finally {
  cluster?.stop();
}

ensureWebBuild();
const e2eReport = path.join(REPORTS, 'e2e.json');
results.push({
  status: run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } }),
  file: e2eReport,
  kind: 'playwright',
  name: 'e2e',
});

let passed = 0;
let failed = 0;
for (const result of results) {
  const c = counts(result);
  console.log(`${result.name}: ${c.passed} passed, ${c.failed} failed${result.status ? ` (exit ${result.status})` : ''}`);
  passed += c.passed;
  failed += c.failed + (result.status && c.failed === 0 ? 1 : 0);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
