import { describe, expect, it } from 'vitest';
import type { WorkAttributeIds } from './attributes';
import {
  afterWorkSavePath,
  nextSaves,
  nothingToSaveIssue,
  saveMode,
  validateGwNoUpdate,
  validateWorkAttributes,
  validateWorkDraft,
  workSaveFlags,
  type WorkDraft,
} from './draft-save';

const draft = (over: Partial<WorkDraft>): WorkDraft => ({
  formAId: 0,
  hydstra: false,
  approvalNumberSupplied: true,
  workApprovalNo: '90WA123456',
  lotNo: '1//DP12345',
  drillerId: 7,
  approvedLatitude: -33,
  approvedLongitude: 151,
  approvalIssueDate: '2020-01-01',
  workName: 'Bore 1',
  referenceNo: null,
  ...over,
});
const err = (path: string, message: string) => ({ path, message, severity: 'error' });

describe('validateWorkDraft', () => {
  it.each<[string, Partial<WorkDraft>]>([
    ['a complete draft', {}],
    ['a Hydstra work with nothing filled', { hydstra: true, lotNo: null, drillerId: null, workName: 'x'.repeat(900) }],
    ['an unapproved monitoring work without approval fields', { approvalNumberSupplied: false, workApprovalNo: null, lotNo: null, approvedLatitude: null, approvedLongitude: null, approvalIssueDate: null, referenceNo: 'MB-1' }],
    ['names at their limits', { workName: 'x'.repeat(500), referenceNo: 'r'.repeat(50) }],
  ])('passes %s', (_label, over) => {
    expect(validateWorkDraft(draft(over))).toEqual([]);
  });

  it.each<[string, Partial<WorkDraft>, ReturnType<typeof err>]>([
    ['empty Lot/DP', { lotNo: ' ' }, err('lotNo', 'Lot/Dp cannot be empty')],
    ['no driller', { drillerId: null }, err('drillerId', 'Required')],
    ['no approved latitude', { approvedLatitude: null }, err('approvedLatitude', 'Required')],
    ['no approved longitude', { approvedLongitude: null }, err('approvedLongitude', 'Required')],
    ['no issue date', { approvalIssueDate: '' }, err('approvalIssueDate', 'Required')],
    ['no approval number', { workApprovalNo: '' }, err('workApprovalNo', 'Required')],
    ['a 501-character work name', { workName: 'x'.repeat(501) }, err('workName', 'Maximum allowed characters are 500')],
    ['a 51-character reference no', { referenceNo: 'r'.repeat(51) }, err('referenceNo', 'Maximum allowed characters are 50')],
  ])('refuses %s', (_label, over, issue) => {
    expect(validateWorkDraft(draft(over))).toEqual([issue]);
  });
});

const ids = (a1: number | null, a2: number | null, a3: number | null, a4: number | null): WorkAttributeIds => ({
  attribute1: a1,
  attribute2: a2,
  attribute3: a3,
  attribute4: a4,
});

describe('validateWorkAttributes', () => {
  it.each<[string, WorkAttributeIds, number, number]>([
    ['all four', ids(1, 1, 2, 1), 5, 0],
    ['attribute 4 not needed for attribute 3 = 6', ids(1, 2, 6, null), 5, 0],
    ['attribute 4 not needed for role 3', ids(1, 1, 2, null), 3, 0],
  ])('passes %s', (_label, value, role, page) => {
    expect(validateWorkAttributes(value, role, page)).toEqual([]);
  });

  it.each<[string, WorkAttributeIds, number, string]>([
    ['attribute 1 missing', ids(null, 1, 2, 1), 0, 'Please select all work attributes'],
    ['attribute 2 missing', ids(1, null, null, null), 1, 'Please select all work attributes'],
    ['attribute 4 missing where required', ids(1, 1, 4, null), 0, 'Please select all work attributes'],
    ['attribute 3 missing on page 3', ids(1, 1, null, null), 3, 'Please select work attribute'],
  ])('refuses %s', (_label, value, page, message) => {
    expect(validateWorkAttributes(value, 5, page)).toEqual([err('workType', message)]);
  });
});

describe('save helpers', () => {
  it.each<[string | null, string[]]>([
    ['GW123', []],
    ['', ['Enter Ground water number.']],
    [null, ['Enter Ground water number.']],
  ])('validateGwNoUpdate(%j)', (gwNo, messages) => {
    expect(validateGwNoUpdate(gwNo)).toEqual(messages.map((m) => err('gwNo', m)));
  });

  it('save draft needs changes', () => {
    expect(nothingToSaveIssue(true)).toEqual([]);
    expect(nothingToSaveIssue(false)).toEqual([err('form', 'There is nothing to save')]);
  });

  it('flags: draft saves, next moves on, both at status 1', () => {
    expect(workSaveFlags('draft')).toEqual({ formStatus: 1, save: true, next: false });
    expect(workSaveFlags('next')).toEqual({ formStatus: 1, save: false, next: true });
  });

  it.each<[number | null, boolean]>([
    [2, true],
    [1, false],
    [null, false],
  ])('nextSaves(%s) is %s', (status, saves) => {
    expect(nextSaves(status)).toBe(saves);
  });

  it.each<[number | null | undefined, 'create' | 'update']>([
    [0, 'create'],
    [null, 'create'],
    [undefined, 'create'],
    [12, 'update'],
  ])('saveMode(%s) is %s', (formAId, mode) => {
    expect(saveMode(formAId)).toBe(mode);
  });

  it.each<[string | null, string | null, string]>([
    ['openbcr', '3', '/bcr?id=42'],
    ['openbcr', null, '/bcr?id=42'],
    [null, null, '/Home'],
    ['', '', '/Home'],
    [null, '1', '/work?id=42'],
  ])('after save with action %j and stored page %j goes to %s', (action, stored, path) => {
    expect(afterWorkSavePath(42, action, stored)).toBe(path);
  });
});
