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

/**
 * Where a journey failed and what it waited for: a flaky one passes on retry, so the CI log's tail is
 * all a later session has to find its cause by (the line, the locator, what was expected and received).
 */
function errorDetail(error) {
  if (!error) return '';
  const at = error.location ? `\n      at ${path.relative(ROOT, error.location.file)}:${error.location.line}` : '';
  const facts = stripVTControlCharacters(String(error.message ?? ''))
    .split('\n')
    .filter((line) => /^\s*(Locator|Expected|Received|Timeout)\b/.test(line))
    .slice(0, 4)
    .map((line) => `\n      ${line.trim()}`);
  return at + facts.join('');
}

/** What a failed journey printed (a page's log, say: e2e/support/page-log.ts), indented under it. */
function printed(result) {
  const text = (result?.stdout ?? []).map((chunk) => chunk.text ?? '').join('');
  const lines = stripVTControlCharacters(text).split('\n').filter((line) => line.trim());
  return lines.slice(-40).map((line) => `\n      ${line}`).join('');
}

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
        const failed = test.results?.find((r) => r.status !== 'passed');
        listed.push(`${file ?? suite.file} > ${spec.title} (${test.status}): ${firstLine(failed?.error?.message)}${errorDetail(failed?.error)}${printed(failed)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return listed;
}

