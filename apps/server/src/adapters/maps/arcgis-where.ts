import { invalidParameter } from './arcgis-error';
import { fieldByName, type LayerField, type MapLayer } from './map-layers';

export const WHERE_OPERATORS = ['=', '<>', '!=', '<=', '>=', '<', '>', 'LIKE'] as const;
export type WhereOperator = (typeof WHERE_OPERATORS)[number];

/** One comparison of a where clause, its field checked against the layer: never SQL text. */
export interface WhereClause {
  field: LayerField;
  operator: Exclude<WhereOperator, '!='>;
  value: string | number;
}

// A token is a quoted string ('' escapes a quote), a number, a word, or an operator.
const TOKEN = /\s*(?:'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)(?![\w.])|([A-Za-z_][A-Za-z0-9_]*)|(<>|!=|<=|>=|=|<|>))/y;

type Token = { kind: 'string'; text: string } | { kind: 'number'; value: number } | { kind: 'word'; text: string } | { kind: 'op'; text: string };

function tokenise(where: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let position = 0;
  while (position < where.length) {
    if (where.slice(position).trim() === '') break;
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(where);
    if (!match) throw invalidParameter(`'where' parameter is invalid: unexpected text at ${position + 1}`);
    if (match[1] !== undefined) tokens.push({ kind: 'string', text: match[1].replace(/''/g, "'") });
    else if (match[2] !== undefined) tokens.push({ kind: 'number', value: Number(match[2]) });
    else if (match[3] !== undefined) tokens.push({ kind: 'word', text: match[3] });
    else if (match[4] !== undefined) tokens.push({ kind: 'op', text: match[4] });
    position = TOKEN.lastIndex;
  }
  return tokens;
}

/**
 * Parses the simple where clauses the portal sends (`1=1`, `FIELD op 'text' AND FIELD op 42`,
 * LIKE patterns) into checked comparisons; anything else is refused with ArcGIS's 400.
 */
export function parseWhere(layer: MapLayer, where: string | undefined): WhereClause[] {
  const text = (where ?? '').trim().replace(/^\((.*)\)$/s, '$1');
  if (text === '') return [];
  const tokens = tokenise(text);
  const clauses: WhereClause[] = [];
  let i = 0;
  const invalid = () => invalidParameter(`'where' parameter is invalid: ${where ?? ''}`);
  for (;;) {
    const [left, op, right] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (!left || !op || !right) throw invalid();
    const operator = op.kind === 'op' ? op.text : op.kind === 'word' && op.text.toUpperCase() === 'LIKE' ? 'LIKE' : null;
    if (!operator) throw invalid();
    if (left.kind === 'number' && right.kind === 'number' && operator === '=') {
      if (left.value !== right.value) throw invalid();
    } else {
      if (left.kind !== 'word' || (right.kind !== 'string' && right.kind !== 'number')) throw invalid();
      const field = fieldByName(layer, left.text);
      if (!field) throw invalidParameter(`'where' parameter is invalid: Invalid field: ${left.text}`);
      const value = right.kind === 'string' ? right.text : right.value;
      if (operator === 'LIKE' && typeof value !== 'string') throw invalid();
      clauses.push({ field, operator: operator === '!=' ? '<>' : (operator as WhereClause['operator']), value });
    }
    i += 3;
    const next = tokens[i];
    if (!next) return clauses;
    if (next.kind !== 'word' || next.text.toUpperCase() !== 'AND') throw invalid();
    i += 1;
  }
}
