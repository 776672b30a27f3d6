import { describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_LOCKOUT, signInKey } from './sign-in-lockout';

describe('sign-in lockout', () => {
  it('locks for 15 minutes after 5 failures, with this message', () => {
    expect(SIGN_IN_LOCKOUT).toEqual({ maxFailures: 5, windowMinutes: 15, lockMinutes: 15 });
    expect(SIGN_IN_LOCKED_MESSAGE).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('counts an account once whichever name is typed, and an unknown name by its normalised text', () => {
    expect(signInKey('demo-dl1234', 'DL1234')).toBe('account:demo-dl1234');
    expect(signInKey('demo-dl1234', 'driller@demo.example')).toBe('account:demo-dl1234');
    expect(signInKey(undefined, '  Nobody@Example.test ')).toBe('login:nobody@example.test');
  });
});
