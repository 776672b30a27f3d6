import { describe, expect, it } from 'vitest';
import { error } from './issue';
import { collectIssues, isBlank, maxLengthIssue, requiredIssue } from './validators';

describe('validators', () => {
  it.each<[unknown, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    ['x', false],
    [0, false],
    [false, false],
  ])('isBlank(%j) is %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it.each<[unknown, ReturnType<typeof requiredIssue>]>([
    ['Bore 1', null],
    [12, null],
    ['', { path: 'driller', message: 'Required', severity: 'error' }],
    [null, { path: 'driller', message: 'Required', severity: 'error' }],
  ])('requiredIssue(%j)', (value, expected) => {
    expect(requiredIssue('driller', value)).toEqual(expected);
  });

  it('requiredIssue takes a custom message', () => {
    expect(requiredIssue('lotNo', ' ', 'Lot/Dp cannot be empty')).toEqual(error('lotNo', 'Lot/Dp cannot be empty'));
  });

  it.each<[string | null, number, ReturnType<typeof maxLengthIssue>]>([
    ['a'.repeat(500), 500, null],
    [null, 500, null],
    ['a'.repeat(501), 500, { path: 'f', message: 'Maximum allowed characters are 500', severity: 'error' }],
    ['a'.repeat(51), 50, { path: 'f', message: 'Maximum allowed characters are 50', severity: 'error' }],
  ])('maxLengthIssue(%s, %i)', (value, max, expected) => {
    expect(maxLengthIssue('f', value, max)).toEqual(expected);
  });

  it('collectIssues flattens single issues and lists and drops passes', () => {
    const a = error('a', 'A');
    const b = error('b', 'B');
    expect(collectIssues(null, a, [b], [])).toEqual([a, b]);
  });
});
