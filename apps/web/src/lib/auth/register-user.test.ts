import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@driller/domain';
import { makeUser } from '../../test/auth-fixtures';
import { registerUser } from './register-user';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const registered = {
  success: true,
  driller: { organisation: { organisationName: 'Western Plains Drilling Pty Ltd' }, isDrillingCompanyAdmin: 0 },
  user: { firstName: 'Jane', lastName: 'Citizen' },
};

describe('registerUser', () => {
  it('registers a driller through users/drillerregister with the isDCA flag', async () => {
    fetchMock.mockResolvedValue(json(registered));
    expect(await registerUser(makeUser({ isDCA: true }))).toEqual({ kind: 'continue' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/service/api/users/drillerregister');
    expect(JSON.parse(String(init?.body))).toMatchObject({ drillerLicenseNo: 'DL12345', isDCA: 1 });
  });

  it('registers anyone else through users/adminregister and signs out with its message', async () => {
    fetchMock.mockResolvedValue(json({ success: false, message: 'Your registration is waiting for approval.' }));
    expect(await registerUser(makeUser({ roleId: ROLE.regulator }))).toEqual({ kind: 'signOut', message: 'Your registration is waiting for approval.' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/service/api/users/adminregister');
  });

  it('parses the answer with the contract instead of trusting it', async () => {
    fetchMock.mockResolvedValue(json({ ...registered, driller: { organisation: 'Western Plains', isDrillingCompanyAdmin: '0' } }));
    await expect(registerUser(makeUser())).rejects.toThrow();
  });
});
