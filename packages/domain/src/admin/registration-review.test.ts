import { describe, expect, it } from 'vitest';
import type { Issue } from '../common/issue';
import type { RequestStatus, RequestStatusFilter } from './codes';
import {
  allowedReviewStatuses,
  isReviewReadOnly,
  noRequestsMessage,
  requestSearchStatuses,
  reviewInitialStatus,
  reviewIssues,
  reviewSuccessMessage,
  takeRegisterVerifyToken,
  type RequestKind,
  type ReviewInput,
} from './registration-review';

describe('request transitions', () => {
  it.each<[RequestKind, RequestStatus, RequestStatus[]]>([
    ['registration', 1, [2, 3]],
    ['registration', 3, [4]],
    ['registration', 2, []],
    ['registration', 4, []],
    ['dca', 1, [2, 3]],
    ['dca', 3, []],
    ['dca', 2, []],
  ])('%s from %i may go to %j', (kind, current, expected) => {
    expect(allowedReviewStatuses(kind, current)).toEqual(expected);
    expect(isReviewReadOnly(kind, current)).toBe(expected.length === 0);
  });

  it.each<[RequestStatus, RequestStatus | null]>([
    [1, null],
    [3, 3],
    [2, 2],
  ])('a request opened at %i starts the form at %s', (current, expected) => {
    expect(reviewInitialStatus(current)).toBe(expected);
  });
});

describe('review save', () => {
  const err = (path: string, message: string): Issue => ({ path, message, severity: 'error' });
  it.each<[RequestKind, ReviewInput, Issue[]]>([
    ['registration', { current: 1, chosen: 2 }, []],
    ['registration', { current: 1, chosen: 3, comments: 'No licence on file' }, []],
    ['registration', { current: 3, chosen: 4 }, []],
    ['dca', { current: 1, chosen: 3, comments: 'Not an operations manager' }, []],
    ['registration', { current: 1, chosen: null }, [err('approvedOrRejected', 'Please select status.')]],
    ['dca', { current: 1, chosen: undefined }, [err('approvedOrRejected', 'Please select status (Approved/Rejected)')]],
    ['registration', { current: 1, chosen: 3, comments: ' ' }, [err('comments', 'Required')]],
    ['dca', { current: 1, chosen: 3 }, [err('comments', 'Required')]],
    ['registration', { current: 1, chosen: 4 }, [err('approvedOrRejected', 'Only a rejected user registration can be re-approved.')]],
    ['registration', { current: 3, chosen: 2 }, [err('approvedOrRejected', 'Please select status.')]],
    ['dca', { current: 1, chosen: 4 }, [err('approvedOrRejected', 'Please select status (Approved/Rejected)')]],
    ['registration', { current: 2, chosen: 3, comments: 'x' }, [err('approvedOrRejected', 'This request has already been reviewed.')]],
    ['dca', { current: 3, chosen: 2 }, [err('approvedOrRejected', 'This request has already been reviewed.')]],
  ])('%s %j', (kind, input, expected) => {
    expect(reviewIssues(kind, input)).toEqual(expected);
  });

  it.each<[RequestKind, RequestStatus, string]>([
    ['registration', 2, 'User registration is approved and user created successfully.'],
    ['registration', 3, 'User registration is rejected.'],
    ['registration', 4, 'User registration is re-approved and user created successfully.'],
    ['dca', 2, "Driller is granted 'Drilling Company Admin' access successfully."],
    ['dca', 3, "Driller 'Drilling Company Admin' access request is rejected."],
  ])('%s saved as %i says %s', (kind, chosen, message) => {
    expect(reviewSuccessMessage(kind, chosen)).toBe(message);
  });
});

describe('request search', () => {
  it.each<[RequestKind, RequestStatusFilter, RequestStatus[]]>([
    ['registration', 0, [1, 2, 3, 4]],
    ['dca', 0, [1, 2, 3]],
    ['registration', 3, [3]],
  ])('%s filter %i sends %j', (kind, filter, expected) => {
    expect(requestSearchStatuses(kind, filter)).toEqual(expected);
  });

  it.each<[RequestKind, string]>([
    ['registration', 'No user registration found.'],
    ['dca', 'No DCA requests found.'],
  ])('%s empty list says %s', (kind, message) => {
    expect(noRequestsMessage(kind)).toBe(message);
  });

  it.each([
    ['?registerverify=abc123', 'abc123', ''],
    ['?RegisterVerify=abc%20123&tab=2', 'abc 123', '?tab=2'],
    ['tab=2&REGISTERVERIFY=t1&registerverify=t2', 't1', '?tab=2'],
    ['?tab=2', null, '?tab=2'],
    ['', null, ''],
    ['?registerverify=', null, ''],
  ])('%s gives token %s and leaves %s', (search, token, rest) => {
    expect(takeRegisterVerifyToken(search)).toEqual({ token, rest });
  });
});
