import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FORM_STATUS,
  FORM_STATUS,
  formStatusLabel,
  isFormStatus,
  isUnderReview,
  reviewStatusLabel,
} from './form-status';

describe('form status', () => {
  it('defaults to draft (1)', () => {
    expect(DEFAULT_FORM_STATUS).toBe(1);
    expect(FORM_STATUS.submitted).toBe(2);
  });

  it.each<[number | null | undefined, string]>([
    [undefined, 'In Progress'],
    [null, 'In Progress'],
    [1, 'In Progress'],
    [2, 'Submitted'],
    [3, 'Submitted for Review'],
    [4, 'Marked for Final Submission'],
    [5, 'Saved'],
    [9, 'In Progress'],
  ])('formStatusLabel(%s) is %s', (status, label) => {
    expect(formStatusLabel(status)).toBe(label);
  });

  it.each<[unknown, boolean]>([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    ['1', false],
  ])('isFormStatus(%j) is %s', (value, expected) => {
    expect(isFormStatus(value)).toBe(expected);
  });

  it.each<[number | null, boolean, string]>([
    [1, false, 'In Progress'],
    [2, true, 'Under Review'],
    [3, true, 'Under Review'],
    [null, false, 'In Progress'],
  ])('review status %s: under review %s', (status, under, label) => {
    expect(isUnderReview(status)).toBe(under);
    expect(reviewStatusLabel(status)).toBe(label);
  });
});
