import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ROLE, type DashboardRow } from '@driller/domain';
import '../../../test/jsdom-polyfills';
import { makeAuthState, makeUser } from '../../../test/auth-fixtures';
import { AuthContext } from '../../../lib/auth/auth-context';
import { Dashboard } from './dashboard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (o: Partial<DashboardRow>): DashboardRow => ({
  formAId: 11, formAGuid: '6f1c2a9e-0000-4000-a000-000000000011', bcrId: 21, bcrVersion: 3, offlineLock: null,
  workAttributeDetails: 'New, Production/Water supply bore, Drilled bore', workName: 'House bore 1', gwNo: null, workId: '1000147',
  workApprovalNo: '70CW955405', customerAddress: '1 Test Road', driller: { drillerId: 1, drillerFirstName: 'Liam', drillerLastName: 'Harper' },
  organisation: { organisationName: 'Western Plains Bores Pty Ltd' }, formStatus: 1, reviewStatus: null, submittedBy: null,
  formSubmittedDate: null, lastBCRModifiedBy: { firstName: 'Liam', lastName: 'Harper' }, lastBCRModifiedDate: '2023-01-09T23:15:00.000Z', hydstra: 0, ...o,
});

const LOCK = { lockedByUserId: 7, lockedByOrganisationId: 3, lockedByName: 'Liam Harper', lockedByRole: 'Driller', lockedAt: '2023-01-09T23:15:00.000Z', viewerMayUnlock: true };
const CURRENT = [
  row({}),
  row({ formAId: 12, bcrId: 22, workName: 'Shed bore', hydstra: 1 }),
  row({ formAId: 13, bcrId: null, bcrVersion: null, workName: 'New bore' }),
  row({ formAId: 15, bcrId: 25, workName: 'Locked bore', offlineLock: LOCK }),
  // Locked by someone the server says this viewer may not release (another company's holder, say).
  row({ formAId: 16, bcrId: 26, workName: 'Held bore', offlineLock: { ...LOCK, lockedByName: 'Sam Super', viewerMayUnlock: false } }),
];
const PAST = [row({ formAId: 14, bcrId: 24, workName: 'Stock bore', formStatus: 2, gwNo: 'GW500001', submittedBy: 'Liam Harper', formSubmittedDate: '2023-01-09T23:15:00.000Z' })];

/** A fake API: a page of each grid (Current Works has a next page), recording each query; Hydstra status for the modal. */
function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    if (url.endsWith('/work/gethydstrastatus')) {
      return Response.json({ success: true, formAJson: [], formAOutputJson: null, payload: { state: 'waiting', attempts: 0, lastError: null, nextAttemptAt: null, submittedAt: null, files: [] } });
    }
    const past = url.includes('grid=past');
    const after = new URL(url, 'http://localhost').searchParams.get('cursor');
    return Response.json({ success: true, data: { formA: past ? PAST : CURRENT }, nextCursor: past ? null : `after-${after ?? 'first'}` });
  });
  return urls;
}

