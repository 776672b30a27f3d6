import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import type { Issue } from '../common/issue';
import { userFieldIssues, userFormSchema, type UserFormValues } from './user-form';

function user(overrides: Partial<UserFormValues> = {}): UserFormValues {
  return {
    status: 2,
    roleId: ROLE.regulator,
    firstName: 'Ana',
    lastName: 'Lee',
    workEmail: 'ana.lee@water.nsw.gov.au',
    organisationId: 1,
    username: 'alee',
    ...overrides,
  };
}

const req = (path: string): Issue => ({ path, message: 'Required', severity: 'error' });

describe('non-driller user form', () => {
  it.each<[string, Partial<UserFormValues>, Issue[]]>([
    ['a complete user', {}, []],
    ['optional mobile, address and comments left empty', { workMobile: null, address: '', comments: undefined }, []],
    ['inactive status 5', { status: 5 }, []],
    ['no status', { status: null }, [req('status')]],
    ['a driller status', { status: 4 }, [req('status')]],
    ['no role', { roleId: null }, [req('roleId')]],
    ['the driller role', { roleId: ROLE.driller, username: 'dl1234' }, [req('roleId')]],
    ['no first name', { firstName: '' }, [req('firstName')]],
    ['no last name', { lastName: ' ' }, [req('lastName')]],
    ['no work email', { workEmail: null }, [req('workEmail')]],
    ['a bad work email', { workEmail: 'ana@lee' }, [{ path: 'workEmail', message: 'Invalid email address', severity: 'error' }]],
    ['no company', { organisationId: null }, [req('organisationId')]],
    ['no username', { username: '' }, [req('username')]],
    [
      'a licence-like username',
      { username: 'DL1234' },
      [{ path: 'username', message: 'Only drillers may have a username starting with DL or AMR.', severity: 'error' }],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(userFieldIssues(user(overrides))).toEqual(expected);
  });

  it('the zod schema carries the rules', () => {
    expect(userFormSchema.safeParse(user()).success).toBe(true);
    const result = userFormSchema.safeParse(user({ lastName: '' }));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['lastName', 'Required']]);
  });
});
