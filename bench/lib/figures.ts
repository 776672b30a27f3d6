import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One measured figure of `npm run bench`. Each bench process records its figures here; run-all.ts
 * reads them back and prints the one table (figure, target, measured, pass) and bench/RESULTS.md.
 */
export interface Figure {
  /** What was measured, e.g. "work list p99, 1M works, PostgreSQL, 16 connections". */
  figure: string;
  /** The target in words, e.g. "< 50 ms"; empty for an informational figure. */
  target: string;
  /** The measured value with its unit, e.g. "12.4 ms". */
  measured: string;
  /** Whether the target was met; null when the figure is informational (no target). */
  pass: boolean | null;
}

/** A longer block (EXPLAIN plans, per-file weights) written under the table in RESULTS.md. */
export interface Detail {
  title: string;
  body: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIGURES_DIR = path.resolve(here, '..', '..', '.tmp', 'bench-figures');

/** Compares a measured number with an upper bound and formats both. */
export function atMost(figure: string, measured: number, limit: number, unit: string, digits = 1): Figure {
  return { figure, target: `≤ ${limit} ${unit}`, measured: `${measured.toFixed(digits)} ${unit}`, pass: measured <= limit };
}

/** Compares a measured number with a lower bound and formats both. */
export function atLeast(figure: string, measured: number, limit: number, unit: string, digits = 1): Figure {
  return { figure, target: `≥ ${limit} ${unit}`, measured: `${measured.toFixed(digits)} ${unit}`, pass: measured >= limit };
}

export function info(figure: string, measured: string): Figure {
  return { figure, target: '', measured, pass: null };
}

/** Records one bench's figures (and details) for run-all.ts; also prints them for a bench run alone. */
export function record(bench: string, figures: Figure[], details: Detail[] = []): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(path.join(FIGURES_DIR, `${bench}.json`), JSON.stringify({ bench, figures, details }, null, 2));
  console.table(figures.map(asRow));
}

export function asRow(f: Figure): Record<string, string> {
  return { figure: f.figure, target: f.target || '—', measured: f.measured, pass: f.pass === null ? '—' : f.pass ? 'pass' : 'FAIL' };
}

export function clearRecorded(): void {
  rmSync(FIGURES_DIR, { recursive: true, force: true });
}

export function readRecorded(): { bench: string; figures: Figure[]; details: Detail[] }[] {
  let files: string[] = [];
  try {
    files = readdirSync(FIGURES_DIR).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(FIGURES_DIR, f), 'utf8')) as { bench: string; figures: Figure[]; details: Detail[] });
}
