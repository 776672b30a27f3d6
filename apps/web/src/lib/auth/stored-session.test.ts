import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../api/transport';
import { hasStoredSession } from './stored-session';

afterEach(() => localStorage.clear());

describe('hasStoredSession', () => {
  it('is false for a first visit', () => {
    localStorage.setItem('unrelated', 'x');
    expect(hasStoredSession()).toBe(false);
  });

  it("is true with the identity client's stored user", () => {
    localStorage.setItem('oidc.user:http://localhost:3000/idp:driller-portal-web', '{}');
    expect(hasStoredSession()).toBe(true);
  });

  it('is true with an access token alone', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'eyJ...');
    expect(hasStoredSession()).toBe(true);
  });

  it('is false when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(hasStoredSession(blocked)).toBe(false);
  });
});
