import { describe, expect, it } from 'vitest';
import {
  SEARCH_STATE,
  isApprovalNumber,
  isWorkSelectable,
  looksLikeApprovalNumber,
  nextSearchState,
  referenceNumberWarning,
  validateApprovalSearch,
} from './approval-number';

describe('approval number', () => {
  it.each<[string, boolean]>([
    ['90WA123456', true],
    ['10CW000001', true],
    ['85MW654321', true],
    [' 90wa123456 ', true],
    ['90FW123456', false],
    ['9WA123456', false],
    ['90WA12345', false],
    ['90WA1234567', false],
    ['', false],
  ])('isApprovalNumber(%j) is %s', (text, ok) => {
    expect(isApprovalNumber(text)).toBe(ok);
  });

  it.each<[string | null, string | null]>([
    ['90WA123456', null],
    ['', 'Please enter approval number to search'],
    [null, 'Please enter approval number to search'],
    ['  ', 'Please enter approval number to search'],
    ['ABC', 'Enter a valid work approval number: 2 digits, CW, WA or MW, then 6 digits (e.g. 90WA123456).'],
  ])('validateApprovalSearch(%j)', (text, message) => {
    expect(validateApprovalSearch(text)).toEqual(message === null ? [] : [{ path: 'workApprovalNo', message, severity: 'error' }]);
  });

  it.each<[string | null, boolean]>([
    ['90WA1', true],
    ['10BL123', true],
    ['85CA', true],
    ['20fw99', true],
    ['60MW123456', true],
    ['90W', false],
    ['90WA', true],
    ['95WA123', false],
    ['90XX123', false],
    ['MB-001', false],
    [null, false],
  ])('looksLikeApprovalNumber(%j) is %s', (ref, looks) => {
    expect(looksLikeApprovalNumber(ref)).toBe(looks);
  });

  it('referenceNumberWarning carries a confirm and its reason code', () => {
    expect(referenceNumberWarning('MB-001')).toEqual([]);
    expect(referenceNumberWarning('90WA123456')).toEqual([
      {
        path: 'referenceNo',
        message: 'It seems a work approval number has been entered in the Reference no field. Do you want to continue?',
        severity: 'warning',
        code: 'REF_LOOKS_LIKE_APPROVAL',
      },
    ]);
  });

  it.each<[string | null, number | null, boolean]>([
    ['Approved', 1, true],
    [null, 1, true],
    ['Installed', 1, false],
    ['Installed', null, false],
    ['Installed', 2, true],
    ['Installed', 3, true],
    ['Installed', 4, true],
  ])('isWorkSelectable(%j, attribute 1 = %s) is %s', (status, a1, ok) => {
    expect(isWorkSelectable(status, a1)).toBe(ok);
  });

  it('search state goes 0 -> 1 -> 2 -> 2', () => {
    expect(nextSearchState(SEARCH_STATE.none)).toBe(1);
    expect(nextSearchState(SEARCH_STATE.searched)).toBe(2);
    expect(nextSearchState(SEARCH_STATE.searchedAgain)).toBe(2);
  });
});
