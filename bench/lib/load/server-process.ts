import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { once } from 'node:events';
import { ROOT, scriptsLib } from '../server-runtime';
import { processCpuMs } from './cpu';
import { freePort } from '../free-port';

export interface ServerProcess {
  url: string;
  pid: number;
  /** CPU time the server process has used so far (user + system), in ms: what a request costs it, load or not. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * The real server in its own process, as production runs it: one Node process on loopback, its own
 * pool (PostgreSQL) or the PGlite folder, no demo seeding, warnings-only logs, an outside SMTP address
 * (so no mailbox port is taken).
 */
export async function startServer(database: { url: string } | { dataDir: string }): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { SERVER_RUNTIME, ensureServerBuild, serverNodeFlags } = scriptsLib;
  ensureServerBuild();
  const flags = serverNodeFlags('url' in database ? database.url : undefined);
  // BENCH_SERVER_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (where its time goes).
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
  // BENCH_SERVER_NODE_FLAGS="--flag ...": node flags tried on the server in place of the runtime's own (a V8 setting's cost).
  const tried = process.env.BENCH_SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...(tried ?? flags), ...profile, SERVER_RUNTIME.entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_RUNTIME.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      SEED_DEMO_ACCOUNTS: 'false',
      SMTP_URL: 'smtp://127.0.0.1:9',
      // Sized as docs/operations.md advises for the database's cores (twice, and one): PostgreSQL runs on
      // this machine. Ten connections on 2 cores made statements take turns (GET bcr p99 37 vs 33 ms).
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? String(2 * availableParallelism() + 1),
      ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir, DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/service/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (waited > 180_000) throw new Error('server did not start within 3 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    cpuMs: () => processCpuMs(child.pid ?? 0),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
