import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { makeBcrReport, makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, postsOf, renderBcrWizard, type FetchMock } from '../../../../test/bcr-harness';

// Completion after the approval's expiry: the summary save asks before it saves.
const loaded = makeLoadedBcr({
  report: makeBcrReport({ summary: { boreTypeId: 1, completionDate: '2024-06-01', completedDepth: 40, approvalExpiryDate: '2025-01-01' } }),
});
let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = fakeBcrServer(loaded);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Summary page', () => {
  it('asks before saving a completion date after the approval expiry, and saves only on OK', async () => {
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    const completion = await screen.findByLabelText('Completion Date');
    expect((completion as HTMLInputElement).value).toBe('01/06/2024');
    await user.clear(completion);
    await user.type(completion, '1/1/2026');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('The completion date (01/01/2026) is after the approval expiry date (01/01/2025).');
    expect(ask.textContent).toContain('Do you want to continue?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(postsOf(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    const [url, body] = postsOf(fetchMock)[0] ?? [];
    expect(url).toBe('/service/api/bcr/savesummary');
    expect(body).toMatchObject({ formAId: 42, version: 1, summary: { completionDate: '2026-01-01', completedDepth: 40 } });
    // The answer's report is in the form; the page shows it as saved.
    await waitFor(() => expect((screen.getByLabelText('Completion Date') as HTMLInputElement).value).toBe('01/01/2026'));
  });

  it('shows a missing mandatory field next to it and in the error summary, without saving', async () => {
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.clear(await screen.findByLabelText('Completed Depth (m)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Required' }).getAttribute('href')).toBe('#bcr-summary-completedDepth');
    expect(screen.getByLabelText('Completed Depth (m)').getAttribute('aria-invalid')).toBe('true');
    expect(postsOf(fetchMock)).toHaveLength(0);
  });

  it('puts the page back as saved with Cancel', async () => {
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    const depth = await screen.findByLabelText('Completed Depth (m)');
    await user.clear(depth);
    await user.type(depth, '0055.555');
    expect((depth as HTMLInputElement).value).toBe('55.55');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Completed Depth (m)') as HTMLInputElement).value).toBe('40');
  });

  it('says there is nothing to save when nothing changed', async () => {
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('There is nothing to save');
    expect(postsOf(fetchMock)).toHaveLength(0);
  });

  it('labels the final salinity with its unit as the spec does ("salinity TDS (mg/L)"), ppm once chosen', async () => {
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    const tds = await screen.findByLabelText('Salinity TDS (mg/L)');
    await user.selectOptions(screen.getByLabelText('Salinity Unit'), 'ppm');
    expect(screen.getByLabelText('Salinity TDS (ppm)')).toBe(tds);
    expect(screen.queryByLabelText('Salinity TDS (mg/L)')).toBeNull();
  });

  it('names the read-only Drilling Company and Driller Name by their labels, as fields are found', async () => {
    renderBcrWizard(loaded);
    expect(await screen.findByLabelText('Drilling Company')).toHaveProperty('textContent', 'Aquifer Drilling Pty Ltd');
    expect(screen.getByLabelText('Driller Name')).toHaveProperty('textContent', 'Dan Walsh');
  });
});
