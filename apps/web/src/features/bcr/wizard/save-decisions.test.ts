import { describe, expect, it } from 'vitest';
import { ROLE, type BcrContext } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { makeBcrReport } from '../../../test/bcr-fixtures';
import { formValuesFromView, type BcrFormValues } from './bcr-form-values';
import { preSave, routeChanged, sameJson, saveFailure, saveSuccessAlert } from './save-decisions';

const ctx: BcrContext = {
  roleId: ROLE.driller,
  workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 },
  today: '2026-11-23',
  casingTypeValidations: [],
  conditionsAccepted: true,
  hasMonitoringHoles: false,
};
const saved = makeBcrReport({ summary: { boreTypeId: 1, completionDate: '2024-06-01', completedDepth: 40 } });
const values = (): BcrFormValues => formValuesFromView({ report: saved });
const withSummary = (summary: Partial<BcrFormValues['summary']>): BcrFormValues => {
  const v = values();
  return { ...v, summary: { ...v.summary, ...summary } };
};

describe('before a save', () => {
  it('says there is nothing to save when the route’s sections are as saved', () => {
    expect(preSave('summary', values(), saved, ctx)).toEqual({ kind: 'nothingToSave' });
    // Typing the same number again is no change either.
    expect(preSave('summary', withSummary({ completedDepth: '40' }), saved, ctx)).toEqual({ kind: 'nothingToSave' });
  });

  it('looks only at what the route writes', () => {
    const v = values();
    const other = { ...v, headWorks: { lengths: 2, width: 1, thickness: 1 } };
    expect(preSave('summary', other, saved, ctx)).toEqual({ kind: 'nothingToSave' });
    expect(routeChanged('waterEntryDesign', { ...saved, methodOfPlacementOfGravelPack: 2 }, saved)).toBe(true);
  });

  it('saves a Not Applicable / Applicable mark alone with its section’s route', () => {
    const marked = { ...saved, summary: { ...saved.summary, disinfectionOnCompletionMarkNotApplicable: 2 as const } };
    expect(routeChanged('disinfection', marked, saved)).toBe(true);
    expect(routeChanged('annulusFillSeal', marked, saved)).toBe(false);
  });

  it('blocks on the route’s rule errors, at their fields', () => {
    const pre = preSave('summary', withSummary({ completionDate: null }), saved, ctx);
    expect(pre).toEqual({ kind: 'errors', issues: [{ path: 'summary.completionDate', message: 'Required', severity: 'error' }] });
  });

  it('blocks on a value the schema refuses', () => {
    const pre = preSave('summary', withSummary({ completedDepth: 'deep' }), saved, ctx);
    expect(pre.kind).toBe('errors');
    expect(pre.kind === 'errors' && pre.issues[0]).toMatchObject({ path: 'summary.completedDepth', message: 'Required number' });
  });

  it('names the route’s other errors beside a refused value (an over-long text hid them all)', () => {
    const pre = preSave('summary', withSummary({ assistantDriller: 'x'.repeat(260), completionDate: null }), saved, ctx);
    expect(pre).toEqual({
      kind: 'errors',
      issues: [
        { path: 'summary.assistantDriller', message: 'Maximum allowed characters are 250', severity: 'error' },
        { path: 'summary.completionDate', message: 'Required', severity: 'error' },
      ],
    });
  });

  it('asks to confirm the warnings, ending with the spec’s question', () => {
    const pre = preSave('summary', withSummary({ completionDate: '2026-01-01', approvalExpiryDate: '2025-01-01' }), saved, ctx);
    expect(pre.kind).toBe('confirm');
    expect(pre.kind === 'confirm' && pre.message).toMatch(/\nDo you want to continue\?$/);
    expect(pre.kind === 'confirm' && pre.message).toContain('01/01/2025');
  });

  it('posts a valid change, and a status 5 save without running the rules', () => {
    expect(preSave('summary', withSummary({ completedDepth: 45 }), saved, ctx)).toEqual({ kind: 'post', issues: [] });
    expect(preSave('summary', withSummary({ completionDate: null, formStatus: 5 }), saved, ctx)).toEqual({ kind: 'post', issues: [] });
  });
});

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, { success: false, message: 'Server says no', code: 'VALIDATION_FAILED', ...body } as never);

describe('after a refused or failed save (spec 2 section 8)', () => {
  it('100001 alerts, keeps the draft and shows the field errors', () => {
    const failure = saveFailure(refusal(400, { responseCode: 100001, fieldErrors: { 'lithology.1.depthTo': ['Required'] } }));
    expect(failure).toEqual({
      alert: 'Server says no',
      then: 'stay',
      issues: [{ path: 'lithology.1.depthTo', message: 'Required', severity: 'error' }],
    });
  });

  it('a stale version keeps the edits with the server’s message', () => {
    const failure = saveFailure(refusal(409, { code: 'STALE_VERSION', message: 'This BCR was changed by someone else after you opened it.', responseCode: 100001 }));
    expect(failure).toEqual({ alert: 'This BCR was changed by someone else after you opened it.', then: 'stay', issues: [] });
  });

  it('100010 goes home; 100012 and showMsg alert and reload', () => {
    expect(saveFailure(refusal(404, { code: 'NOT_FOUND', responseCode: 100010 })).then).toBe('home');
    expect(saveFailure(refusal(403, { code: 'FORBIDDEN', responseCode: 100012 }))).toMatchObject({ alert: 'Server says no', then: 'reload' });
    expect(saveFailure(refusal(403, { code: 'FORBIDDEN', showMsg: true }))).toMatchObject({ alert: 'Server says no', then: 'reload' });
  });

  it('anything else is "Error in saving Data"; no answer at all "Errors in saving Data"', () => {
    expect(saveFailure(refusal(500, { code: 'INTERNAL_ERROR' }))).toEqual({ alert: 'Error in saving Data', then: 'reload', issues: [] });
    expect(saveFailure(new TypeError('Failed to fetch'))).toEqual({ alert: 'Errors in saving Data', then: 'stay', issues: [] });
  });

  it('alerts the message of the success codes only', () => {
    expect(saveSuccessAlert({ code: 100007, message: 'The BCR data is submitted successfully.' })).toBe('The BCR data is submitted successfully.');
    expect(saveSuccessAlert({ code: null, message: 'Saved' })).toBeNull();
  });
});

describe('comparing reports', () => {
  it('reads a blank as blank whether null or absent, and compares rows in order', () => {
    expect(sameJson({ a: null, b: [1, { c: undefined }] }, { b: [1, {}] })).toBe(true);
    expect(sameJson({ a: 0 }, { a: null })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
  });
});
