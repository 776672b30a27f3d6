import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ACCESS_REQUEST_CONTRACTS as C, ACCESS_REQUEST_MESSAGES, ADMIN_MESSAGES, ROLE, type AccessRequest } from '@driller/domain';
import { RequestReview } from './request-review';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pending: AccessRequest = {
  userRegistrationRequestId: 7, firstName: 'Cam', lastName: 'Ferris', workEmail: 'cam@example.test', userName: 'camferris',
  workMobile: null, organisationName: 'Deep Bores Pty Ltd', organisationABNORACN: '12 345 678 901', comments: null, requestComments: null,
  role: { id: ROLE.drillingCompanyAdmin, name: 'Drilling Company Admin' }, createdOn: '2026-11-23T01:00:00.000Z', regStatus: 1,
  approvedOrRejected: { value: 1, label: 'Pending' }, version: 3, userRegistrationRequestDocuments: [{ documentId: 5, document: { fileName: 'abn.pdf' } }],
};
const profile = { roleId: ROLE.superAdmin, canReview: true, canCreate: false, organisation: null };

let first: AccessRequest;
let reread: AccessRequest;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  first = pending;
  reread = pending;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith(C.registrationOpen.path)) {
      const byId = String(init?.body).includes('userRegistrationRequestId');
      return json(200, { success: true, data: byId ? reread : first, profile, message: '' });
    }
    if (url.endsWith(C.registrationReview.path))
      return json(200, { success: true, approvedOrRejected: { value: 2, label: 'Approved' }, message: ADMIN_MESSAGES.registrationApproved, userRegistrationRequest: { ...pending, regStatus: 2, version: 4 }, profile });
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onBack = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RequestReview kind="registration" by={{ token: 'tok' }} onBack={onBack} />
    </QueryClientProvider>,
  );
  return { onBack };
}

const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(C.registrationReview.path));

const status = () => screen.getByRole('combobox', { name: /Status/ });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('registration review', () => {
  it('opens a pending request with no status chosen, and says so a second after Save', async () => {
    setup();
    expect(await screen.findByText('abn.pdf')).toBeDefined();
    expect((status() as HTMLSelectElement).value).toBe('');
    expect([...(status() as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Please select', 'Approved', 'Rejected']);
    await userEvent.click(save());
    expect(await screen.findByText(ADMIN_MESSAGES.selectStatus, {}, { timeout: 3000 })).toBeDefined();
    expect(saves()).toHaveLength(0);
  });

  it('shows the day it was requested in NSW, whatever the browser\'s time zone', async () => {
    first = { ...pending, createdOn: '2026-11-25T17:11:00.000Z' };
    setup();
    expect(await screen.findByText('26/11/2026')).toBeDefined();
  });

  it('checks a second after Save that comments were given to reject', async () => {
    setup();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Status/ }), 'Rejected');
    await userEvent.click(save());
    expect(await screen.findByText(ADMIN_MESSAGES.required, {}, { timeout: 3000 })).toBeDefined();
    expect(saves()).toHaveLength(0);
  });

  it('approves the version it opened and goes back to the list with the message', async () => {
    const { onBack } = setup();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Status/ }), 'Approved');
    await userEvent.click(save());
    await waitFor(() => expect(onBack).toHaveBeenCalledWith(ADMIN_MESSAGES.registrationApproved), { timeout: 3000 });
    expect(JSON.parse(String((saves()[0]?.[1] as RequestInit).body))).toEqual({ userRegistrationRequestId: 7, version: 3, approvedOrRejected: 2, comments: '' });
  });

  it('stops Save when someone else decided the request meanwhile', async () => {
    reread = { ...pending, regStatus: 2, version: 4 };
    setup();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Status/ }), 'Approved');
    await userEvent.click(save());
    expect(await screen.findByText(ACCESS_REQUEST_MESSAGES.changedSinceOpened, {}, { timeout: 3000 })).toBeDefined();
    expect(save()).toHaveProperty('disabled', true);
    expect(saves()).toHaveLength(0);
  });
});
