// `npm start`: install what is missing, build the web app, then migrate, seed and serve on PORT (3000).
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, ensureWebBuild } from './lib.mjs';

ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
