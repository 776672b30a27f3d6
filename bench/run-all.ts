import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asRow, clearRecorded, readRecorded } from './lib/figures';

/**
 * `npm run bench`: runs every *.bench.ts here, each in its own process, then prints one table
 * (figure, target, measured, pass) and writes it to RESULTS.md with the machine it ran on.
 * `npm run bench -- web` runs only the benches whose file name contains "web".
 */
const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

clearRecorded();
const crashed: string[] = [];
for (const file of benches) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: here, stdio: 'inherit' });
  if (result.status !== 0) crashed.push(file);
}

const recorded = readRecorded();
const figures = recorded.flatMap((r) => r.figures);
console.log('\n== All figures');
console.table(figures.map(asRow));
const failed = figures.filter((f) => f.pass === false).length;
console.log(`${figures.length - failed}/${figures.length} figures within target${crashed.length ? `; benches that failed to run: ${crashed.join(', ')}` : ''}`);

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory, load average ${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ')} at the end, Node ${process.version}`;
const cell = (s: string) => s.replaceAll('|', '\\|');
const markdown = [
  '# Benchmark results',
  '',
  `Latest \`npm run bench${only.length ? ` -- ${only.join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  `Machine: ${machine}.`,
  '',
  '| figure | target | measured | pass |',
  '|---|---|---|---|',
  ...figures.map((f) => { const r = asRow(f); return `| ${cell(r.figure ?? '')} | ${cell(r.target ?? '')} | ${cell(r.measured ?? '')} | ${r.pass} |`; }),
  '',
  ...recorded.flatMap((r) => r.details.flatMap((d) => [`## ${d.title}`, '', '```', d.body.trimEnd(), '```', ''])),
].join('\n');
if (only.length === 0) writeFileSync(join(here, 'RESULTS.md'), markdown);
else writeFileSync(join(here, '..', '.tmp', 'bench-figures', 'RESULTS.partial.md'), markdown);
process.exitCode = failed > 0 || crashed.length > 0 ? 1 : 0;
