import type { Cell } from './hydstra-tables';

const NEEDS_QUOTES = /[",\r\n]/;

function encodeCell(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'boolean' ? (cell ? 'Y' : 'N') : String(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV: a header line, CRLF line ends, fields quoted only when they must be. */
export function encodeCsv(columns: readonly string[], rows: readonly Cell[][]): string {
  return [columns, ...rows].map((row) => row.map(encodeCell).join(',')).join('\r\n') + '\r\n';
}

/** Reads RFC 4180 CSV back into rows of text (the importer's side); quotes may hold commas and line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (quoted && ch === '"' && next === '"') {
      field += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted) field += ch;
    else if (ch === ',') endField();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && next === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
