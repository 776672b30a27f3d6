// `npm run dev`: the server from its TypeScript sources, restarted on every change (node --watch with
// tsx), and the Vite dev server with hot module replacement at http://localhost:5173. Vite proxies the
// API, the identity provider and /config.json to the server (apps/web/vite.config.ts); the server's
// PUBLIC_URL is Vite's address, so the embedded issuer, its sign-in redirects and e-mailed links all
// point at the page the developer has open and sign-in works as in production.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, onProjectNode } from './lib.mjs';

await onProjectNode();

/** The ports apps/web/vite.config.ts expects: its proxy sends /service, /idp and /config.json to 3000. */
const SERVER_PORT = '3000';
const VITE_URL = 'http://localhost:5173';

const children = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env, PORT: SERVER_PORT, PUBLIC_URL: VITE_URL },
  }),
  spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--port', new URL(VITE_URL).port, '--strictPort'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// Either one ending (a port in use, a crash at start) ends the other: half a dev setup only confuses.
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
