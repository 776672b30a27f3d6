// `npm start`: install what is missing, build the web app and the server when their sources changed,
// then run the compiled server on the project's Node 24: it migrates, seeds and serves on PORT (3000).
import { spawn } from 'node:child_process';
import { ROOT, SERVER_RUNTIME, ensureServerBuild, ensureWebBuild, onProjectNode, serverNodeFlags } from './lib.mjs';

await onProjectNode();
ensureWebBuild();
ensureServerBuild();

const server = spawn(process.execPath, [...serverNodeFlags(process.env.DATABASE_URL), SERVER_RUNTIME.entry], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...SERVER_RUNTIME.env, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
