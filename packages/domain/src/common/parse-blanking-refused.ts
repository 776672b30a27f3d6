import { error, type Issue } from './issue';

/** What the helper needs of a schema (zod's safeParse), so the web can pass one without depending on zod. */
export interface SafeParser<T> {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The schema's refusals (text too long, letters in a number...) and the value parsed with those fields blank, if that parses. */
export interface BlankingParse<T> {
  data: T | null;
  refused: Issue[];
}

/** A copy of plain objects and arrays (what forms hold); any other value is kept as it is. */
function copyPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyPlain);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyPlain(v)]));
}

/** Sets the value at `path` to null in place; a path that does not reach a value changes nothing. */
function blankAt(value: unknown, path: readonly PropertyKey[]): void {
  let holder = value;
  for (const key of path.slice(0, -1)) {
    if (holder === null || typeof holder !== 'object') return;
    holder = (holder as Record<PropertyKey, unknown>)[key];
  }
  const last = path.at(-1);
  if (last === undefined || holder === null || typeof holder !== 'object' || !(last in holder)) return;
  (holder as Record<PropertyKey, unknown>)[last] = null;
}

/**
 * Parses `input`; where the schema refuses fields, parses it again with each refused field blank. The
 * rules can then judge everything else, so a user who typed one over-long text still sees every other
 * error of the form (a refusal used to hide them all until it was mended). `data` is null when even the
 * blanked value does not parse (a refusal of a whole list, say).
 */
export function parseBlankingRefused<T>(schema: SafeParser<T>, input: unknown): BlankingParse<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, refused: [] };
  const refused = parsed.error.issues.map((i) => error(i.path.map(String).join('.'), i.message));
  const blanked = copyPlain(input);
  for (const issue of parsed.error.issues) blankAt(blanked, issue.path);
  const again = schema.safeParse(blanked);
  return { data: again.success ? again.data : null, refused };
}

/**
 * The refusals first, then the rules' issues on other fields: a refused field's own message is the one
 * to mend first (its blank would only add "Required").
 */
export function refusalsWithRuleIssues(refused: readonly Issue[], ruleIssues: readonly Issue[]): Issue[] {
  const refusedPaths = new Set(refused.map((i) => i.path));
  return [...refused, ...ruleIssues.filter((i) => !refusedPaths.has(i.path))];
}
