import { describe, expect, it } from 'vitest';
import { addEmail, canSendPdfEmail, commentsIssue, pdfFileName, uploadIssue } from './documents';

const doc = (fileName: string, size = 1000) => ({ fileName, size });

describe('uploads', () => {
  it.each([
    ['within limits', [doc('a.pdf')], [{ name: 'b.pdf', size: 2000 }], null],
    ['an 11th document', Array.from({ length: 10 }, (_, i) => doc(`${i}.pdf`)), [{ name: 'x.pdf', size: 1 }], 'Exceeded the number of files to upload. Max files supported is 10'],
    ['over 10 MB', [doc('a.pdf', 10_000_000)], [{ name: 'b.pdf', size: 500_000 }], 'File(s) size(10.01 MB) exceeds the allowed limit'],
    ['a JSON file', [], [{ name: 'data.JSON', size: 10 }], 'JSON files are not supported'],
    ['a JSON type', [], [{ name: 'data', size: 10, type: 'application/json' }], 'JSON files are not supported'],
    ['a name already uploaded', [doc('Log.pdf')], [{ name: 'log.pdf', size: 10 }], 'log.pdf is already uploaded. Please check'],
    ['the same name twice', [], [{ name: 'a.pdf', size: 1 }, { name: 'a.pdf', size: 1 }], 'a.pdf is already uploaded. Please check'],
  ])('%s', (_name, existing, incoming, expected) => {
    expect(uploadIssue(existing, incoming)).toBe(expected);
  });
});

describe('comments and e-mail', () => {
  it.each([
    ['', 'Please enter comments to save'],
    [null, 'Please enter comments to save'],
    ['Looks good', null],
  ])('comments %j: %j', (comments, expected) => {
    expect(commentsIssue(comments)).toBe(expected);
  });

  it.each([
    [[], 'a@b.com', { list: ['a@b.com'] }],
    [[], 'not-an-email', { list: [], error: 'Invalid email address' }],
    [['A@b.com'], 'a@B.com ', { list: ['A@b.com'], error: 'Email already added' }],
  ])('adding to %j: %s', (list, email, expected) => {
    expect(addEmail(list, email)).toEqual(expected);
  });

  it.each([
    ['me@x.com', ['a@b.com'], true],
    ['me@x.com', [], false],
    [null, ['a@b.com'], false],
  ])('user %j with %j may send: %s', (user, list, expected) => {
    expect(canSendPdfEmail(user, list)).toBe(expected);
  });

  it.each([
    [{ workApprovalNo: '10WA1', workId: 'W2', gwNo: 'GW3', formAId: 4 }, '10WA1_W2_GW3_4.pdf'],
    [{ workApprovalNo: '10WA1', workId: 'W2', gwNo: null, formAId: 4 }, '10WA1_W2_4.pdf'],
  ])('names the PDF %s', (parts, expected) => {
    expect(pdfFileName(parts)).toBe(expected);
  });
});
