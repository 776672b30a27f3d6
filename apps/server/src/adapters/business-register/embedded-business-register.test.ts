import { describe, expect, it } from 'vitest';
import { isValidAbn } from './abn';
import { createEmbeddedBusinessRegister } from './embedded-business-register';
import { EMBEDDED_REGISTER } from './embedded-register-data';

describe('the embedded business register', () => {
  it('holds a few hundred businesses with name, 11-digit ABN, state and postcode, the same on every start', () => {
    expect(EMBEDDED_REGISTER.length).toBeGreaterThan(200);
    expect(EMBEDDED_REGISTER.length).toBeLessThan(400);
    for (const b of EMBEDDED_REGISTER)
      expect(b).toEqual({
        Name: expect.any(String),
        Abn: expect.stringMatching(/^\d{11}$/),
        State: expect.stringMatching(/^[A-Z]{2,3}$/),
        Postcode: expect.stringMatching(/^\d{4}$/),
      });
    expect(new Set(EMBEDDED_REGISTER.map((b) => b.Name)).size).toBe(EMBEDDED_REGISTER.length);
  });

  it('gives the synthetic businesses ABNs with valid check digits', () => {
    const synthetic = EMBEDDED_REGISTER.slice(3);
    expect(synthetic.every((b) => isValidAbn(b.Abn))).toBe(true);
    expect(isValidAbn('53004085616')).toBe(true);
    expect(isValidAbn('53004085617')).toBe(false);
  });

  it('matches every word in any case, names starting with the search first', async () => {
    const register = createEmbeddedBusinessRegister();
    const hits = await register.searchByName('dubbo BORE', 25);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => /dubbo/i.test(h.Name) && /bore/i.test(h.Name))).toBe(true);
    const mixed = await register.searchByName('Drilling Pty', 25);
    expect(mixed).toHaveLength(25);
    expect(await register.searchByName('Aquifer Drilling Pty Ltd', 25)).toEqual([
      { Name: 'Aquifer Drilling Pty Ltd', Abn: '53004085616', State: 'NSW', Postcode: '2830' },
    ]);
    expect(await register.searchByName('zzzzzz', 25)).toEqual([]);
  });
});
