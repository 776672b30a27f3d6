import { parseCsv } from './hydstra-csv';
import { HYDSTRA_EXPORT_FORMAT, type ExportFile } from './hydstra-export-files';
import { HYDSTRA_TABLES, type HydstraTable } from './hydstra-tables';

const MAX_ERRORS = 50;

/** The checks Hydstra's import runs on a batch: every file there, every column there, depths sound. */
export function checkImportFiles(files: readonly ExportFile[]): string[] {
  const errors = [...checkJson(files)];
  for (const t of HYDSTRA_TABLES) {
    const file = files.find((f) => f.fileName.endsWith(`_${t.name}.csv`));
    if (!file) errors.push(`${t.name}: file missing`);
    else errors.push(...checkTable(t, parseCsv(file.bytes.toString('utf8'))));
  }
  return errors.length > MAX_ERRORS ? [...errors.slice(0, MAX_ERRORS), `... and ${errors.length - MAX_ERRORS} more`] : errors;
}

function checkJson(files: readonly ExportFile[]): string[] {
  const json = files.filter((f) => f.fileName.endsWith('.json'));
  if (json.length !== 1) return [`Expected one JSON file, found ${json.length}`];
  try {
    const body = JSON.parse(json[0]!.bytes.toString('utf8')) as { format?: { name?: string }; formAId?: unknown; report?: unknown };
    if (body.format?.name !== HYDSTRA_EXPORT_FORMAT.name) return [`${json[0]!.fileName}: not a ${HYDSTRA_EXPORT_FORMAT.name} export`];
    if (typeof body.formAId !== 'number' || typeof body.report !== 'object' || body.report === null) return [`${json[0]!.fileName}: formAId or report missing`];
    return [];
  } catch {
    return [`${json[0]!.fileName}: not valid JSON`];
  }
}

function checkTable(t: HydstraTable, rows: string[][]): string[] {
  const [header = [], ...body] = rows;
  const missing = t.columns.filter((c) => !header.includes(c));
  if (missing.length > 0) return [`${t.name}: required columns missing: ${missing.join(', ')}`];
  const at = (row: string[], name: string) => row[header.indexOf(name)] ?? '';
  const errors: string[] = [];
  const lastFrom = new Map<string, number>();
  body.forEach((row, i) => {
    const where = `${t.name} row ${i + 1}`;
    if (row.length !== header.length) return void errors.push(`${where}: ${row.length} fields, the header has ${header.length}`);
    for (const key of ['STATION', 'HOLE']) if (at(row, key) === '') errors.push(`${where}: ${key} is empty`);
    if (!t.depth) return;
    const from = depthOf(at(row, t.depth.from));
    const to = depthOf(at(row, t.depth.to));
    if (from === null) errors.push(`${where}: ${t.depth.from} is not a number`);
    if (to === null) errors.push(`${where}: ${t.depth.to} is not a number`);
    if (from === null || to === null) return;
    if (from > to) errors.push(`${where}: ${t.depth.from} ${from} is below ${t.depth.to} ${to}`);
    const group = t.depth.groupBy.map((g) => at(row, g)).join('|');
    const previous = lastFrom.get(group);
    if (previous !== undefined && from < previous) errors.push(`${where}: out of depth order (${t.depth.from} ${from} after ${previous})`);
    lastFrom.set(group, from);
  });
  return errors;
}

/** A depth as Hydstra takes it: a plain decimal number, never empty; negative is above ground (casing stick-up). */
function depthOf(text: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return null;
  return Number(text);
}
