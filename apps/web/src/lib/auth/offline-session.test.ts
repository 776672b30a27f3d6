import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/auth-fixtures';
import { forgetUser, offlineUser, rememberUser } from './offline-session';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the session kept for a page opened with no network', () => {
  it('opens as the last registered user only when the server cannot be reached', () => {
    const user = makeUser({ subject: 'driller-7', firstName: 'Dan' });
    rememberUser(user);
    // Online, a failed sign-in stays a failure (a refused token is not an outage).
    expect(offlineUser(new Error('invalid_grant'))).toBeNull();
    // The request got no answer at all (fetch's TypeError), or the browser says it is offline.
    expect(offlineUser(new TypeError('Failed to fetch'))).toEqual(user);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(offlineUser(new Error('settings'))).toEqual(user);
  });

  it('keeps nobody after sign-out', () => {
    rememberUser(makeUser());
    forgetUser();
    expect(offlineUser(new TypeError('Failed to fetch'))).toBeNull();
  });
});
