import { describe, expect, it } from 'vitest';
import {
  BCR_SEARCH_STATUS,
  BCR_SEARCH_STATUS_LABELS,
  COMPANY_SEARCH_STATUS,
  COMPANY_SEARCH_STATUS_LABELS,
  DCA_REQUEST_STATUSES,
  DRILLER_STATUS,
  DRILLER_STATUS_LABELS,
  DRILLER_TYPE_LABELS,
  ORGANISATION_ACTIVE,
  REQUEST_STATUS_LABELS,
  USER_STATUS,
  isDrillerStatus,
} from './codes';

describe('admin codes (spec 3 sections 4 and 9)', () => {
  it.each([
    [1, 'Under Review'],
    [2, 'Active'],
    [3, 'Expired'],
    [4, 'Debarred'],
  ] as const)('driller status %i is %s', (code, label) => {
    expect(DRILLER_STATUS_LABELS[code]).toBe(label);
  });

  it.each([
    [1, 'NSW Driller'],
    [2, 'Interstate Driller'],
  ] as const)('driller type %i is %s', (code, label) => {
    expect(DRILLER_TYPE_LABELS[code]).toBe(label);
  });

  it.each([
    [0, 'All'],
    [1, 'Pending'],
    [2, 'Approved'],
    [3, 'Rejected'],
    [4, 'ReApproved'],
  ] as const)('request status %i is %s', (code, label) => {
    expect(REQUEST_STATUS_LABELS[code]).toBe(label);
  });

  it('DCA requests know only Pending, Approved and Rejected', () => {
    expect(DCA_REQUEST_STATUSES).toEqual([1, 2, 3]);
  });

  it('company search and BCR search number their status filters differently', () => {
    expect(COMPANY_SEARCH_STATUS).toEqual({ all: 2, active: 1, inactive: 0 });
    expect(COMPANY_SEARCH_STATUS_LABELS[2]).toBe('All');
    expect(BCR_SEARCH_STATUS).toEqual({ all: 1, active: 2, inactive: 3 });
    expect(BCR_SEARCH_STATUS_LABELS[3]).toBe('Inactive');
    expect(ORGANISATION_ACTIVE).toEqual({ active: 1, inactive: 0 });
  });

  it('non-driller inactive is 5', () => {
    expect(USER_STATUS.inactive).toBe(5);
    expect(DRILLER_STATUS.debarred).toBe(4);
  });

  it.each<[unknown, boolean]>([
    [1, true],
    [4, true],
    [0, false],
    [5, false],
    ['2', false],
  ])('isDrillerStatus(%j) is %s', (value, expected) => {
    expect(isDrillerStatus(value)).toBe(expected);
  });
});
