import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { atMost, info, record, type Figure } from './lib/figures';
import { freePort } from './lib/free-port';
import { processCpuMs } from './lib/load/cpu';
import { statusKb } from './lib/load/proc-status';
import { ROOT, scriptsLib } from './lib/server-runtime';

/**
 * Issue 8: resident memory of the compiled server on PGlite, started exactly as `npm start` starts it
 * (scripts/lib.mjs SERVER_RUNTIME: node flags, environment, dist/main.js). The first start creates and
 * seeds an empty database; the second, on that database, is what a running deployment looks like. For
 * each: wait for readiness, sign nothing in, read VmRSS from /proc after 10 s idle and after 100
 * anonymous requests. Linux only (/proc).
 */
const DATA_DIR = path.join(ROOT, '.tmp', 'bench-server-memory');
const IDLE_MS = 10_000;

const lib = scriptsLib;

async function waitForReady(base: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    const ready = await fetch(`${base}/service/api/health/ready`).then((r) => r.ok, () => false);
    if (ready) return;
    await sleep(200);
  }
}

/** 100 anonymous requests a load balancer, a monitor and a first visit make: no sign-in. */
const REQUESTS = [
  '/service/api/health/live',
  '/service/api/health/ready',
  '/service/api/health',
  '/',
  '/config.json',
  '/idp/.well-known/openid-configuration',
  '/idp/jwks',
  '/service/maps/works/MapServer/0/query?where=1%3D1&outFields=OBJECTID&resultRecordCount=50&f=json',
  '/service/api/docs/json',
  '/Help',
];

async function makeRequests(base: string): Promise<number> {
  let failed = 0;
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${base}${REQUESTS[i % REQUESTS.length]}`);
    await response.arrayBuffer();
    if (!response.ok) failed += 1;
  }
  return failed;
}

interface Sample {
  readyS: number;
  startCpuS: number;
  idleMb: number;
  idleAnonMb: number;
  idleFileMb: number;
  afterRequestsMb: number;
  peakMb: number;
  failed: number;
}

async function measureStart(): Promise<Sample> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { SERVER_RUNTIME } = lib;
  const started = performance.now();
  const server = spawn(process.execPath, [...SERVER_RUNTIME.nodeFlags, SERVER_RUNTIME.entry], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...SERVER_RUNTIME.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, DATA_DIR, LOG_LEVEL: 'warn', MAILBOX_SMTP_PORT: '0' },
  });
  const pid = server.pid ?? 0;
  try {
    await waitForReady(base, server);
    const readyS = (performance.now() - started) / 1000;
    const startCpuS = processCpuMs(pid) / 1000;
    await sleep(IDLE_MS);
    const idleMb = statusKb(pid, 'VmRSS') / 1024;
    const idleAnonMb = statusKb(pid, 'RssAnon') / 1024;
    const idleFileMb = statusKb(pid, 'RssFile') / 1024;
    const failed = await makeRequests(base);
    const afterRequestsMb = statusKb(pid, 'VmRSS') / 1024;
    return { readyS, startCpuS, idleMb, idleAnonMb, idleFileMb, afterRequestsMb, peakMb: statusKb(pid, 'VmHWM') / 1024, failed };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

lib.ensureWebBuild();
lib.ensureServerBuild();
rmSync(DATA_DIR, { recursive: true, force: true });
const first = await measureStart();
const again = await measureStart();
rmSync(DATA_DIR, { recursive: true, force: true });

const figures: Figure[] = [
  atMost('server RSS idle 10 s after ready, PGlite (seeded database)', again.idleMb, 200, 'MB'),
  atMost('server RSS after 100 anonymous requests, PGlite (seeded database)', again.afterRequestsMb, 200, 'MB'),
  // The file-backed part (the node binary's pages, mapped files) holds steady; the anonymous part (V8's
  // heap, PGlite's WebAssembly memory, malloc) moves by 5-15 MB between starts of the same build.
  info('server RSS idle: anonymous / file-backed, PGlite (seeded database)', `${again.idleAnonMb.toFixed(1)} / ${again.idleFileMb.toFixed(1)} MB`),
  info('server RSS peak during start, PGlite (seeded database)', `${again.peakMb.toFixed(0)} MB`),
  info('server start to ready, PGlite (seeded database)', `${again.readyS.toFixed(1)} s (${again.startCpuS.toFixed(1)} s CPU)`),
  info('server RSS idle / after 100 requests, first start (creates and seeds PGlite)', `${first.idleMb.toFixed(0)} / ${first.afterRequestsMb.toFixed(0)} MB`),
  info('server RSS peak, first start', `${first.peakMb.toFixed(0)} MB`),
  info('server first start to ready (creates and seeds PGlite)', `${first.readyS.toFixed(1)} s (${first.startCpuS.toFixed(1)} s CPU)`),
];
const failed = first.failed + again.failed;
if (failed > 0) figures.push(info('requests that failed (should be none)', String(failed)));
record('server-memory', figures, [
  {
    title: 'Server memory: how it was measured',
    body: [
      `node ${lib.SERVER_RUNTIME.nodeFlags.join(' ')} ${lib.SERVER_RUNTIME.entry} with ${Object.entries(lib.SERVER_RUNTIME.env).map(([k, v]) => `${k}=${v}`).join(' ')}, ${process.version}`,
      'embedded PGlite (PGLITE_SHARED_BUFFERS default), no sign-in; VmRSS and VmHWM from /proc/<pid>/status',
      `the 100 requests cycle through: ${REQUESTS.join(', ')}`,
    ].join('\n'),
  },
]);
