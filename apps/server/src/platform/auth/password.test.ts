import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Correct#Horse1');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Correct#Horse1', hash)).toBe(true);
    expect(await verifyPassword('correct#horse1', hash)).toBe(false);
  });

  it('salts every hash, and refuses a malformed stored value', async () => {
    expect(await hashPassword('Same#Pass1')).not.toBe(await hashPassword('Same#Pass1'));
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});
