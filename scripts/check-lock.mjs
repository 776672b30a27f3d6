// Checks that package-lock.json installs with `npm ci` on the platforms people develop on. npm 11 can
// write a lock that holds only this machine's optional native packages (rollup's), and `npm ci` then
// refuses it everywhere; a dry run per platform catches that from the lock alone, without the network.
// It also checks that the root `overrides` are applied in the lock: npm applies a newly declared
// override to an existing lock only on `npm update NAME --package-lock-only`, and `npm ls` flags the rest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PLATFORMS = [
  { os: 'linux', cpu: 'x64' },
  { os: 'darwin', cpu: 'arm64' },
  { os: 'win32', cpu: 'x64' },
];

/** Runs npm in `root`; returns null when it succeeds, else its first `npm error` lines. */
function npmFailure(root, args) {
  const result = spawnSync('npm', args, { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' });
  if (result.status === 0) return null;
  const reason = `${result.stderr ?? ''}`.split('\n').filter((line) => line.startsWith('npm error')).slice(0, 8);
  return reason.join('\n') || `exit ${result.status}`;
}

/** Every way the lock in `root` fails to install as declared (empty when it installs everywhere). */
export function lockRefusals(root) {
  const refusals = [];
  for (const { os, cpu } of PLATFORMS) {
    const args = ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', `--os=${os}`, `--cpu=${cpu}`];
    const reason = npmFailure(root, args);
    if (reason) refusals.push({ check: `npm ci on ${os}/${cpu}`, reason });
  }
  const unapplied = npmFailure(root, ['ls', '--all', '--package-lock-only', '--offline']);
  if (unapplied) refusals.push({ check: 'npm ls (overrides applied, versions in range)', reason: unapplied });
  return refusals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const refusals = lockRefusals(root);
  for (const { check, reason } of refusals) console.error(`✖ package-lock.json fails ${check}:\n${reason}\n`);
  if (refusals.length > 0) {
    console.error('Regenerate the lock with `npm install --package-lock-only` (see docs/decisions.md, Issue 8: Install).');
    process.exit(1);
  }
  console.log(`package-lock.json installs with npm ci on ${PLATFORMS.map((p) => `${p.os}/${p.cpu}`).join(', ')}, overrides applied`);
}
