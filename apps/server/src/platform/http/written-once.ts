import { randomBytes } from 'node:crypto';

/**
 * JSON text written once for a value that many answers carry unchanged: a kept list (the work form's
 * drillers, 220 KB for a regulator at 1M works) was written again by JSON.stringify for every answer,
 * most of getalldata's CPU. A value marked here writes itself, in an answer the server serialises
 * (`stringifyAnswer`), as its kept text; anywhere else (a test's JSON.stringify, the contract check) it
 * writes as any value of its kind. The value must not change after it is marked.
 */

/** The texts of the marked values one `stringifyAnswer` call met, in order: JSON.stringify is synchronous. */
let collecting: string[] | null = null;
/** Stands for the nth marked value in the first pass: a string no answer's own text holds (a per-process nonce). */
const NONCE = randomBytes(9).toString('base64url');
const PLACEHOLDER = new RegExp(`"${NONCE}:(\\d+)"`, 'g');

export function writtenOnce<T extends object>(value: T): T {
  const text = JSON.stringify(value);
  const plain = Array.isArray(value) ? () => [...value] : () => ({ ...value });
  Object.defineProperty(value, 'toJSON', {
    enumerable: false,
    value: () => {
      if (collecting === null) return plain();
      collecting.push(text);
      return `${NONCE}:${collecting.length - 1}`;
    },
  });
  return value;
}

/** JSON.stringify, with each value marked by `writtenOnce` as its kept text. */
export function stringifyAnswer(data: unknown): string {
  const outer = collecting;
  collecting = [];
  try {
    const written = JSON.stringify(data);
    const texts = collecting;
    return texts.length === 0 ? written : written.replace(PLACEHOLDER, (_, n: string) => texts[Number(n)] ?? 'null');
  } finally {
    collecting = outer;
  }
}
