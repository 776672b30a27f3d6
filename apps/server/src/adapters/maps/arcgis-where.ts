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

const operatorOf = (op: Token): WhereOperator | null => {
  if (op.kind === 'op') return op.text as WhereOperator;
  return op.kind === 'word' && op.text.toUpperCase() === 'LIKE' ? 'LIKE' : null;
};

/** `1=1` and the like: a comparison of two equal numbers, always true, no clause. */
const isTautology = (left: Token, operator: WhereOperator, right: Token): boolean =>
  left.kind === 'number' && right.kind === 'number' && operator === '=';

/** One `FIELD op value` comparison, its field checked against the layer. */
function comparison(layer: MapLayer, left: Token, operator: WhereOperator, right: Token, invalid: () => Error): WhereClause {
  if (left.kind !== 'word' || (right.kind !== 'string' && right.kind !== 'number')) throw invalid();
  const field = fieldByName(layer, left.text);
  if (!field) throw invalidParameter(`'where' parameter is invalid: Invalid field: ${left.text}`);
  const value = right.kind === 'string' ? right.text : right.value;
  if (operator === 'LIKE' && typeof value !== 'string') throw invalid();
  return { field, operator: operator === '!=' ? '<>' : operator, value };
}

/** The clause of three tokens starting at `i`: null for a tautology. */
function clauseAt(layer: MapLayer, tokens: readonly Token[], i: number, invalid: () => Error): WhereClause | null {
  const [left, op, right] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  if (!left || !op || !right) throw invalid();
  const operator = operatorOf(op);
  if (!operator) throw invalid();
  if (!isTautology(left, operator, right)) return comparison(layer, left, operator, right, invalid);
  if (left.kind === 'number' && right.kind === 'number' && left.value !== right.value) throw invalid();
  return null;
}

const isAnd = (token: Token): boolean => token.kind === 'word' && token.text.toUpperCase() === 'AND';

/**
 * Parses the simple where clauses the portal sends (`1=1`, `FIELD op 'text' AND FIELD op 42`,
 * LIKE patterns) into checked comparisons; anything else is refused with ArcGIS's 400.
 */
export function parseWhere(layer: MapLayer, where: string | undefined): WhereClause[] {
  const text = (where ?? '').trim().replace(/^\((.*)\)$/s, '$1');
  if (text === '') return [];
  const tokens = tokenise(text);
  const clauses: WhereClause[] = [];
  const invalid = () => invalidParameter(`'where' parameter is invalid: ${where ?? ''}`);
  for (let i = 0; ; i += 4) {
    const clause = clauseAt(layer, tokens, i, invalid);
    if (clause) clauses.push(clause);
    const next = tokens[i + 3];
    if (!next) return clauses;
    if (!isAnd(next)) throw invalid();
  }
}
