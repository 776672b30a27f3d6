import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId, type Subject } from '../auth/roles';
import { nswDateTime, searchBcrExportRequestSchema, searchBcrListRequestSchema } from './bcr-search-api';
import { workAttributeDetails } from './work-report-row';
import { canUpdateGwNo } from './record-permissions';

const as = (roleId: RoleId): Subject => ({ roleId, isDCA: false });

describe('BCR search wire', () => {
  it('keeps the spec criteria and adds the grid sort and filters', () => {
    const parsed = searchBcrListRequestSchema.parse({ workApprovalNo: '90WA813933', skip: 100, take: 100, sort: { field: 'workName', direction: 'asc' }, filters: { drillerName: 'smith' } });
    expect(parsed).toMatchObject({ workApprovalNo: '90WA813933', gwNo: '', driller: { drillerId: -1 }, status: 1, skip: 100, take: 100, sort: { field: 'workName', direction: 'asc' }, filters: { drillerName: 'smith' } });
  });

  it('refuses a sort by a column the grid has not, a filter on an unknown column, and more than 100 rows', () => {
    expect(searchBcrListRequestSchema.safeParse({ sort: { field: 'password', direction: 'asc' } }).success).toBe(false);
    expect(searchBcrListRequestSchema.safeParse({ filters: { secret: 'x' } }).success).toBe(false);
    expect(searchBcrListRequestSchema.safeParse({ take: 101 }).success).toBe(false);
  });

  it('exports the whole result: no skip or take', () => {
    expect(searchBcrExportRequestSchema.parse({ skip: 200, take: 100, gwNo: 'GW1' })).not.toHaveProperty('skip');
  });
});

describe('BCR search columns', () => {
  it.each<[Parameters<typeof workAttributeDetails>[0], string]>([
    [[1, 1, 1, null], 'New, Production/Water supply bore, Drilled bore'],
    [[3, null, null, null], 'Decommission'],
    [[null, null, null, null], ''],
  ])('work details of %j: %s', (ids, expected) => {
    expect(workAttributeDetails(ids)).toBe(expected);
  });
});

describe('Update GW No on a report', () => {
  it.each<[string, Subject, number, string | null, boolean]>([
    ['super admin, submitted with a GW No', as(ROLE.superAdmin), 2, 'GW100001', true],
    ['super admin, draft', as(ROLE.superAdmin), 1, 'GW100001', false],
    ['super admin, submitted without a GW No', as(ROLE.superAdmin), 2, ' ', false],
    ['regulator', as(ROLE.regulator), 2, 'GW100001', false],
    ['driller', as(ROLE.driller), 2, 'GW100001', false],
  ])('%s: %s', (_, viewer, formStatus, gwNo, expected) => {
    expect(canUpdateGwNo(viewer, { formStatus, gwNo })).toBe(expected);
  });
});

describe('NSW date and time of the grid', () => {
  it.each<[string | null, { date: string; time: string }]>([
    ['2023-01-09T23:15:00.000Z', { date: '10/01/2023', time: '10:15:00' }],
    ['2023-07-01T00:00:05.000Z', { date: '01/07/2023', time: '10:00:05' }],
    [null, { date: '', time: '' }],
  ])('%s', (iso, expected) => {
    expect(nswDateTime(iso)).toEqual(expected);
  });
});