function renderAs(roleId: (typeof ROLE)[keyof typeof ROLE]) {
  render(
    <AuthContext.Provider value={makeAuthState(makeUser({ roleId }))}>
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const headers = (grid: HTMLElement) => within(grid).getAllByRole('columnheader').map((h) => h.textContent);

describe('Dashboard', () => {
  it("shows a driller's Current Works and Past Works with the spec's columns and the Past Works note", async () => {
    const urls = stubApi();
    renderAs(ROLE.driller);
    const current = await screen.findByTestId('current-works-grid');
    expect(screen.getByRole('heading', { name: 'Current Works' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Past Works' })).toBeDefined();
    await within(current).findByText('Shed bore');
    expect(headers(current)).toEqual([
      'Check out', 'View/Edit Work/BCR Offline', 'View/Edit BCR', 'View/Edit Work', 'View Pdf', 'BCR Id', 'Work Details', 'Work Name', 'GW No', 'Work Id', 'Work Approval No',
      'Property Address', 'Driller Name', 'Drilling Company', 'Status', 'Last Edited', 'Last Edited On', 'Delete BCR',
    ]);
    const past = screen.getByTestId('past-works-grid');
    await within(past).findByText('Stock bore');
    expect(headers(past)).toEqual([
      'View Work/BCR Offline', 'View BCR', 'View Work', 'View Pdf', 'BCR Id', 'Work Details', 'Work Name', 'GW No', 'Work Id', 'Work Approval No', 'Property Address',
      'Driller Name', 'Drilling Company', 'Submitted By', 'Submitted On', 'Submitted Time', 'Last Edited', 'Last Edited On', 'Hydstra Status',
    ]);
    expect(screen.getByText('Past Works displays the last 100 submitted FormAs. To find a specific one, use Admin (Search Bore Construction Report).')).toBeDefined();
    expect(within(current).getAllByRole('cell').map((c) => c.textContent)).toContain('In Progress');
    expect(within(past).getAllByRole('row')[1]?.textContent).toContain('10/01/202310:15:00');
    // The links open the BCR and the work; no PDF before a BCR exists; a driller deletes nothing.
    expect(within(current).getByRole('link', { name: 'View/Edit BCR for House bore 1' }).getAttribute('href')).toBe('/BCR?id=11');
    expect(within(current).getByRole('link', { name: 'View/Edit Work for House bore 1' }).getAttribute('href')).toBe('/Work?id=11');
    expect(within(current).queryByRole('button', { name: 'View Pdf for New bore' })).toBeNull();
    expect(within(current).queryByRole('button', { name: /^Delete BCR for/ })).toBeNull();
    expect(urls.some((u) => u.endsWith('/work/dashboard?grid=current&limit=20'))).toBe(true);

    // Next asks for the page after this one by its cursor; Previous shows the first page again.
    const pager = screen.getByRole('navigation', { name: 'Pages of Current Works' });
    // A pager button answers once the page shown has loaded (aria-disabled while it loads), as a user sees.
    const press = async (name: 'Next' | 'Previous') => {
      const button = within(pager).getByRole('button', { name });
      await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
      await userEvent.click(button);
    };
    await press('Next');
    await waitFor(() => expect(urls.at(-1)).toMatch(/grid=current&limit=20&cursor=after-first$/));
    await waitFor(() => expect(within(pager).getByText('Page 2')).toBeDefined());
    await press('Next');
    await waitFor(() => expect(urls.at(-1)).toMatch(/cursor=after-after-first$/));
    await press('Previous');
    await waitFor(() => expect(within(pager).getByText('Page 2')).toBeDefined());
  });

  it('hides the Drilling Company column and the note from the Super Admin, who deletes BCRs that came from Hydstra', async () => {
    stubApi();
    renderAs(ROLE.superAdmin);
    const current = await screen.findByTestId('current-works-grid');
    await within(current).findByText('Shed bore');
    expect(headers(current)).not.toContain('Drilling Company');
    expect(headers(screen.getByTestId('past-works-grid'))).not.toContain('Drilling Company');
    expect(screen.queryByText(/Past Works displays the last 100/)).toBeNull();
    expect(within(current).getByRole('button', { name: 'Delete BCR for Shed bore' })).toBeDefined();
    expect(within(current).queryByRole('button', { name: 'Delete BCR for House bore 1' })).toBeNull();
  });

  it('shows the Hydstra export of a past work in the Bore Construction Report modal', async () => {
    stubApi();
    renderAs(ROLE.driller);
    const past = await screen.findByTestId('past-works-grid');
    await userEvent.click(await within(past).findByRole('button', { name: 'Hydstra Status for Stock bore' }));
    const modal = await screen.findByRole('dialog', { name: 'Bore Construction Report' });
    expect(await within(modal).findByText('Hydstra status')).toBeDefined();
  });

  it("offers each row the offline states its state allows, and shows who locked a work, when and in which role", async () => {
    stubApi();
    renderAs(ROLE.drillingCompanyAdmin);
    const current = await screen.findByTestId('current-works-grid');
    const selector = await within(current).findByRole('combobox', { name: 'View/Edit Work/BCR Offline for House bore 1' });
    expect(within(selector).getAllByRole('option').map((o) => o.textContent)).toEqual(['Online only', 'View BCR offline', 'Edit BCR offline']);
    // Someone else's lock: "Locked By {name}", and Unlock for a company admin (spec 3 states 10 and 11).
    const locked = within(current).getByRole('combobox', { name: 'View/Edit Work/BCR Offline for Locked bore' });
    expect(within(locked).getAllByRole('option').map((o) => o.textContent)).toEqual(['Locked By Liam Harper', 'Unlock']);
    const lockedRow = within(current).getByRole('row', { name: /Locked bore/ });
    expect(lockedRow.textContent).toContain('Locked By Liam Harper');
    expect(lockedRow.textContent).toContain('Locked Date: 10/01/2023 10:15:00, Driller');
    // A lock the server says this company admin may not release offers no Unlock.
    const held = within(current).getByRole('combobox', { name: 'View/Edit Work/BCR Offline for Held bore' });
    expect(within(held).getAllByRole('option').map((o) => o.textContent)).toEqual(['Locked By Sam Super']);
    // Past Works: online only or view offline.
    const past = screen.getByTestId('past-works-grid');
    const pastSelector = await within(past).findByRole('combobox', { name: 'View Work/BCR Offline for Stock bore' });
    expect(within(pastSelector).getAllByRole('option').map((o) => o.textContent)).toEqual(['Online only', 'View BCR offline']);
  });

  it('keeps a driller from unlocking a lock someone else holds', async () => {
    stubApi();
    renderAs(ROLE.driller);
    const current = await screen.findByTestId('current-works-grid');
    const locked = await within(current).findByRole('combobox', { name: 'View/Edit Work/BCR Offline for Locked bore' });
    expect(within(locked).getAllByRole('option').map((o) => o.textContent)).toEqual(['Locked By Liam Harper']);
  });
});
