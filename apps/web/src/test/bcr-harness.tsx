import './jsdom-polyfills';
import { vi } from 'vitest';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { bcrReportSchema, type BcrView } from '@driller/domain';
import { DialogProvider } from '../components/ui/dialogs/dialog-provider';
import { AuthContext } from '../lib/auth/auth-context';
import type { LoadedBcr } from '../features/bcr/api/get-bcr';
import { BcrWizardView } from '../features/bcr/wizard/bcr-wizard-view';
import { preloadAllPages } from '../features/bcr/wizard/page-registry';
import { preloadBeforeAll } from './preload-before-all';
import { makeAuthState, makeUser } from './auth-fixtures';

// Every file that renders the wizard has each page's code loaded before its first test.
preloadBeforeAll(preloadAllPages);

export type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The submit's answer: the report submitted and read-only, with the spec's success code and message. */
function submitted(view: BcrView) {
  const data = { ...view, formStatus: 2, readOnly: true, readOnlyReason: 'submitted', submitAction: null, submitDisabled: true };
  const submission = { submissionId: 1, formStatus: 2, reviewStatus: null, version: view.version, submittedAt: '2026-11-23T01:00:00.000Z', submittedBy: 'Dan Walsh', exceptionReasonCodes: [] };
  return { success: true, code: 100007, message: 'The BCR data is submitted successfully.', showMsg: true, offline: false, data: { ...data, warnings: [], submission, repeated: false } };
}

/**
 * A server for the wizard: each save answers the view with the body's cleaned report at the next version; a
 * reload answers the view as last saved.
 */
export function fakeBcrServer(loaded: LoadedBcr): FetchMock {
  let view: BcrView = loaded.view;
  const fetchMock: FetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      // As the server stores it: the schema's cleaned report (numbers from numeric text, blanks null).
      const report = bcrReportSchema.parse(JSON.parse(String(init.body)));
      view = { ...view, version: view.version + 1, report };
      if (url.endsWith('/savesubmitboredetails')) return json(submitted(view));
      return json({ success: true, code: null, message: null, showMsg: false, offline: false, data: { ...view, warnings: [] } });
    }
    return json({ success: true, message: null, workDetails: loaded.work, data: view });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The POSTs the wizard made: [path, parsed body]. */
export const postsOf = (fetchMock: FetchMock): [string, Record<string, unknown>][] =>
  fetchMock.mock.calls.filter(([, init]) => init.method === 'POST').map(([url, init]) => [url, JSON.parse(String(init.body)) as Record<string, unknown>]);

/** Renders the wizard as /BCR?id= does once the BCR has loaded. */
export function renderBcrWizard(loaded: LoadedBcr): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AuthContext.Provider value={makeAuthState(makeUser())}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/BCR?id=${loaded.view.formAId}`]}>
          <DialogProvider>
            <BcrWizardView formAId={loaded.view.formAId} initial={loaded} />
          </DialogProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
}
