import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BCR_MESSAGES } from '@driller/domain';
import { validReport } from '../../../../../../../packages/domain/src/bcr/testing/bcr-factory';
import { makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, renderBcrWizard } from '../../../../test/bcr-harness';

const loaded = makeLoadedBcr({ report: validReport(), visiblePages: ['summary', 'submit'] });
const SIGNED_IN_EMAIL = 'jane.citizen@example.com';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The wizard's fake server, with bcr/generatepdf answering `answer` and its requests recorded. */
function serverAnswering(answer: { status: number; body: unknown }) {
  const base = fakeBcrServer(loaded);
  const sent: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (!url.endsWith('/bcr/generatepdf')) return base(url, init);
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  renderBcrWizard(loaded);
  await user.click(await screen.findByRole('button', { name: 'Submit Bore Details' }));
  return screen.findByRole('region', { name: 'Bore Construction Report (PDF)' });
}

describe('the PDF e-mail list on the review page', () => {
  it('starts with the signed-in user’s address and refuses an invalid or repeated one beside the field', async () => {
    serverAnswering({ status: 200, body: {} });
    const user = userEvent.setup();
    const panel = await openPanel(user);
    const list = within(panel).getByRole('list', { name: 'PDF recipients' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`${SIGNED_IN_EMAIL}Remove`]);

    // The field alone answers to its label, also as a part of a name (as Playwright's getByLabel looks it up).
    const field = within(panel).getByLabelText('Email address', { exact: false });
    await user.type(field, 'not an address');
    await user.click(within(panel).getByRole('button', { name: 'Add email' }));
    expect(within(panel).getByText(BCR_MESSAGES.invalidEmail)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, SIGNED_IN_EMAIL.toUpperCase());
    await user.click(within(panel).getByRole('button', { name: 'Add email' }));
    expect(within(panel).getByText(BCR_MESSAGES.duplicateEmail)).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: `Remove ${SIGNED_IN_EMAIL}` }));
    expect(within(panel).getByText('No email addresses added.')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Generate Bore Construction Report & Email' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('confirms the recipients in the modal, sends the list and shows the server’s message', async () => {
    const sent = serverAnswering({ status: 200, body: { success: true, code: 100007, message: 'The Bore Construction Report has been emailed to x.', payload: { sentTo: [], fileName: 'a.pdf' } } });
    const user = userEvent.setup();
    const panel = await openPanel(user);
    await user.type(within(panel).getByLabelText('Email address'), 'site@example.com{Enter}');
    await user.click(within(panel).getByRole('button', { name: 'Generate Bore Construction Report & Email' }));
    const modal = await screen.findByRole('dialog', { name: 'Generate Bore Construction Report & Email' });
    expect(modal.textContent).toContain('site@example.com');
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('The Bore Construction Report has been emailed to x.')).toBeTruthy();
    expect(sent).toEqual([{ formAId: loaded.view.formAId, emailsBcr: [SIGNED_IN_EMAIL, 'site@example.com'] }]);
  });

  it.each([
    ['a 100001 refusal shows the server’s message', 400, { success: false, code: 'VALIDATION_FAILED', message: 'Email already added', responseCode: 100001 }, 'Email already added'],
    ['any other failure shows the spec’s fallback', 500, { success: false, code: 'INTERNAL_ERROR', message: 'Error in sending email request.' }, BCR_MESSAGES.emailRequestFailed],
    ['an answer that is not the envelope shows the fallback', 502, 'Bad gateway', BCR_MESSAGES.emailRequestFailed],
  ])('%s', async (_case, status, body, message) => {
    serverAnswering({ status, body });
    const user = userEvent.setup();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Generate Bore Construction Report & Email' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Generate Bore Construction Report & Email' })).getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(message);
  });

  it('refuses the download offline with the spec’s message', async () => {
    serverAnswering({ status: 200, body: {} });
    const user = userEvent.setup();
    const panel = await openPanel(user);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await user.click(within(panel).getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(BCR_MESSAGES.onlineOnly);
  });

  it.each([
    ['a server failure asks to try again later', 500, { success: false, code: 'INTERNAL_ERROR', message: 'Internal error' }, BCR_MESSAGES.fileLoadFailedRetry],
    ['an answer that is not the envelope', 404, 'Not here', BCR_MESSAGES.fileLoadFailed],
  ])('the PDF download: %s, and the window opened for it closes', async (_case, status, body, message) => {
    const base = fakeBcrServer(loaded);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) =>
        url.includes('/getformapdf/') ? new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }) : base(url, init),
      ),
    );
    const win = { close: vi.fn(), location: { href: '' } };
    vi.stubGlobal('open', vi.fn(() => win));
    const user = userEvent.setup();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(message);
    expect(win.close).toHaveBeenCalled();
  });
});
