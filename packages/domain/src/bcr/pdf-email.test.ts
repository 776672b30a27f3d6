import { describe, expect, it } from 'vitest';
import { BCR_MESSAGES } from './messages';
import { PDF_EMAIL_LIMITS, PDF_EMAIL_MESSAGES, addPdfEmail, pdfEmailListIssue } from './pdf-email';

const many = (n: number) => Array.from({ length: n }, (_, i) => `person${i}@example.com`);

describe('the PDF e-mail list (spec 2 section 5)', () => {
  it.each([
    ['jo@example.com', undefined],
    ['jo example@x.com', BCR_MESSAGES.invalidEmail],
    ['jo@example', BCR_MESSAGES.invalidEmail],
    ['', BCR_MESSAGES.invalidEmail],
    ['JO@EXAMPLE.COM', BCR_MESSAGES.duplicateEmail],
  ])('adding %j to [jo@example.com] gives %j', (email, error) => {
    const start = email === 'jo@example.com' ? [] : ['jo@example.com'];
    expect(addPdfEmail(start, email).error).toBe(error);
  });

  it('refuses an address past the limit and keeps the list', () => {
    const full = many(PDF_EMAIL_LIMITS.maxRecipients);
    expect(addPdfEmail(full, 'one.more@example.com')).toEqual({ list: full, error: PDF_EMAIL_MESSAGES.tooManyRecipients });
    expect(addPdfEmail(full.slice(1), 'one.more@example.com').list).toHaveLength(PDF_EMAIL_LIMITS.maxRecipients);
  });

  it.each([
    [[], { message: PDF_EMAIL_MESSAGES.noRecipients, index: null }],
    [many(PDF_EMAIL_LIMITS.maxRecipients + 1), { message: PDF_EMAIL_MESSAGES.tooManyRecipients, index: null }],
    [['a@b.co', 'not an address'], { message: BCR_MESSAGES.invalidEmail, index: 1 }],
    [['a@b.co', 'A@B.CO'], { message: BCR_MESSAGES.duplicateEmail, index: 1 }],
    [many(PDF_EMAIL_LIMITS.maxRecipients), null],
  ])('the server checks the whole list %j', (list, issue) => {
    expect(pdfEmailListIssue(list)).toEqual(issue);
  });
});
