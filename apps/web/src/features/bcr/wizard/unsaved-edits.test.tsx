import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BCR_SAVE_PATH, ROLE, bcrReportSchema, type BcrReport, type BcrView } from '@driller/domain';
import { makeBcrReport, makeLoadedBcr } from '../../../test/bcr-fixtures';
import { postsOf, renderBcrWizard, type FetchMock } from '../../../test/bcr-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

// The regulator's lenient disinfection row needs one field; the section is marked Applicable.
const loaded = makeLoadedBcr({
  currentRoleId: ROLE.regulator,
  report: makeBcrReport({ summary: { boreTypeId: 1, completionDate: '2024-06-01', completedDepth: 40, disinfectionOnCompletionMarkNotApplicable: 2 } }),
});

/** As the server's section routes store a save: the summary's fields, or disinfection with its mark; nothing else. */
function storeRoute(url: string, stored: BcrReport, body: BcrReport): BcrReport {
  const mark = 'disinfectionOnCompletionMarkNotApplicable';
  if (url === BCR_SAVE_PATH.summary) return { ...stored, summary: { ...body.summary, [mark]: stored.summary[mark] } };
  if (url === BCR_SAVE_PATH.disinfection) return { ...stored, disinfection: body.disinfection, summary: { ...stored.summary, [mark]: body.summary[mark] } };
  throw new Error(`no route ${url} in this test`);
}

/**
 * A server whose section saves store only their route's part, and whose reload (GET) waits for
 * `answerReload` when `holdReloads` is set, so a test can type while "Refreshing BCR data" shows.
 */
function routeStoringServer() {
  let view: BcrView = loaded.view;
  const control = { holdReloads: false, answerReload: (_next?: BcrView) => {}, holdPosts: false, answerPost: () => {} };
  const fetchMock: FetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      if (control.holdPosts) await new Promise<void>((resolve) => (control.answerPost = resolve));
      const report = storeRoute(url, view.report, bcrReportSchema.parse(JSON.parse(String(init.body))));
      view = { ...view, version: view.version + 1, report };
      return json({ success: true, code: null, message: null, showMsg: false, offline: false, data: { ...view, warnings: [] } });
    }
    if (control.holdReloads) {
      await new Promise<void>((resolve) => {
        control.answerReload = (next) => {
          if (next) view = next;
          resolve();
        };
      });
    }
    return json({ success: true, message: null, workDetails: loaded.work, data: view });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, control, current: () => view };
}

const assistant = () => screen.getByRole('textbox', { name: 'Assistant Driller(s)' }) as HTMLInputElement;
const pageSave = () => screen.getAllByRole('button', { name: 'Save' }).at(-1)!;

async function open(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: title }));
  await screen.findByRole('heading', { level: 2, name: title });
}

describe('saving one page of the wizard', () => {
  it("keeps another page's unsaved edits, still unsaved: that page's save then posts them", async () => {
    const { fetchMock } = routeStoringServer();
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    // Page A: the summary's assistant driller, not saved; Next moves on without saving.
    await user.type(await screen.findByRole('textbox', { name: 'Assistant Driller(s)' }), 'Sam Hill');
    // Page B: a disinfection row, saved through its route.
    await open(user, 'Disinfection on Completion');
    await user.click(await screen.findByRole('button', { name: 'Add row' }));
    const panel = screen.getAllByRole('region', { name: 'Disinfection on Completion' }).find((p) => within(p).queryByRole('heading'));
    await user.type(within(panel!).getByLabelText('Method of Application'), 'Poured');
    await user.click(within(panel!).getByRole('button', { name: 'Save' }));
    await user.click(pageSave());
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Refreshing BCR data')).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Disinfection on Completion' })).getByText('Poured')).toBeTruthy();

    await open(user, 'Summary');
    await screen.findByRole('textbox', { name: 'Assistant Driller(s)' });
    expect(assistant().value).toBe('Sam Hill');
    // Still unsaved: its save posts it (not "There is nothing to save"), and the saved row stays.
    await user.click(pageSave());
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(2));
    expect(postsOf(fetchMock)[1]).toMatchObject([BCR_SAVE_PATH.summary, { summary: { assistantDriller: 'Sam Hill' } }]);
    await waitFor(() => expect(screen.queryByText('Refreshing BCR data')).toBeNull());
    await open(user, 'Disinfection on Completion');
    expect(within(await screen.findByRole('table', { name: 'Disinfection on Completion' })).getByText('Poured')).toBeTruthy();
  });

  it('keeps edits made while "Refreshing BCR data" shows, when the reload brings a newer version', async () => {
    const { fetchMock, control, current } = routeStoringServer();
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.type(await screen.findByRole('textbox', { name: 'Assistant Driller(s)' }), 'Sam Hill');
    control.holdReloads = true;
    await user.click(pageSave());
    await screen.findByText('Refreshing BCR data');
    await user.clear(assistant());
    await user.type(assistant(), 'Jo Bloggs');
    // Meanwhile the regulator's other change made a newer version (the final yield).
    const saved = current();
    control.answerReload({ ...saved, version: saved.version + 1, report: { ...saved.report, summary: { ...saved.report.summary, finalYield: 3 } } });
    await waitFor(() => expect(screen.queryByText('Refreshing BCR data')).toBeNull());
    expect(assistant().value).toBe('Jo Bloggs');
    expect((screen.getByLabelText('Yield (L/s)') as HTMLInputElement).value).toBe('3');
    expect(postsOf(fetchMock)).toHaveLength(1);
  });

  it('keeps an edit typed while the save is under way, unsaved', async () => {
    const { fetchMock, control } = routeStoringServer();
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.type(await screen.findByRole('textbox', { name: 'Assistant Driller(s)' }), 'Sam Hill');
    control.holdPosts = true;
    await user.click(pageSave());
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    await user.type(assistant(), ', Jo Bloggs');
    control.answerPost();
    await waitFor(() => expect(screen.queryByText('Refreshing BCR data')).toBeNull());
    expect(assistant().value).toBe('Sam Hill, Jo Bloggs');
    control.holdPosts = false;
    await user.click(pageSave());
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(2));
    expect(postsOf(fetchMock)[1]).toMatchObject([BCR_SAVE_PATH.summary, { summary: { assistantDriller: 'Sam Hill, Jo Bloggs' } }]);
  });
});
