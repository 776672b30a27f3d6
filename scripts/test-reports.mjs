// Reads the tiers' JSON reports (vitest and Playwright) for npm test's summary: how many passed and
// failed, and which failed with the first line of their error, so the tail of a CI log names them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './lib.mjs';

export function counts(tier) {
  if (tier.kind === 'check') return null;
  if (!existsSync(tier.file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(tier.file, 'utf8'));
  if (tier.kind === 'vitest') {
    // A file that fails before its tests run (an import error) has no failed test: count it once.
    const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed'));
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles.length };
  }
  const stats = report.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

const firstLine = (text) => stripVTControlCharacters(String(text ?? '')).split('\n').find((line) => line.trim()) ?? '';

/** Each failed test of a tier as "file > title: first line of its error", for the summary's tail. */
export function failures(tier) {
  if (tier.kind === 'check' || !existsSync(tier.file)) return [];
  const report = JSON.parse(readFileSync(tier.file, 'utf8'));
  if (tier.kind === 'vitest') {
    return (report.testResults ?? []).flatMap((file) => {
      const name = path.relative(ROOT, file.name);
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      if (failed.length === 0 && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
      return failed.map((a) => `${name} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    });
  }
  const listed = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.status !== 'passed')?.error?.message;
        listed.push(`${file ?? suite.file} > ${spec.title} (${test.status}): ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return listed;
}

