import { describe, expect, it } from 'vitest';
import type { Issue } from '../common/issue';
import {
  drillerStatusIssues,
  statusConfirmations,
  type StatusCheckInput,
} from './driller-status';

const TODAY = '2025-06-15';
const err = (message: string): Issue => ({ path: 'drillerStatus', message, severity: 'error' });
const UNDER_REVIEW =
  'Drilling Licence From Date is either today or in the past. You can not save the Driller with status "Under Review"';
const ACTIVE = 'Drilling Licence From Date is in the future. You can not save the Driller with status "Active"';
const NO_EXPIRY = 'You can only save the driller with status "Expired" on or after drilling license expity date.';
const FUTURE_EXPIRY = 'Drilling Licence Expiry Date is in the future. You can not save the Driller with status "Expired"';

describe('driller status against licence dates, as of 15/06/2025', () => {
  it.each<[string, StatusCheckInput, Issue[]]>([
    ['under review, licence from tomorrow', { drillerStatus: 1, drillerLicenseFrom: '2025-06-16' }, []],
    ['under review, licence from today', { drillerStatus: 1, drillerLicenseFrom: TODAY }, [err(UNDER_REVIEW)]],
    ['under review, licence from last year', { drillerStatus: 1, drillerLicenseFrom: '2024-01-01' }, [err(UNDER_REVIEW)]],
    ['under review without licence from', { drillerStatus: 1, drillerLicenseFrom: null }, []],
    ['active from today', { drillerStatus: 2, drillerLicenseFrom: TODAY }, []],
    ['active from tomorrow', { drillerStatus: 2, drillerLicenseFrom: '2025-06-16' }, [err(ACTIVE)]],
    ['active without licence from (left to Required)', { drillerStatus: 2, drillerLicenseFrom: null }, []],
    ['expired: licence from 3 years ago today', { drillerStatus: 3, drillerLicenseFrom: '2022-06-15' }, []],
    ['expired: licence expires tomorrow', { drillerStatus: 3, drillerLicenseFrom: '2022-06-16' }, [err(FUTURE_EXPIRY)]],
    ['expired with no dates at all', { drillerStatus: 3, drillerLicenseFrom: null }, [err(NO_EXPIRY)]],
    [
      'expired with a stored past expiry',
      { drillerStatus: 3, drillerLicenseFrom: null, licenseExpiryDate: '2025-01-01' },
      [],
    ],
    ['debarred is not date-checked', { drillerStatus: 4, drillerLicenseFrom: '2030-01-01' }, []],
  ])('%s', (_, input, expected) => {
    expect(drillerStatusIssues(input, TODAY)).toEqual(expected);
  });
});

describe('status confirmations', () => {
  it.each<[StatusCheckInput, Issue[]]>([
    [{ drillerStatus: 2, drillerLicenseFrom: null, previousStatus: 1 }, []],
    [{ drillerStatus: 4, drillerLicenseFrom: null, previousStatus: 4 }, []],
    [
      { drillerStatus: 4, drillerLicenseFrom: null, previousStatus: 2 },
      [{ path: 'drillerStatus', message: 'Are you sure you want to debar this Driller?', severity: 'warning', code: 'CONFIRM_DEBAR' }],
    ],
    [
      { drillerStatus: 5, drillerLicenseFrom: null, previousStatus: 2 },
      [{ path: 'drillerStatus', message: 'Are you sure you want to inactive this User?', severity: 'warning', code: 'CONFIRM_INACTIVE' }],
    ],
  ])('%j', (input, expected) => {
    expect(statusConfirmations(input)).toEqual(expected);
  });
});

