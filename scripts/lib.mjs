// Shared steps of `npm start` and `npm test`: plain Node, no dependencies, so they run on a bare clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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

/**
 * How the compiled server runs, here (`npm start`), in the Dockerfile (its test checks they agree) and
 * in bench/server-memory.bench.ts. With PGlite's small buffer cache (apps/server/src/platform/db/pool.ts)
 * they keep an idle server on PGlite under 200 MB resident (docs/decisions.md, Issue 8: Runtime and
 * deploy): V8's young generation in 2 MB semi-spaces instead of 16 MB, and glibc's mmap threshold
 * pinned so large blocks freed after start (V8 compiling PGlite's WASM) go back to the system instead
 * of staying in the heap (no effect off glibc).
 */
export const SERVER_RUNTIME = {
  entry: 'apps/server/dist/main.js',
  nodeFlags: ['--max-semi-space-size=2'],
  env: { MALLOC_MMAP_THRESHOLD_: '131072' },
};

/**
 * The node flags for a server on this database. The small young generation saves memory where it is
 * scarce, the embedded PGlite (its WASM heap is most of the 200 MB); on a PostgreSQL server it cost
 * 13 % of the server's CPU in garbage collection under load (bench/), so V8's default is kept there.
 */
export function serverNodeFlags(databaseUrl) {
  return databaseUrl ? [] : SERVER_RUNTIME.nodeFlags;
}

/** Compiles the server (and the domain source it imports) when its sources are newer than the build. */
export function ensureServerBuild() {
  const built = path.join(ROOT, SERVER_RUNTIME.entry);
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps/server/src')),
    statSync(path.join(ROOT, 'apps/server/rolldown.config.ts')).mtimeMs,
    newestMtime(path.join(ROOT, 'packages/domain/src')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the server...');
  must('npm', ['run', 'build', '-w', 'apps/server']);
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

/** The root package's `engines.node` (">=24.11 <25"): the Node versions the project runs on. */
function supportedNode() {
  const range = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;
  const [, major, minor, below] = /^>=(\d+)\.(\d+) <(\d+)$/.exec(range).map(Number);
  return { range, isSupported: ([m, n]) => m < below && (m > major || (m === major && n >= minor)) };
}

/**
 * The Node binary `npm ci` installed from the registry for this platform (root optionalDependencies;
 * npm picks the one whose os/cpu match). Apple Silicon has no Node 24 LTS package there: null.
 */
export function projectNodeBinary() {
  const name = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return null;
  return path.join(path.dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.node);
}

/**
 * Installs dependencies, then makes sure this script and every child it starts (npx vitest, tsc, vite,
 * Playwright's web server, the server) run on the project's Node: a machine's older Node re-executes
 * the script on the binary from node_modules, whose folder goes first on PATH for the children.
 * Resolves only when already on a supported Node; otherwise this process ends with the re-run's status.
 */
export async function onProjectNode() {
  ensureDependencies();
  const { range, isSupported } = supportedNode();
  if (isSupported(process.versions.node.split('.').map(Number))) return;
  const binary = projectNodeBinary();
  if (!binary) {
    console.error(`✖ Node ${range} is needed (this is ${process.version}) and npm has no Node package for ${process.platform}/${process.arch}.`);
    console.error('  Install Node 24 LTS, e.g. `nvm install` in this folder (it reads .nvmrc), then run the command again.');
    process.exit(1);
  }
  // Windows spells the variable `Path`; keep whichever spelling is there.
  const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  const env = { ...process.env, [pathKey]: [path.dirname(binary), process.env[pathKey]].join(path.delimiter) };
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => {});
}
