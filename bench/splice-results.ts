import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `node --import tsx bench/splice-results.ts "<note>"`: folds the last partial run
 * (`npm run bench -- <names>`, written to .tmp/bench-figures/RESULTS.partial.md) into RESULTS.md. A row
 * or EXPLAIN block of the partial replaces the one with the same figure or title; new ones are added;
 * the note (when, where and how the partial ran) goes under the heading. The full run takes an hour;
 * a change to a few queries is measured again with the benches that measure them.
 */
const here = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(here, 'RESULTS.md');
const PARTIAL = join(here, '..', '.tmp', 'bench-figures', 'RESULTS.partial.md');

interface Parsed {
  header: string[];
  rows: string[];
  blocks: { title: string; text: string }[];
}

const figureOf = (row: string) => row.split(' | ')[0]?.replace(/^\| /, '') ?? row;

function parse(markdown: string): Parsed {
  const lines = markdown.split('\n');
  const tableStart = lines.findIndex((l) => l.startsWith('| figure |'));
  const rowsEnd = lines.findIndex((l, i) => i > tableStart + 1 && !l.startsWith('|'));
  const blocksText = lines.slice(rowsEnd).join('\n');
  const blocks = blocksText
    .split(/^(?=## )/m)
    .filter((b) => b.startsWith('## '))
    .map((text) => ({ title: text.slice(0, text.indexOf('\n')), text: text.trimEnd() }));
  return { header: lines.slice(0, tableStart), rows: lines.slice(tableStart + 2, rowsEnd), blocks };
}

function splice(whole: Parsed, part: Parsed, note: string): string {
  const newRows = new Map(part.rows.map((r) => [figureOf(r), r]));
  const rows = whole.rows.map((r) => newRows.get(figureOf(r)) ?? r);
  const known = new Set(whole.rows.map(figureOf));
  rows.push(...part.rows.filter((r) => !known.has(figureOf(r))));
  const newBlocks = new Map(part.blocks.map((b) => [b.title, b.text]));
  const blocks = whole.blocks.map((b) => newBlocks.get(b.title) ?? b.text);
  const titles = new Set(whole.blocks.map((b) => b.title));
  blocks.push(...part.blocks.filter((b) => !titles.has(b.title)).map((b) => b.text));
  const header = [...whole.header.join('\n').trimEnd().split('\n'), note, ''];
  return [...header, '| figure | target | measured | pass |', '|---|---|---|---|', ...rows, '', ...blocks.flatMap((b) => [b, ''])].join('\n');
}

const note = process.argv[2];
if (!note) throw new Error('Say when, where and how the partial run ran: splice-results.ts "<note>"');
writeFileSync(RESULTS, splice(parse(readFileSync(RESULTS, 'utf8')), parse(readFileSync(PARTIAL, 'utf8')), note));
