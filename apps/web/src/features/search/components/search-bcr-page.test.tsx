import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ROLE, type BcrSearchRow } from '@driller/domain';
import '../../../test/jsdom-polyfills';
import { makeAuthState, makeUser } from '../../../test/auth-fixtures';
import { AuthContext } from '../../../lib/auth/auth-context';
import { SearchBcrPage } from './search-bcr-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (o: Partial<BcrSearchRow>): BcrSearchRow => ({
  formAId: 11, formAGuid: '6f1c2a9e-0000-4000-a000-000000000011', bcrId: 21, bcrVersion: 3, workVersion: 4, cachedWork: false,
  workAttributeDetails: 'New, Production/Water supply bore, Drilled bore', workName: 'House bore 1', gwNo: 'GW500001', workId: '1000147',
  workApprovalNo: '70CW955405', customerAddress: '1 Test Road', driller: { drillerId: 1, drillerFirstName: 'Liam', drillerLastName: 'Harper' },
  organisation: { organisationName: 'Western Plains Bores Pty Ltd' }, formStatus: 2, reviewStatus: null, submittedBy: 'Liam Harper',
  formSubmittedDate: '2023-01-09T23:15:00.000Z', lastBCRModifiedBy: { firstName: 'Liam', lastName: 'Harper' }, lastBCRModifiedDate: '2023-01-09T23:15:00.000Z',
  decommissionedDate: null, hydstra: 0, active: true, tooltipView: 'BCR 21', ...o,
});

/** A fake API: the load and one page of two rows (one from Hydstra), recording each list body. */
function stubApi() {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.endsWith('/work/searchbcr')) return Response.json({ success: true, data: { drillerList: [{ drillerId: 1, drillerName: 'Liam Harper' }], organisationList: [], currentRoleId: 1, isLeader: true } });
    bodies.push(JSON.parse(String(init.body)));
    return Response.json({ success: true, data: { formA: [row({}), row({ bcrId: 22, formAId: 12, hydstra: 1, gwNo: null, formStatus: 1 })], totalCount: 265 } });
  });
  return bodies;
}

function renderAs(roleId: (typeof ROLE)[keyof typeof ROLE]) {
  render(
      <AuthContext.Provider value={makeAuthState(makeUser({ roleId }))}>
        <MemoryRouter>
          <SearchBcrPage />
        </MemoryRouter>
      </AuthContext.Provider>
  );
}

describe('Search Bore Construction Report', () => {
  it('searches on Enter with the spec criteria, pages of 100, and offers each row the actions of the role', async () => {
    const bodies = stubApi();
    renderAs(ROLE.superAdmin);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Work Approval No.'), '70CW955405{Enter}');
    expect(await screen.findByText('Page 1 of 3 (1-100 of 265)')).toBeDefined();
    expect(bodies[0]).toEqual({ workApprovalNo: '70CW955405', gwNo: '', driller: { drillerId: -1 }, organisation: { id: -1 }, status: 1, skip: 0, take: 100, sort: null, filters: {} });
    const grid = screen.getByTestId('bcr-search-grid');
    // The spec's columns, verbatim, after the row actions.
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Actions', 'BCR id', 'Work Details', 'Work Name', 'GW No', 'Work Id', 'Work Approval No', 'Property Address', 'Driller Name',
      'Drilling Company', 'Submitted Status', 'Last Submitted By', 'Last Submitted On', 'Last Submitted Time', 'Last Edited',
      'Last Edited On', 'Data Source',
    ]);
    expect(within(grid).getByRole('button', { name: 'Update GW No of BCR 21' })).toBeDefined();
    expect(within(grid).getByRole('button', { name: 'Decommission BCR 21' })).toBeDefined();
    expect(within(grid).queryByRole('button', { name: 'Delete BCR 21' })).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Delete BCR 22' })).toBeDefined();
    expect(within(grid).queryByRole('button', { name: 'Update GW No of BCR 22' })).toBeNull();
    // Next answers only once the page shown has settled (while a page loads it is aria-disabled); under
    // load a click can come before that, so the test waits as a user sees it.
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next.getAttribute('aria-disabled')).toBeNull());
    await user.click(next);
    // The next page is asked for once the click has been handled (the request is sent asynchronously).
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ skip: 100, take: 100 }));
  });

  it('gives a regulator no delete, GW No or decommission action', async () => {
    stubApi();
    renderAs(ROLE.regulator);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Groundwater No.'), 'GW500001{Enter}');
    const grid = await screen.findByTestId('bcr-search-grid');
    expect(await within(grid).findByRole('button', { name: 'Open BCR 21' })).toBeDefined();
    expect(within(grid).queryByRole('button', { name: /^(Delete|Decommission|Update GW No)/ })).toBeNull();
  });

  it('refuses delete, decommission and update GW No offline with the spec messages', async () => {
    stubApi();
    renderAs(ROLE.superAdmin);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Work Approval No.'), '70CW955405{Enter}');
    const grid = await screen.findByTestId('bcr-search-grid');
    await within(grid).findByRole('button', { name: 'Delete BCR 22' });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    try {
      const expectAlert = async (message: string) => {
        const alert = await screen.findByRole('alertdialog');
        expect(alert.textContent).toContain(message);
        await user.click(within(alert).getByRole('button', { name: 'OK' }));
      };
      await user.click(within(grid).getByRole('button', { name: 'Delete BCR 22' }));
      await expectAlert('You cannot delete BCR in offline mode.');
      await user.click(within(grid).getByRole('button', { name: 'Decommission BCR 21' }));
      await user.click(within(screen.getByRole('dialog', { name: 'Decommission Bore Construction Report' })).getByRole('button', { name: 'Submit' }));
      await expectAlert('You cannot Decommission BCR in offline mode.');
      await user.click(within(screen.getByRole('dialog', { name: 'Decommission Bore Construction Report' })).getByRole('button', { name: 'Cancel' }));
      await user.click(within(grid).getByRole('button', { name: 'Update GW No of BCR 21' }));
      await user.click(within(screen.getByRole('dialog', { name: 'Update Groundwater number' })).getByRole('button', { name: 'Submit' }));
      await expectAlert('You cannot Update GW No in offline mode.');
    } finally {
      online.mockRestore();
      // Back online, as the page was: TanStack Query pauses every query while it says offline.
      window.dispatchEvent(new Event('online'));
    }
  });
});
