import { describe, expect, it } from 'vitest';
import { error, warning } from '../../common/issue';
import { buildReview, exceptionReasonCodes, locateIssue, reviewErrorLines, REVIEW_SECTIONS } from './review';

describe('review page', () => {
  it('has 16 error slots', () => {
    expect(REVIEW_SECTIONS).toHaveLength(16);
  });

  it.each([
    ['lithology.2.depthTo', { section: 'lithology', row: 3 }],
    ['boreDevelopment.rows.0.durationHour', { section: 'boreDevelopment', row: 1 }],
    ['casingLiner.0.material', { section: 'boreConstructionDesign', row: 1 }],
    ['workDetails.conditions', { section: 'workDetails', row: null }],
    ['gravelPack', { section: 'gravelPack', row: null }],
    ['unknown.thing', { section: 'summary', row: null }],
  ])('locates %s', (path, expected) => {
    expect(locateIssue(path)).toEqual(expected);
  });

  it('lists errors by section as Row No#n and collapses missing fields', () => {
    const review = buildReview([
      error('lithology.0.rockType', 'Required'),
      error('lithology.0.depthTo', 'Required'),
      error('lithology.1.depthFrom', '"Depth From" must equal "Depth To" of the previous section'),
      error('summary.completedDepth', 'Drilled depth must be greater than completed depth'),
      error('summary.boreTypeId', 'Required'),
      error('summary.completionDate', 'Required'),
      error('gravelPack', 'Please remove Gravel pack section when Open Through Rock is selected.'),
    ]);
    expect(review).toEqual({
      errors: [
        { section: 'summary', title: 'Summary', messages: ['Drilled depth must be greater than completed depth', 'Mandatory fields are not entered'] },
        {
          section: 'lithology',
          title: 'Lithology',
          messages: ['Row No#1: Mandatory fields are not entered', 'Row No#2: "Depth From" must equal "Depth To" of the previous section'],
        },
        { section: 'gravelPack', title: 'Gravel Pack', messages: ['Please remove Gravel pack section when Open Through Rock is selected.'] },
      ],
      warnings: [],
      canSubmit: false,
    });
  });

  it('keeps warnings with row numbers and their codes, and allows submit', () => {
    const w = warning('waterEntryDesign.1.od', 'Too small', 'BCR_W_MIN_CASING_OD');
    const review = buildReview([w, w, warning('summary.organisation', 'Blank', 'BCR_W_BLANK_COMPANY')]);
    expect(review.warnings).toEqual([
      { section: 'waterEntryDesign', message: 'Row No#2: Too small', code: 'BCR_W_MIN_CASING_OD' },
      { section: 'summary', message: 'Blank', code: 'BCR_W_BLANK_COMPANY' },
    ]);
    expect(review.canSubmit).toBe(true);
    expect(exceptionReasonCodes(review)).toEqual(['BCR_W_MIN_CASING_OD', 'BCR_W_BLANK_COMPANY']);
  });

  it('a warning without a code keeps an empty one', () => {
    expect(buildReview([{ path: 'summary', message: 'x', severity: 'warning' }]).warnings[0]?.code).toBe('');
  });
});

describe('reviewErrorLines', () => {
  it('prefixes each message with its section title, rows numbered as the review page shows them', () => {
    const review = buildReview([
      { path: 'lithology.1.rockType', message: 'Required', severity: 'error' },
      { path: 'annulusFillSeal', message: 'Annulus Fill / Seal cannot be empty', severity: 'error' },
    ]);
    expect(reviewErrorLines(review)).toEqual(['Lithology: Row No#2: Mandatory fields are not entered', 'Annulus Fill / Seal: Annulus Fill / Seal cannot be empty']);
  });
});
