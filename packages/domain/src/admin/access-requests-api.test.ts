import { describe, expect, it } from 'vitest';
import { approvedOrRejectedOf, openRequestSchema, requestSearchSchema, requestStatusFilterOptions, reviewRequestSchema, ACCESS_REQUEST_MESSAGES } from './access-requests-api';

describe('access request API shapes', () => {
  it('offers ReApproved in the status filter of user registrations only (spec 3 section 9)', () => {
    expect(requestStatusFilterOptions('registration').map((o) => o.label)).toEqual(['All', 'Pending', 'Approved', 'Rejected', 'ReApproved']);
    expect(requestStatusFilterOptions('dca').map((o) => o.value)).toEqual([0, 1, 2, 3]);
  });

  it('labels the approval field as the screens read it', () => {
    expect(approvedOrRejectedOf(4)).toEqual({ value: 4, label: 'ReApproved' });
  });

  it('opens a request by token or by id, and needs one of them', () => {
    expect(openRequestSchema.safeParse({ token: 'abc' }).success).toBe(true);
    expect(openRequestSchema.safeParse({ userRegistrationRequestId: 3 }).success).toBe(true);
    expect(openRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Required');
  });

  it('accepts All (0) in a search and refuses an unknown status', () => {
    expect(requestSearchSchema.parse({ status: [0] })).toEqual({ name: '', email: '', status: [0] });
    expect(requestSearchSchema.safeParse({ status: [5] }).success).toBe(false);
  });

  it('limits the reviewer\'s comments', () => {
    const long = reviewRequestSchema.safeParse({ userRegistrationRequestId: 1, version: 1, approvedOrRejected: 3, comments: 'x'.repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe(ACCESS_REQUEST_MESSAGES.commentsTooLong);
  });
});
