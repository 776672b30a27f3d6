import '../../../../test/jsdom-polyfills';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { DialogProvider } from '../../../../components/ui/dialogs/dialog-provider';
import { makeBcrReport, makeLoadedBcr } from '../../../../test/bcr-fixtures';
import type { LoadedBcr } from '../../api/get-bcr';
import { BcrWizardView } from '../../wizard/bcr-wizard-view';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

// Completion after the approval's expiry: the summary save asks before it saves.
const loaded: LoadedBcr = makeLoadedBcr({
  report: makeBcrReport({ summary: { boreTypeId: 1, completionDate: '2024-06-01', completedDepth: 40, approvalExpiryDate: '2025-01-01' } }),
});

function answerSaves() {
  fetchMock.mockImplementation(async (url, init) => {
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { summary: LoadedBcr['view']['report']['summary'] };
      const view = { ...loaded.view, version: 2, report: { ...loaded.view.report, summary: { ...loaded.view.report.summary, completionDate: body.summary.completionDate } } };
      return json({ success: true, code: null, message: null, showMsg: false, offline: false, data: { ...view, warnings: [] } });
    }
    return json({ success: true, message: null, workDetails: loaded.work, data: { ...loaded.view, version: 2 } });
  });
}

function renderWizard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/BCR?id=42']}>
        <DialogProvider>
          <BcrWizardView formAId={42} initial={loaded} />
        </DialogProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  answerSaves();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'POST');

describe('the Summary page', () => {
  it('asks before saving a completion date after the approval expiry, and saves only on OK', async () => {
    const user = userEvent.setup();
    renderWizard();
    fireEvent.change(await screen.findByLabelText('Completion Date'), { target: { value: '2026-01-01' } });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('The completion date (01/01/2026) is after the approval expiry date (01/01/2025).');
    expect(ask.textContent).toContain('Do you want to continue?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0] ?? [];
    expect(url).toBe('/service/api/bcr/savesummary');
    expect(JSON.parse(String(init?.body))).toMatchObject({ formAId: 42, version: 1, summary: { completionDate: '2026-01-01', completedDepth: 40 } });
  });

  it('shows a missing mandatory field next to it and in the error summary, without saving', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.clear(await screen.findByLabelText('Completed Depth (m)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Required' }).getAttribute('href')).toBe('#bcr-summary-completedDepth');
    expect(screen.getByLabelText('Completed Depth (m)').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
  });

  it('puts the page back as saved with Cancel', async () => {
    const user = userEvent.setup();
    renderWizard();
    const depth = await screen.findByLabelText('Completed Depth (m)');
    await user.clear(depth);
    await user.type(depth, '0055.555');
    expect((depth as HTMLInputElement).value).toBe('55.55');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Completed Depth (m)') as HTMLInputElement).value).toBe('40');
  });

  it('says there is nothing to save when nothing changed', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('There is nothing to save');
    expect(posts()).toHaveLength(0);
  });
});
