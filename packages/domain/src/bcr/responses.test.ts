import { describe, expect, it } from 'vitest';
import { BCR_RESPONSE_CODE, RESPONSE_CODE } from './codes';
import { loadOutcome, offlineSavePlan, pdfEmailOutcome, refusalResponse, saveOutcome } from './responses';

describe('response handling', () => {
  it.each([
    [{ success: true }, { alert: null, then: 'stay' }],
    [{ success: false, message: 'No access' }, { alert: 'No access', then: 'home' }],
    [{ success: false }, { alert: 'Error in loading Data', then: 'home' }],
  ])('load %j', (r, expected) => {
    expect(loadOutcome(r)).toEqual(expected);
  });

  it.each([
    [{ success: true, code: 100007, message: 'Saved, note this' }, { alert: 'Saved, note this', then: 'stay' }],
    [{ success: true, code: 1, message: 'quiet' }, { alert: null, then: 'stay' }],
    [{ success: false, code: 100001, message: 'Stale' }, { alert: 'Stale', then: 'stay' }],
    [{ success: false, code: 100010, message: 'Gone' }, { alert: 'Gone', then: 'home' }],
    [{ success: false, code: 100012, message: 'Check' }, { alert: 'Check', then: 'resetForm' }],
    [{ success: false, showMsg: true, message: 'Shown' }, { alert: 'Shown', then: 'resetForm' }],
    [{ success: false, message: 'hidden' }, { alert: 'Error in saving Data', then: 'resetForm' }],
  ])('save %j', (r, expected) => {
    expect(saveOutcome(r)).toEqual(expected);
  });

  it.each([
    [{ success: true, code: 100009, message: 'Sent' }, 'Sent'],
    [{ success: true, code: 5 }, null],
    [{ success: false, code: 100001, message: 'Refused' }, 'Refused'],
    [{ success: false }, 'Error in sending email request.'],
  ])('pdf e-mail %j', (r, expected) => {
    expect(pdfEmailOutcome(r)).toBe(expected);
  });

  it.each([
    [{ offline: true, holdsLock: false, offlineCheck: null, submitting: false }, { refused: 'The BCR is not locked for editing. You cannot save changes while offline' }],
    [{ offline: false, holdsLock: false, offlineCheck: 0, submitting: false }, { route: 'abort' }],
    [{ offline: false, holdsLock: false, offlineCheck: 1, submitting: false }, { route: 'savebcr' }],
    [{ offline: false, holdsLock: false, offlineCheck: 1, submitting: true }, { route: 'section' }],
    [{ offline: true, holdsLock: true, offlineCheck: null, submitting: false }, { route: 'section' }],
  ] as const)('offline plan %j', (p, expected) => {
    expect(offlineSavePlan(p)).toEqual(expected);
  });

  it.each([
    [{ message: 'Required', responseCode: BCR_RESPONSE_CODE.refusedKeepDraft }, { alert: 'Required', then: 'stay' }],
    [{ message: 'Not yours', responseCode: BCR_RESPONSE_CODE.refusedGoHome }, { alert: 'Not yours', then: 'home' }],
    [{ message: 'Submitted', responseCode: BCR_RESPONSE_CODE.refusedReadOnly, showMsg: true }, { alert: 'Submitted', then: 'resetForm' }],
    [{ message: 'Proxy page' }, { alert: 'Error in saving Data', then: 'resetForm' }],
  ])('reads the API refusal %j as a save response', (envelope, expected) => {
    expect(saveOutcome(refusalResponse(envelope))).toEqual(expected);
  });

  it('alerts on the success codes the server sends', () => {
    const { submitted, submittedForReview, markedForFinalSubmission, modeChanged } = BCR_RESPONSE_CODE;
    expect([...RESPONSE_CODE.successAlert].sort()).toEqual([submitted, submittedForReview, markedForFinalSubmission, modeChanged].sort());
  });
});
