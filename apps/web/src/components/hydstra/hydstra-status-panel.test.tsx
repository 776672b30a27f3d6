import '../../test/jsdom-polyfills';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { HydstraStatusResponse } from '@driller/domain';
import { HydstraStatusView } from './hydstra-status-panel';
import { HYDSTRA_REFRESH_MS, refreshIntervalFor } from './use-hydstra-status';

afterEach(cleanup);

const payload: HydstraStatusResponse['payload'] = {
  formAId: 12,
  formAGuid: '6f1c2b9e-0000-4000-8000-000000000012',
  state: 'waiting',
  submittedAt: '2026-11-23T01:00:00.000Z',
  attempts: 0,
  nextAttemptAt: '2026-11-23T01:00:00.000Z',
  lastError: null,
  files: [],
};

/** The panel's list as term: description pairs. */
const items = () => screen.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('the Hydstra status panel', () => {
  it('says the export is waiting to be sent, with no files and no output yet', () => {
    render(<HydstraStatusView status={{ success: true, formAJson: null, formAOutputJson: null, payload }} />);
    expect(items()).toEqual(['Export: Waiting to be sent', 'Submitted: 23/11/2026 12:00:00']);
  });

  it('tells why the last attempt failed and when the next one is', () => {
    render(<HydstraStatusView status={{ success: true, formAJson: null, formAOutputJson: null, payload: { ...payload, attempts: 2, lastError: 'connect ECONNREFUSED' } }} />);
    expect(items()[2]).toBe('Last attempt: Attempt 2 did not reach Hydstra (connect ECONNREFUSED); next attempt 23/11/2026 12:00:00');
  });

  it('lists the files sent, the run date, the status and the errors the import returned', () => {
    const files = [{ fileName: 'A_1_12.json', size: 10 }, { fileName: 'A_1_12_HOLE.csv', size: 5 }];
    render(
      <HydstraStatusView
        status={{
          success: true,
          formAJson: { fileName: 'A_1_12.json', createdDate: '2026-11-23T01:00:05.000Z' },
          formAOutputJson: { time_date: '2026-11-23T01:00:06.000Z', status: 'Failed', errors: ['LITHOLOGY row 2: TODEPTH is not a number'] },
          payload: { ...payload, state: 'sent', attempts: 1, nextAttemptAt: null, files },
        }}
      />,
    );
    // NSW time (AEDT, UTC+11 in November), the time with its seconds (spec 3: HH:mm:ss).
    expect(items().slice(2)).toEqual([
      'Files sent: A_1_12.jsonA_1_12_HOLE.csv',
      'Export file: A_1_12.json, created 23/11/2026 12:00:05',
      'Run date: 23/11/2026',
      'Run time: 12:00:06',
      'Status: Failed',
      'Errors: LITHOLOGY row 2: TODEPTH is not a number',
    ]);
    expect(items()[0]).toBe('Export: Sent');
  });

  it('says None when the import succeeded without errors, and the export when it was given up', () => {
    render(
      <HydstraStatusView
        status={{ success: true, formAJson: null, formAOutputJson: { time_date: '2026-11-23T01:00:06.000Z', status: 'Success', errors: [] }, payload: { ...payload, state: 'sent' } }}
      />,
    );
    expect(items().slice(-2)).toEqual(['Status: Success', 'Errors: None']);
    cleanup();
    render(<HydstraStatusView status={{ success: true, formAJson: null, formAOutputJson: null, payload: { ...payload, state: 'failed', attempts: 10, lastError: 'timeout' } }} />);
    expect(items()).toContain('Export: Not sent: Hydstra could not be reached after several attempts');
    expect(items()).toContain('Last error: timeout');
  });

  it('asks again while the export is on its way and stops once it is sent or given up', () => {
    expect([refreshIntervalFor('waiting'), refreshIntervalFor('sending')]).toEqual([HYDSTRA_REFRESH_MS, HYDSTRA_REFRESH_MS]);
    expect([refreshIntervalFor('sent'), refreshIntervalFor('failed'), refreshIntervalFor('notSubmitted'), refreshIntervalFor(undefined)]).toEqual([false, false, false, false]);
  });
});
