import { describe, expect, it } from 'vitest';
import type { Issue } from '../common/issue';
import {
  formatAbnOrAcn,
  limitRegisterResults,
  normaliseAbn,
  registerMatchIssues,
  registerSearchIssues,
  type RegisterResult,
} from './business-register';

const MIN = 'Please enter atleast 5 characters to search.';

describe('business register search', () => {
  it.each<[string | null, Issue[]]>([
    ['Deep Bores', []],
    ['Deepb', []],
    ['Deep', [{ path: 'organisationName', message: MIN, severity: 'error' }]],
    ['  Dee  ', [{ path: 'organisationName', message: MIN, severity: 'error' }]],
    [null, [{ path: 'organisationName', message: MIN, severity: 'error' }]],
  ])('term %j', (term, expected) => {
    expect(registerSearchIssues(term)).toEqual(expected);
  });

  const hit = (i: number): RegisterResult => ({ Name: `Company ${i}`, Abn: String(i), State: 'NSW', Postcode: '2000' });
  it.each([
    [3, 3, null],
    [24, 24, null],
    [25, 25, '*Note: Max results displayed are 25. Please refine your search'],
    [40, 25, '*Note: Max results displayed are 25. Please refine your search'],
  ])('%i hits show %i with note %s', (count, shown, note) => {
    const result = limitRegisterResults(Array.from({ length: count }, (_, i) => hit(i)));
    expect(result.results).toHaveLength(shown);
    expect(result.note).toBe(note);
  });

  it('compares ABNs by digits only', () => {
    expect(normaliseAbn('12 345-678 901')).toBe('12345678901');
  });

  const RESULTS: RegisterResult[] = [{ Name: 'DEEP BORES PTY LTD', Abn: '12345678901' }];
  const MISMATCH = 'The company name and ABN/ACN does not match from the search results.';
  it.each<[string, { organisationId?: number; organisationName?: string; abnOrAcn?: string }, Issue[]]>([
    ['name and ABN of a result', { organisationName: 'Deep Bores Pty Ltd', abnOrAcn: '12 345 678 901' }, []],
    ['an existing company is not re-checked', { organisationId: 4, organisationName: 'Anything', abnOrAcn: '1' }, []],
    ['right name, wrong ABN', { organisationName: 'Deep Bores Pty Ltd', abnOrAcn: '99999999999' }, [{ path: 'organisationName', message: MISMATCH, severity: 'error' }]],
    ['typed name not in results', { organisationName: 'Deep Bore', abnOrAcn: '12345678901' }, [{ path: 'organisationName', message: MISMATCH, severity: 'error' }]],
    ['nothing typed', {}, [{ path: 'organisationName', message: MISMATCH, severity: 'error' }]],
  ])('register match: %s', (_, input, expected) => {
    expect(registerMatchIssues(input, RESULTS)).toEqual(expected);
  });
});

describe('formatAbnOrAcn', () => {
  it('groups an ABN and an ACN as the register writes them, and leaves anything else as typed', () => {
    expect(formatAbnOrAcn('73080808555')).toBe('73 080 808 555');
    expect(formatAbnOrAcn('73 080808555')).toBe('73 080 808 555');
    expect(formatAbnOrAcn('004085616')).toBe('004 085 616');
    expect(formatAbnOrAcn('1234')).toBe('1234');
  });
});
