import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 8 (Install): `npm ci` refused the lock on every platform and the scripts silently ran
// `npm install` instead. These run npm itself against the real lock (offline: the lock alone decides).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MANIFESTS = ['package.json', 'apps/server/package.json', 'apps/web/package.json', 'packages/domain/package.json', 'e2e/package.json', 'bench/package.json'];
const NATIVE = 'node_modules/@rollup/rollup-win32-x64-msvc';
const TIMEOUT = 120_000;
const fixtures: string[] = [];

/** A copy of the repository's manifests, lock and scripts, with the lock edited by `editLock`. */
function fixture(editLock: (lock: { packages: Record<string, unknown> }) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
  fixtures.push(dir);
  for (const file of [...MANIFESTS, 'package-lock.json', 'scripts/lib.mjs', 'scripts/check-lock.mjs']) {
    cpSync(path.join(ROOT, file), path.join(dir, file), { recursive: true });
  }
  const lockFile = path.join(dir, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: Record<string, unknown> };
  editLock(lock);
  writeFileSync(lockFile, JSON.stringify(lock, null, 2));
  return dir;
}

function node(cwd: string, args: string[]) {
  return spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
}

afterEach(() => {
  for (const dir of fixtures.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('package-lock.json', () => {
  it('installs with npm ci on linux/x64, darwin/arm64 and win32/x64, with the root overrides applied', () => {
    const result = node(ROOT, ['scripts/check-lock.mjs']);
    expect(result.stderr).not.toContain('✖');
    expect(result.stdout).toContain('installs with npm ci on linux/x64, darwin/arm64, win32/x64, overrides applied');
    expect(result.status).toBe(0);
  }, TIMEOUT);

  it('pins rollup to 4.62.2 and light-my-request to 6.6, whose native packages and dependencies run on Node 20', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
    const versions = (name: string) => Object.entries(lock.packages).filter(([key]) => key.endsWith(`node_modules/${name}`)).map(([, entry]) => entry.version);
    expect(versions('rollup')).toEqual(['4.62.2']);
    expect(versions('@rollup/rollup-darwin-arm64')).toEqual(['4.62.2']);
    expect(versions('light-my-request').every((version) => version?.startsWith('6.6.'))).toBe(true);
    expect(versions('@turf/turf')).toEqual([]);
  });

  it('check-lock fails, naming the platform, when a native package is missing from the lock', () => {
    const dir = fixture((lock) => delete lock.packages[NATIVE]);
    const result = node(dir, ['scripts/check-lock.mjs']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('fails npm ci on win32/x64');
    expect(result.stderr).toContain('rollup-win32-x64-msvc');
  }, TIMEOUT);
});

describe('ensureDependencies (npm start, npm test)', () => {
  it('fails loudly with npm\'s reason when npm ci refuses the lock, instead of running npm install', () => {
    const dir = fixture((lock) => delete lock.packages[NATIVE]);
    const lockBefore = readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
    const result = node(dir, ['--input-type=module', '-e', "import { ensureDependencies } from './scripts/lib.mjs'; ensureDependencies();"]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('✖ npm ci failed');
    expect(result.stderr).toContain('Missing: @rollup/rollup-win32-x64-msvc');
    expect(result.stdout).not.toContain('npm install instead');
    // A fallback `npm install` would have rewritten the lock and filled node_modules.
    expect(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')).toBe(lockBefore);
    expect(existsSync(path.join(dir, 'node_modules/.package-lock.json'))).toBe(false);
  }, TIMEOUT);
});
