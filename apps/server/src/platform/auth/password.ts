import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { MIN_PRODUCTION_HASH_COST } from './password-cost';

/**
 * The cost, log2 of N, from PASSWORD_HASH_COST: config.ts validates and documents it and refuses to
 * start on a bad value; it is read here at import because the unknown-login hash below is made then.
 * Tests run at a lower cost (vitest.config.ts, the e2e server): the same code, an eighth of the CPU.
 */
const cost = Number(process.env.PASSWORD_HASH_COST) || MIN_PRODUCTION_HASH_COST;

/** scrypt (r=8, p=1): memory-hard, built into Node, no native build. */
const PARAMS = { N: 2 ** cost, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Encodes the parameters with the hash so they can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody knows, with the current cost, made once at start: an unknown login is
 * verified against it so that it costs the same scrypt work as a known one (no account discovery by time).
 */
const unknownAccountHash = hashPassword(randomBytes(24).toString('base64url'));

/** verifyPassword for a login that may have no account: the same work either way, false without one. */
export async function verifyLoginPassword(password: string, encoded: string | undefined): Promise<boolean> {
  const ok = await verifyPassword(password, encoded ?? (await unknownAccountHash));
  return encoded !== undefined && ok;
}
