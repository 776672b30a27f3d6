import { describe, expect, it } from 'vitest';
import { bcrSearchFormSchema, searchBcrCriteriaSchema, toSearchBcrCriteria, type BcrSearchForm, type SearchBcrCriteria } from './bcr-search';

describe('search BCR criteria', () => {
  it.each<[string, BcrSearchForm, SearchBcrCriteria]>([
    [
      'an empty form searches everything, first 10',
      {},
      { workApprovalNo: '', gwNo: '', driller: { drillerId: -1 }, organisation: { id: -1 }, status: 1, skip: 0, take: 10 },
    ],
    [
      'the grid: page 2 of 100',
      { workApprovalNo: ' 80WA123456 ', gwNo: 'GW1', drillerId: 7, organisationId: 3, status: 2, page: 2, pageSize: 100 },
      { workApprovalNo: '80WA123456', gwNo: 'GW1', driller: { drillerId: 7 }, organisation: { id: 3 }, status: 2, skip: 200, take: 100 },
    ],
    [
      'ids of 0 or below become -1',
      { drillerId: 0, organisationId: -5, workApprovalNo: null, status: 3, pageSize: 100 },
      { workApprovalNo: '', gwNo: '', driller: { drillerId: -1 }, organisation: { id: -1 }, status: 3, skip: 0, take: 100 },
    ],
  ])('%s', (_, form, expected) => {
    expect(toSearchBcrCriteria(form)).toEqual(expected);
    expect(searchBcrCriteriaSchema.parse(expected)).toEqual(expected);
  });

  it('the server fills defaults for missing criteria', () => {
    expect(searchBcrCriteriaSchema.parse({})).toEqual(toSearchBcrCriteria({}));
  });

  it.each([
    ['a page size above 100', { pageSize: 101 }],
    ['a negative page', { page: -1 }],
    ['an unknown status', { status: 4 }],
  ])('the form refuses %s', (_, form) => {
    expect(bcrSearchFormSchema.safeParse(form).success).toBe(false);
  });

  it.each([
    ['a take above 100', { take: 500 }],
    ['a negative skip', { skip: -100 }],
  ])('the criteria refuse %s', (_, criteria) => {
    expect(searchBcrCriteriaSchema.safeParse(criteria).success).toBe(false);
  });
});
