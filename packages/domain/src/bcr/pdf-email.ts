import { BCR_MESSAGES } from './messages';

/** How many addresses one PDF e-mail may go to (ours: the spec sets none; docs/decisions.md). */
export const PDF_EMAIL_LIMITS = { maxRecipients: 10, maxAddressLength: 254 } as const;

/** Messages the spec leaves to us (docs/decisions.md "Issue 10: PDF and e-mail"). */
export const PDF_EMAIL_MESSAGES = {
  noRecipients: 'Please add at least one email address',
  tooManyRecipients: `At most ${PDF_EMAIL_LIMITS.maxRecipients} email addresses can be added`,
  sent: (to: readonly string[]) => `The Bore Construction Report has been emailed to ${to.join(', ')}.`,
  modalTitle: 'Generate Bore Construction Report & Email',
} as const;

// One address: something@something.tld, no spaces (the same rule the page applies).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => value.length <= PDF_EMAIL_LIMITS.maxAddressLength && EMAIL.test(value);

/** Adds an address to the PDF e-mail list, or says why not (spec 2 section 5: invalid, duplicate; ours: the limit). */
export function addPdfEmail(list: readonly string[], email: string): { list: string[]; error?: string } {
  const value = email.trim();
  if (!isEmailAddress(value)) return { list: [...list], error: BCR_MESSAGES.invalidEmail };
  if (list.some((e) => e.toLowerCase() === value.toLowerCase())) return { list: [...list], error: BCR_MESSAGES.duplicateEmail };
  if (list.length >= PDF_EMAIL_LIMITS.maxRecipients) return { list: [...list], error: PDF_EMAIL_MESSAGES.tooManyRecipients };
  return { list: [...list, value] };
}

/**
 * The server's check of a whole list (it trusts nothing the page checked): the first problem, with the
 * index of the address it is about, or null when every address may be sent to.
 */
export function pdfEmailListIssue(list: readonly string[]): { message: string; index: number | null } | null {
  if (list.length === 0) return { message: PDF_EMAIL_MESSAGES.noRecipients, index: null };
  if (list.length > PDF_EMAIL_LIMITS.maxRecipients) return { message: PDF_EMAIL_MESSAGES.tooManyRecipients, index: null };
  for (const [index, email] of list.entries()) {
    const added = addPdfEmail(list.slice(0, index), email);
    if (added.error) return { message: added.error, index };
  }
  return null;
}
