import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runs every *.bench.ts in this folder, one after the other, each in its own process. */
const here = dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(here).filter((f) => f.endsWith('.bench.ts')).sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: here, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
console.log(`\n${benches.length - failed}/${benches.length} benches within budget`);
process.exitCode = failed > 0 ? 1 : 0;
