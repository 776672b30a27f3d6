import { describe, expect, it } from 'vitest';
import type { Issue } from '../common/issue';
import { companyFieldIssues, companyFieldState, companyFormSchema, companySearchCriteria, type CompanyFormValues } from './company-form';

function company(overrides: Partial<CompanyFormValues> = {}): CompanyFormValues {
  return { organisationName: 'Deep Bores Pty Ltd', abnOrAcn: '12 345 678 901', ...overrides };
}
const err = (path: string, message: string): Issue => ({ path, message, severity: 'error' });

describe('company form', () => {
  it.each<[string, Partial<CompanyFormValues>, Issue[]]>([
    ['a new company with name and ABN', {}, []],
    [
      'every optional field at its limit',
      { phone: '0'.repeat(20), email: 'office@deepbores.com.au', website: 'w'.repeat(500), address: 'a'.repeat(500) },
      [],
    ],
    ['no name', { organisationName: '' }, [err('organisationName', 'Required')]],
    ['a 101 character name', { organisationName: 'n'.repeat(101) }, [err('organisationName', 'Maximum allowed characters are 100')]],
    ['no ABN/ACN', { abnOrAcn: null }, [err('abnOrAcn', 'Required')]],
    ['a 21 character ABN/ACN', { abnOrAcn: '1'.repeat(21) }, [err('abnOrAcn', 'Maximum allowed characters are 20')]],
    ['a 21 character phone', { phone: '0'.repeat(21) }, [err('phone', 'Maximum allowed characters are 20')]],
    ['a bad email', { email: 'office@' }, [err('email', 'Invalid email address')]],
    ['a 501 character website', { website: 'w'.repeat(501) }, [err('website', 'Maximum allowed characters are 500')]],
    ['a 501 character address', { address: 'a'.repeat(501) }, [err('address', 'Maximum allowed characters are 500')]],
    ['an existing company that is active', { organisationId: 7, isActive: 1 }, []],
    ['an existing company that is inactive', { organisationId: 7, isActive: 0 }, []],
    ['an existing company without isActive', { organisationId: 7, isActive: null }, [err('isActive', 'Required')]],
  ])('%s', (_, overrides, expected) => {
    expect(companyFieldIssues(company(overrides))).toEqual(expected);
  });

  it('the zod schema carries the rules', () => {
    expect(companyFormSchema.safeParse(company()).success).toBe(true);
    const result = companyFormSchema.safeParse(company({ abnOrAcn: '' }));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['abnOrAcn', 'Required']]);
  });

  it.each([
    [{}, { nameLocked: false, showDeactivate: false }],
    [{ organisationId: 0 }, { nameLocked: false, showDeactivate: false }],
    [{ organisationId: 7 }, { nameLocked: true, showDeactivate: true }],
  ])('field state of %j', (values, expected) => {
    expect(companyFieldState(values)).toEqual(expected);
  });

  it.each([
    [{}, { organisationName: '', abnOrAcn: '', status: [1, 0] }],
    [{ organisationName: ' Deep ', abnOrAcn: '123', status: 2 as const }, { organisationName: 'Deep', abnOrAcn: '123', status: [1, 0] }],
    [{ status: 1 as const }, { organisationName: '', abnOrAcn: '', status: [1] }],
    [{ status: 0 as const }, { organisationName: '', abnOrAcn: '', status: [0] }],
  ])('search criteria of %j', (input, expected) => {
    expect(companySearchCriteria(input)).toEqual(expected);
  });
});
