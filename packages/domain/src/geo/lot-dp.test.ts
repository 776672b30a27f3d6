import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatLotDp,
  lotDpFromInputs,
  normaliseLotDp,
  parseLotDp,
  sameLotDp,
  validateLotDpSearch,
  type LotDp,
} from './lot-dp';

describe('Lot/DP', () => {
  it.each<[string | null | undefined, LotDp | null]>([
    ['1//DP12345', { lot: '1', section: '', plan: '12345' }],
    ['1/12345', { lot: '1', section: '', plan: '12345' }],
    ['1/DP12345', { lot: '1', section: '', plan: '12345' }],
    ['7/2/DP758000', { lot: '7', section: '2', plan: '758000' }],
    ['//DP12345', { lot: '', section: '', plan: '12345' }],
    [' dp 12345 ', { lot: '', section: '', plan: '12345' }],
    ['12/SP5000', { lot: '12', section: '', plan: 'SP5000' }],
    ['1//', null],
    ['', null],
    [null, null],
  ])('parseLotDp(%j)', (text, expected) => {
    expect(parseLotDp(text)).toEqual(expected);
  });

  it.each<[LotDp, string]>([
    [{ lot: '1', section: '', plan: '12345' }, '1//DP12345'],
    [{ lot: '', section: '', plan: '12345' }, '//DP12345'],
    [{ lot: '12', section: '', plan: 'SP5000' }, '12//SP5000'],
  ])('formatLotDp(%j) is %s', (value, text) => {
    expect(formatLotDp(value)).toBe(text);
  });

  it.each<[string | null, string]>([
    ['1/12345', '1//DP12345'],
    ['7/2/758000', '7/2/DP758000'],
    ['no plan /', 'no plan /'],
    [null, ''],
  ])('normaliseLotDp(%j) is %s', (text, canonical) => {
    expect(normaliseLotDp(text)).toBe(canonical);
  });

  it('builds the canonical text from the search box, keeping digits only', () => {
    expect(lotDpFromInputs('1a', 'DP 12345')).toBe('1//DP12345');
    expect(digitsOnly('12-3x4')).toBe('1234');
  });

  it.each<[string | null, string[]]>([
    ['12345', []],
    ['', ['Lot can be blank, DP is mandatory.']],
    [null, ['Lot can be blank, DP is mandatory.']],
  ])('validateLotDpSearch(%j)', (dp, messages) => {
    expect(validateLotDpSearch(dp)).toEqual(messages.map((message) => ({ path: 'dp', message, severity: 'error' })));
  });

  it.each<[string | null, string | null, boolean]>([
    ['1//DP12345', '1/12345', true],
    ['1//DP12345', '1//dp12345', true],
    ['2//DP1, 1//DP12345', '1//DP12345', true],
    [null, '', true],
    ['1//DP12345', '2//DP12345', false],
    ['1//DP12345', '1/2/DP12345', false],
    ['1//DP12345', null, false],
    ['', '1//DP12345', false],
  ])('sameLotDp(%j, %j) is %s', (approved, actual, same) => {
    expect(sameLotDp(approved, actual)).toBe(same);
  });
});
