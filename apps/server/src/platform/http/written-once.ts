import { randomBytes } from 'node:crypto';

/**
 * JSON written once for a value that many answers carry unchanged: a kept list (the work form's drillers,
 * 220 KB for a regulator at 1M works) was written again by JSON.stringify for every answer, most of
 * getalldata's CPU. A value marked here is kept as UTF-8 bytes; an answer the server serialises
 * (`writeAnswer`) is its own small JSON around those bytes, joined as a Buffer. A string of that size
 * would cost more than the writing saved: V8 keeps strings over 128 KB in its large-object space, and
 * making one (the replaced text, or flattening a concatenation) took 0.9 ms, as long as the stringify.
 * Anywhere else (a test's JSON.stringify, the contract check) a marked value writes as any value of its
 * kind. The value must not change after it is marked.
 */

/** The bytes of the marked values one `writeAnswer` call met, in order: JSON.stringify is synchronous. */
let collecting: Buffer[] | null = null;
/** Stands for the nth marked value in the first pass: a string no answer's own text holds (a per-process nonce). */
const NONCE = randomBytes(9).toString('base64url');
const PLACEHOLDER = new RegExp(`"${NONCE}:(\\d+)"`);

export function writtenOnce<T extends object>(value: T): T {
  const bytes = Buffer.from(JSON.stringify(value));
  const plain = Array.isArray(value) ? () => [...value] : () => ({ ...value });
  Object.defineProperty(value, 'toJSON', {
    enumerable: false,
    value: () => {
      if (collecting === null) return plain();
      collecting.push(bytes);
      return `${NONCE}:${collecting.length - 1}`;
    },
  });
  return value;
}

/**
 * Answers joined lately, by their own text (placeholders in place) and the kept bytes they joined. The
 * same kept list answered to the same role is the same answer: sent again as the Buffer already joined,
 * rather than allocating 220 KB a request outside V8's heap, whose growth V8 answers with collections
 * (joining each time left getalldata at 2.5 ms of CPU a request; see docs/decisions.md).
 */
const JOINED_KEPT = 32;
/** Only answers whose own text is small are remembered by it (the key is that text). */
const JOINED_TEXT_AT_MOST = 4096;
const joined = new Map<string, { kept: Buffer[]; answer: Buffer }>();

function join(written: string, kept: Buffer[]): Buffer {
  const known = joined.get(written);
  if (known && known.kept.length === kept.length && known.kept.every((bytes, i) => bytes === kept[i])) return known.answer;
  // split with a capturing group: text, index, text, index, ..., text.
  const parts = written.split(PLACEHOLDER);
  const answer = Buffer.concat(parts.map((part, i) => (i % 2 === 0 ? Buffer.from(part) : (kept[Number(part)] ?? Buffer.from('null')))));
  if (written.length > JOINED_TEXT_AT_MOST) return answer;
  joined.delete(written);
  if (joined.size >= JOINED_KEPT) joined.delete(joined.keys().next().value ?? '');
  joined.set(written, { kept, answer });
  return answer;
}

/** The answer as JSON: a string, or a Buffer when it holds values marked by `writtenOnce` (their kept bytes). */
export function writeAnswer(data: unknown): string | Buffer {
  const outer = collecting;
  collecting = [];
  try {
    const written = JSON.stringify(data);
    return collecting.length === 0 ? written : join(written, collecting);
  } finally {
    collecting = outer;
  }
}

/** The answer as text (the contract check, tests); `null` for what JSON cannot write (undefined). */
export function answerText(data: unknown): string {
  const written: string | Buffer | undefined = writeAnswer(data);
  return written === undefined ? 'null' : written.toString();
}
