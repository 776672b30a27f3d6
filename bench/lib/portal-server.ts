import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort } from './free-port';
import path from 'node:path';
import { ROOT, scriptsLib } from './server-runtime';

export interface PortalServer {
  url: string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/service/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${url}/service/api/health within ${timeoutMs / 1000} s`);
}

/**
 * The real server in production mode on a fresh embedded database, serving the last `npm run build`
 * of the web app (precompressed, immutable assets) as a driller would get it. Demo accounts are seeded
 * so a bench can sign in.
 */
export async function startPortalServer(): Promise<PortalServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = path.join(ROOT, '.tmp', `bench-web-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const { SERVER_RUNTIME, ensureServerBuild } = scriptsLib;
  ensureServerBuild();
  const child = spawn(process.execPath, [...SERVER_RUNTIME.nodeFlags, SERVER_RUNTIME.entry], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...SERVER_RUNTIME.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      MAILBOX_SMTP_PORT: '0',
      SEED_DEMO_ACCOUNTS: 'true',
      LOG_LEVEL: 'warn',
      IDP_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
