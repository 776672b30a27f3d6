import { describe, expect, it } from 'vitest';
import { BCR_MESSAGES, ROLE, type BcrContext } from '@driller/domain';
import { makeBcrReport, makeBcrView } from '../../../../test/bcr-fixtures';
import { formValuesFromView } from '../../wizard/bcr-form-values';
import { submitBody } from './use-bcr-submit';
import { liveReview } from './use-live-review';

const ctx: BcrContext = {
  roleId: ROLE.driller,
  workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 },
  today: '2026-11-23',
  casingTypeValidations: [],
  conditionsAccepted: false,
  hasMonitoringHoles: false,
};
const stored = makeBcrView().review;

describe('the review page’s banners for the report in the form', () => {
  it('lists the blocking errors by section, and submit is not offered', () => {
    const review = liveReview(formValuesFromView({ report: makeBcrReport() }), ctx, stored);
    expect(review.canSubmit).toBe(false);
    expect(review.errors.find((e) => e.section === 'summary')?.messages).toContain('Mandatory fields are not entered');
    expect(review.errors.find((e) => e.section === 'workDetails')?.messages).toEqual(
      expect.arrayContaining(['Please set the actual location of the bore.', 'Please accept the conditions of approval.']),
    );
  });

  it('lists what the schema refuses beside what the rules find on the rest of the form', () => {
    const values = formValuesFromView({ report: makeBcrReport() });
    const stored = { errors: [{ section: 'lithology', title: 'Lithology', messages: ['stored'] }], warnings: [], canSubmit: false };
    const review = liveReview({ ...values, summary: { ...values.summary, completedDepth: 'deep' } }, ctx, stored);
    expect(review.canSubmit).toBe(false);
    expect(review.errors.find((e) => e.section === 'summary')?.messages).toEqual(['Required number', BCR_MESSAGES.mandatoryFieldsMissing]);
    expect(review.errors.flatMap((e) => e.messages)).not.toContain('stored');
  });

  it('keeps the stored review when even the form with its refused fields blank does not parse', () => {
    const values = formValuesFromView({ report: makeBcrReport() });
    const stored = { errors: [{ section: 'lithology', title: 'Lithology', messages: ['Row No#1: Mandatory fields are not entered'] }], warnings: [], canSubmit: false };
    const review = liveReview({ ...values, lithology: 'not a list' } as unknown as typeof values, ctx, stored);
    expect(review.canSubmit).toBe(false);
    expect(review.errors.map((e) => e.section)).toEqual(['lithology', 'lithology']);
  });
});

describe('the submit body', () => {
  it('sends the action’s status with the summary, the request id and the confirmed warnings’ codes', () => {
    const view = makeBcrView({ version: 4 });
    const warnings = [
      { section: 'summary' as const, message: 'Late', code: 'BCR_W_COMPLETION_AFTER_EXPIRY' },
      { section: 'summary' as const, message: 'Late again', code: 'BCR_W_COMPLETION_AFTER_EXPIRY' },
    ];
    const body = submitBody(formValuesFromView(view), view, 'submitForReview', { errors: [], warnings, canSubmit: true }, 'request-0001');
    expect(body).toMatchObject({ formAId: 42, version: 4, requestId: 'request-0001', exceptionReasonCodes: ['BCR_W_COMPLETION_AFTER_EXPIRY'] });
    expect(body.summary.formStatus).toBe(3);
  });
});
