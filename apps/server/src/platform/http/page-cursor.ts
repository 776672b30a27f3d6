import { createHash } from 'node:crypto';
import { PAGING_MESSAGES } from '@driller/domain';
import { badRequest } from './errors';

/**
 * The opaque `cursor` of a keyset-paged list (docs/decisions.md "Issue 8: Data at scale"): the sort key
 * of the last row of a page, as base64url JSON, then a checksum over the list it belongs to. The
 * checksum is not a secret: it makes an edited, truncated or borrowed cursor (another list, another
 * person's scope) a clear 400 instead of a silently different page. What a page may show is decided by
 * the visibility filter of every query, never by the cursor.
 */
export type CursorKey = readonly (string | number)[];

const FORMAT = 1;

const checksum = (list: string, payload: string): string =>
  createHash('sha256').update(`${list}\n${payload}`).digest('base64url').slice(0, 16);

/** `list` names the list and the viewer's scope, e.g. `works:driller:12`. */
export function encodeCursor(list: string, key: CursorKey): string {
  const payload = Buffer.from(JSON.stringify([FORMAT, ...key])).toString('base64url');
  return `${payload}.${checksum(list, payload)}`;
}

const invalidCursor = () => badRequest(PAGING_MESSAGES.invalidCursor, { cursor: [PAGING_MESSAGES.invalidCursor] });

function payloadValues(payload: string): unknown[] | null {
  try {
    const values: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return Array.isArray(values) && values[0] === FORMAT ? values.slice(1) : null;
  } catch {
    return null;
  }
}

/**
 * The key a cursor carries, checked by `read` (null when the values are not that list's key); a
 * cursor this server did not make for this list answers 400 with PAGING_MESSAGES.invalidCursor.
 */
export function decodeCursor<K>(list: string, cursor: string, read: (values: unknown[]) => K | null): K {
  const [payload = '', check, ...rest] = cursor.split('.');
  if (rest.length > 0 || check !== checksum(list, payload)) throw invalidCursor();
  const values = payloadValues(payload);
  const key = values === null ? null : read(values);
  if (key === null) throw invalidCursor();
  return key;
}

/**
 * A page read with one row more than it shows: that extra row only says a next page exists, and the
 * last row shown is where the next page starts.
 */
export function cutPage<R>(rows: readonly R[], limit: number, list: string, keyOf: (row: R) => CursorKey): { rows: R[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(list, keyOf(last)) : null };
}
