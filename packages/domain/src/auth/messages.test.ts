import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, licenceAlreadyRegistered } from './messages';

describe('auth messages', () => {
  it.each<[keyof typeof AUTH_MESSAGES, string]>([
    ['loginFailed', 'Login failed. Try again later'],
    ['invalidUser', 'Invalid user!!'],
    ['newVersion', 'New version available!'],
    ['online', "You're online!"],
    ['offline', "You're offline!"],
  ])('%s is verbatim', (key, text) => {
    expect(AUTH_MESSAGES[key]).toBe(text);
  });

  it('names the licence already registered', () => {
    expect(licenceAlreadyRegistered('DL 1234')).toBe(
      'A driller with licence number DL 1234 is already registered. Please contact the Driller Portal helpdesk.',
    );
  });
});
