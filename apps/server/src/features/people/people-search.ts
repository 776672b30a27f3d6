/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Searches return at most this many rows: enough for a person to scan, bounded for the server. */
export const SEARCH_LIMIT = 500;
