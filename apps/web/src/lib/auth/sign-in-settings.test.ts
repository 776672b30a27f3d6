import { describe, expect, it } from 'vitest';
import { authorityFor, signInProblemMessage } from './sign-in-settings';

describe('authorityFor', () => {
  it("uses the page's own origin for the embedded issuer", () => {
    expect(authorityFor({ authority: 'http://localhost:3000/idp', embeddedIssuer: true }, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/idp');
  });
  it('keeps an external issuer as configured', () => {
    expect(authorityFor({ authority: 'https://login.example.org/tenant', embeddedIssuer: false }, 'http://127.0.0.1:3000')).toBe(
      'https://login.example.org/tenant',
    );
  });
});

describe('signInProblemMessage', () => {
  it.each([
    [new Error('Too Many Requests (429)'), 'Too many sign-in attempts. Please wait a minute and try again.'],
    [new Error('Network Error'), 'Sign-in could not start because the sign-in service cannot be reached. Please check your connection and try again.'],
    [new TypeError('Failed to fetch'), 'Sign-in could not start because the sign-in service cannot be reached. Please check your connection and try again.'],
  ])('%s -> %s', (error, message) => {
    expect(signInProblemMessage(error)).toBe(message);
  });
});
