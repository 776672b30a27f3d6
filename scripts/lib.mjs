// Shared steps of `npm start` and `npm test`: plain Node, no dependencies, so they run on a bare clone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
  return result.status ?? 1;
}

export function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Installs dependencies when node_modules is missing or older than the lock file, with `npm ci` only:
 * a plain `npm install` would quietly rewrite the lock and hide a lock that others cannot install.
 */
export function ensureDependencies() {
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: ROOT,
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status === 0) return;
  process.stderr.write(result.stderr ?? '');
  const reason = `${result.stderr ?? ''}`.split('\n').filter((line) => line.startsWith('npm error')).slice(0, 12);
  console.error(`\n✖ npm ci failed (exit ${result.status ?? 'signal'}); dependencies were not installed.`);
  console.error(reason.length > 0 ? `Reason:\n${reason.join('\n')}` : `Reason: ${result.error?.message ?? 'see the output above'}`);
  console.error('If the lock file is out of step with package.json, fix the lock (`npm install --package-lock-only`,');
  console.error('then `node scripts/check-lock.mjs`) and commit it; do not install around it.');
  process.exit(result.status || 1);
}

/** Builds the web app when its sources (or the domain's) are newer than the last build. */
export function ensureWebBuild() {
  const built = path.join(ROOT, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps/web')),
    newestMtime(path.join(ROOT, 'packages/domain/src')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the web app...');
  must('npm', ['run', 'build', '-w', 'apps/web']);
}
