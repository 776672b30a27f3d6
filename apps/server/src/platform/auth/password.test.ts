import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyLoginPassword, verifyPassword } from './password';

/** The cost the tests run at (vitest.config.ts); production's is 2^17. */
const TEST_N = 2 ** Number(process.env.PASSWORD_HASH_COST);

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Correct#Horse1');
    expect(hash.startsWith(`scrypt$${TEST_N}$8$1$`)).toBe(true);
    expect(await verifyPassword('Correct#Horse1', hash)).toBe(true);
    expect(await verifyPassword('correct#horse1', hash)).toBe(false);
  });

  it('verifies a hash made at production cost: each hash carries its own parameters', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Correct#Horse1', salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const stored = `scrypt$${2 ** 17}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('Correct#Horse1', stored)).toBe(true);
    expect(await verifyPassword('Wrong#Horse1', stored)).toBe(false);
  });

  it('salts every hash, and refuses a malformed stored value', async () => {
    expect(await hashPassword('Same#Pass1')).not.toBe(await hashPassword('Same#Pass1'));
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('checks an unknown login with the same scrypt work as a known one (no account discovery by time)', async () => {
    const known = await hashPassword('Correct#Horse1');
    // The work measured as this process's CPU time (scrypt runs on libuv's threads, counted too), not
    // the clock: with npm test's tiers and other work on the machine, a verify could wait 40 ms for a
    // core and the fastest of ten still differ by half (issue 8, "Test loop").
    const timed = async (encoded: string | undefined) => {
      const started = process.cpuUsage();
      expect(await verifyLoginPassword('Wrong#Horse1', encoded)).toBe(false);
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      knownTimes.push(await timed(known));
      unknownTimes.push(await timed(undefined));
    }
    // The least of each: other work in the process only ever adds, so the minimum is the verify itself.
    // Without the dummy verify an unknown login would cost microseconds against a whole scrypt.
    expect(Math.min(...unknownTimes)).toBeGreaterThan(Math.min(...knownTimes) * 0.5);
  });
});
