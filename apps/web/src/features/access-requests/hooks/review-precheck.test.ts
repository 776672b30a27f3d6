import { describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_MESSAGES, ADMIN_DECIDED_MESSAGES, ADMIN_MESSAGES, REQUEST_STATUS } from '@driller/domain';
import { precheckReview } from './review-precheck';

const pending = { version: 3, regStatus: REQUEST_STATUS.pending };

describe('precheckReview', () => {
  it('passes an approval of a request unchanged since it was opened', () => {
    expect(precheckReview('registration', pending, pending, REQUEST_STATUS.approved, '')).toEqual({ kind: 'ok' });
  });

  it('stops when someone else changed or removed the request meanwhile', () => {
    const changed = { kind: 'changed', message: ACCESS_REQUEST_MESSAGES.changedSinceOpened };
    expect(precheckReview('registration', pending, { version: 4, regStatus: REQUEST_STATUS.approved }, REQUEST_STATUS.approved, '')).toEqual(changed);
    expect(precheckReview('dca', pending, null, REQUEST_STATUS.rejected, 'x')).toEqual(changed);
  });

  it('asks for comments before a rejection', () => {
    expect(precheckReview('dca', pending, pending, REQUEST_STATUS.rejected, ' ')).toEqual({ kind: 'fieldErrors', errors: { comments: ADMIN_MESSAGES.required } });
    expect(precheckReview('dca', pending, pending, REQUEST_STATUS.rejected, 'No authority letter')).toEqual({ kind: 'ok' });
  });

  it('refuses a decision the current status does not allow', () => {
    const approved = { version: 2, regStatus: REQUEST_STATUS.approved };
    expect(precheckReview('registration', approved, approved, REQUEST_STATUS.reApproved, '')).toEqual({
      kind: 'fieldErrors', errors: { approvedOrRejected: ADMIN_DECIDED_MESSAGES.requestClosed },
    });
  });
});
