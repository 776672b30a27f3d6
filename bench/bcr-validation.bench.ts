import { performance } from 'node:perf_hooks';
import { bcrReportSchema, validateBcr } from '@driller/domain';
import { benchContext, largeBcr, largeBcrInput } from './factories/bcr-report.factory';

/** Budget: validating a 200-rows-per-section BCR must take under 5 ms (median). */
const BUDGET_MS = 5;
const ROUNDS = 200;
const WARMUP = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function measure(run: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const report = largeBcr(200);
const ctx = benchContext();
const issues = validateBcr(report, ctx);
const errors = issues.filter((i) => i.severity === 'error');
const input = largeBcrInput(200);

const validateMs = measure(() => validateBcr(report, ctx));
const parseMs = measure(() => bcrReportSchema.parse(input));

console.log(`bcr-validation: validateBcr, 200 rows per section: median ${validateMs.toFixed(3)} ms (budget ${BUDGET_MS} ms)`);
console.log(`bcr-validation: bcrReportSchema.parse, same report: median ${parseMs.toFixed(3)} ms (informational)`);
console.log(`bcr-validation: ${issues.length} issues (${errors.length} errors) on the synthetic report`);

if (errors.length > 0) {
  console.error('bcr-validation: the synthetic report should be valid; first errors:', errors.slice(0, 5));
  process.exitCode = 1;
}
if (validateMs >= BUDGET_MS) {
  console.error(`bcr-validation: over budget (${validateMs.toFixed(3)} ms >= ${BUDGET_MS} ms)`);
  process.exitCode = 1;
}
