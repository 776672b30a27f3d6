import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBcrReport, makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, postsOf, renderBcrWizard } from '../../../../test/bcr-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = { status: 'existing' as const, boreDevelopmentMethod: 1, durationHour: 2, durationMin: '30', sandContent: 5 };

describe('the Bore Development page', () => {
  it('asks a row’s duration as "Duration Hours" and "Duration Minutes" (spec 2: "duration hours, minutes")', async () => {
    const loaded = makeLoadedBcr({
      report: makeBcrReport({ summary: { boreDevelopmentMarkNotApplicable: 2 }, boreDevelopment: { chemicalUsed: 0, name: null, rows: [row] } }),
    });
    fakeBcrServer(loaded);
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.click(await screen.findByRole('button', { name: 'Bore Development' }));
    const table = await screen.findByRole('table', { name: 'Bore Development' });
    await user.click(within(table).getByRole('button', { name: /Edit/ }));
    expect((await screen.findByLabelText('Duration Hours') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Duration Minutes') as HTMLSelectElement).value).toBe('30');
  });
});

describe('Bore Development marked Not Applicable', () => {
  it('clears the chemical it hides, so the save sends none', async () => {
    const loaded = makeLoadedBcr({
      report: makeBcrReport({ summary: { boreDevelopmentMarkNotApplicable: 2 }, boreDevelopment: { chemicalUsed: 1, name: 'Sodium polyphosphate', rows: [] } }),
    });
    const fetchMock = fakeBcrServer(loaded);
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.click(await screen.findByRole('button', { name: 'Bore Development' }));
    expect(await screen.findByLabelText(/Chemical Name/)).toHaveProperty('value', 'Sodium polyphosphate');
    await user.click(screen.getByLabelText('Not Applicable'));
    expect(screen.queryByLabelText(/Chemical Name/)).toBeNull();
    await user.click(screen.getByLabelText('Applicable'));
    expect(screen.getByLabelText('Chemical Used')).toHaveProperty('value', '');
    await user.click(screen.getByLabelText('Not Applicable'));

    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    const [url, body] = postsOf(fetchMock)[0] ?? [];
    expect(url).toBe('/service/api/bcr/saveboredevelopment');
    expect(body).toMatchObject({ summary: { boreDevelopmentMarkNotApplicable: 1 }, boreDevelopment: { chemicalUsed: null, name: null } });
  });
});
