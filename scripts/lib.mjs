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

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  if (run('npm', ['ci', '--no-audit', '--no-fund'], { env }) === 0) return;
  // npm 11 may record only this platform's optional packages (rollup's native builds) and then refuse
  // its own lock file in `npm ci`; `npm install` honours the locked versions and fills the gap.
  console.log('npm ci refused the lock file; installing with npm install instead...');
  must('npm', ['install', '--no-audit', '--no-fund'], { env });
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
