// `npm run bench [-- name]`: install what is missing, then run bench/run-all.ts on the project's Node 24.
import path from 'node:path';
import { ROOT, onProjectNode, run } from './lib.mjs';

await onProjectNode();
process.exit(run(process.execPath, ['--import', 'tsx', 'run-all.ts', ...process.argv.slice(2)], { cwd: path.join(ROOT, 'bench') }));
