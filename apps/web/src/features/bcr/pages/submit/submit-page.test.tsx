import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BCR_MESSAGES } from '@driller/domain';
// The domain's complete, valid report (its own test data), with a completion after the approval's expiry.
import { context, validReport } from '../../../../../../../packages/domain/src/bcr/testing/bcr-factory';
import { makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, postsOf, renderBcrWizard } from '../../../../test/bcr-harness';

const report = validReport();
const loaded = makeLoadedBcr({
  report: { ...report, summary: { ...report.summary, approvalExpiryDate: '2024-02-01' } },
  today: context().today,
  casingTypeValidations: [...context().casingTypeValidations],
  visiblePages: ['summary', 'submit'],
});
const WARNING = 'The completion date (01/03/2024) is after the approval expiry date (01/02/2024).';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openReview(user: ReturnType<typeof userEvent.setup>) {
  renderBcrWizard(loaded);
  await user.click(await screen.findByRole('button', { name: 'Submit Bore Details' }));
  return screen.findByRole('region', { name: 'Warning!' });
}

const dialog = async (text: string) => {
  const found = await screen.findByRole('alertdialog');
  expect(found.textContent).toContain(text);
  return found;
};

describe('Submit Bore Details', () => {
  it('lists the warnings, asks to confirm each and the submit, then sends their codes and shows the report read-only', async () => {
    const fetchMock = fakeBcrServer(loaded);
    const user = userEvent.setup();
    const warnings = await openReview(user);
    expect(warnings.textContent).toContain(WARNING);
    expect(screen.queryByRole('region', { name: 'Error!' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await dialog(WARNING)).getByRole('button', { name: 'OK' }));
    await user.click(within(await dialog(BCR_MESSAGES.confirmSubmit)).getByRole('button', { name: 'OK' }));
    await user.click(within(await dialog(BCR_MESSAGES.submitted)).getByRole('button', { name: 'OK' }));

    const [url, body] = postsOf(fetchMock)[0] ?? [];
    expect(url).toBe('/service/api/bcr/savesubmitboredetails');
    expect(body).toMatchObject({ formAId: 42, version: 1, exceptionReasonCodes: ['BCR_W_COMPLETION_AFTER_EXPIRY'], summary: { formStatus: 2 } });
    expect(String(body?.requestId)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('View Bore Construction Report'));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(BCR_MESSAGES.submitted);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('sends nothing when a warning is not confirmed', async () => {
    const fetchMock = fakeBcrServer(loaded);
    const user = userEvent.setup();
    await openReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await dialog(WARNING)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(postsOf(fetchMock)).toHaveLength(0);
  });

  it('asks for comments before saving them', async () => {
    const fetchMock = fakeBcrServer(loaded);
    const user = userEvent.setup();
    await openReview(user);
    // The box alone answers to the label "Comments" (its section is not named so too).
    await user.clear(screen.getByLabelText('Comments', { exact: false }));
    await user.click(screen.getByRole('button', { name: 'Save Comments' }));
    await user.click(within(await dialog(BCR_MESSAGES.commentsRequired)).getByRole('button', { name: 'OK' }));
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Checked on site');
    await user.click(screen.getByRole('button', { name: 'Save Comments' }));
    // The comments go alone, with the status that skips validation: no Summary warning is asked.
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(postsOf(fetchMock)[0]).toMatchObject(['/service/api/bcr/savesummary', { summary: { comments: 'Checked on site', formStatus: 5 } }]);
  });

  it('saves the comments of a report whose Summary is incomplete, without its unsaved Summary edits', async () => {
    const incomplete = makeLoadedBcr({ ...loaded.view, report: { ...loaded.view.report, summary: { ...loaded.view.report.summary, completionDate: null, completedDepth: null } } }, loaded.work);
    const fetchMock = fakeBcrServer(incomplete);
    const user = userEvent.setup();
    renderBcrWizard(incomplete);
    await user.type(await screen.findByLabelText('Assistant Driller(s)'), 'Unsaved Name');
    await user.click(screen.getByRole('button', { name: 'Submit Bore Details' }));
    await user.type(await screen.findByRole('textbox', { name: 'Comments' }), 'Checked on site');
    await user.click(screen.getByRole('button', { name: 'Save Comments' }));
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    const [url, body] = postsOf(fetchMock)[0] ?? [];
    expect(url).toBe('/service/api/bcr/savesummary');
    expect(body).toMatchObject({ summary: { comments: 'Checked on site', completionDate: null } });
    expect(JSON.stringify(body)).not.toContain('Unsaved Name');
  });
});

describe('a read-only report on the review page', () => {
  const document = {
    fileGuid: '5f0c1a52-8d2e-4a57-9a1e-2b6f0f4c9d11',
    fileName: 'site-photo.jpg',
    description: 'Head works',
    size: 2048,
    contentType: 'image/jpeg',
    uploadedAt: '2026-11-20T02:00:00.000Z',
    uploadedBy: 'Dan Walsh',
  };

  it('keeps the PDF and the documents to download, with the comments and the e-mail list disabled (spec 2: read-only disables inputs and save buttons)', async () => {
    const submitted = makeLoadedBcr({ ...loaded.view, formStatus: 2, readOnly: true, readOnlyReason: 'submitted', documents: [document] }, loaded.work);
    fakeBcrServer(submitted);
    renderBcrWizard(submitted);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit Bore Details' }));
    const pdf = await screen.findByRole('region', { name: 'Bore Construction Report (PDF)' });
    expect(within(pdf).getByRole('button', { name: 'Download PDF' }).matches(':disabled')).toBe(false);
    expect(within(pdf).getByRole('textbox', { name: 'Email address' }).matches(':disabled')).toBe(true);
    expect(within(pdf).getByRole('button', { name: 'Add email' }).matches(':disabled')).toBe(true);
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('button', { name: 'site-photo.jpg' }).matches(':disabled')).toBe(false);
    expect(within(documents).queryByRole('button', { name: 'Delete site-photo.jpg' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Comments' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Comments' })).toBeNull();
    // Its warnings still show, as the sidebar's marks do; it is not offered as ready to submit.
    expect(screen.getByRole('region', { name: 'Warning!' }).textContent).toContain(WARNING);
    expect(screen.queryByText(/ready to submit/)).toBeNull();
  });
});

describe('the Hydstra status on the review page', () => {
  const submission = { submissionId: 1, formStatus: 2, reviewStatus: null, version: 2, submittedAt: '2026-11-23T01:00:00.000Z', submittedBy: 'Dan Walsh', exceptionReasonCodes: [] };
  const status = {
    success: true,
    formAJson: { fileName: 'A_1_42.json', createdDate: '2026-11-23T01:00:05.000Z' },
    formAOutputJson: { time_date: '2026-11-23T01:00:06.000Z', status: 'Success', errors: [] },
    payload: { formAId: 42, formAGuid: 'guid-42', state: 'sent', submittedAt: submission.submittedAt, attempts: 1, nextAttemptAt: null, lastError: null, files: [{ fileName: 'A_1_42.json', size: 9 }] },
  };

  it("asks for the work's export status by its guid once the report has a submission, and shows it", async () => {
    const submittedBcr = makeLoadedBcr({ ...loaded.view, formStatus: 2, readOnly: true, readOnlyReason: 'submitted', submissions: [submission] }, { ...loaded.work, formAGuid: 'guid-42' });
    const fetchMock = vi.fn(async (url: string) =>
      new Response(JSON.stringify(url.endsWith('/work/gethydstrastatus') ? status : { success: true, message: null, workDetails: submittedBcr.work, data: submittedBcr.view }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBcrWizard(submittedBcr);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit Bore Details' }));
    const panel = await screen.findByRole('region', { name: 'Hydstra status' });
    await waitFor(() => expect(panel.textContent).toContain('A_1_42.json'));
    expect(panel.textContent).toContain('Success');
    expect(postsOf(fetchMock as unknown as Parameters<typeof postsOf>[0])).toEqual([['/service/api/work/gethydstrastatus', { formAGuid: 'guid-42' }]]);
  });

  it('shows no Hydstra status for a report never submitted', async () => {
    fakeBcrServer(loaded);
    await openReview(userEvent.setup());
    expect(screen.queryByRole('region', { name: 'Hydstra status' })).toBeNull();
  });
});
