import { performance } from 'node:perf_hooks';
import { bcrReportSchema, validateBcr } from '@driller/domain';
import { benchContext, largeBcr, largeBcrInput } from './factories/bcr-report.factory';
import { atMost, info, record } from './lib/figures';

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

if (errors.length > 0) {
  // A synthetic report with errors would time the error path, not the rules a valid report runs.
  console.error('bcr-validation: the synthetic report should be valid; first errors:', errors.slice(0, 5));
  process.exitCode = 1;
}
record('bcr-validation', [
  atMost('validateBcr, 200 rows per section (median)', validateMs, BUDGET_MS, 'ms', 3),
  info('bcrReportSchema.parse, same report (median)', `${parseMs.toFixed(3)} ms`),
  info('issues on the synthetic report', `${issues.length} (${errors.length} errors)`),
]);
