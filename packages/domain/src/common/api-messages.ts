/**
 * Envelope messages of the service API that the spec does not word (docs/decisions.md): the web app
 * shows them as they come.
 */
export const API_MESSAGES = {
  invalidRequest: 'The request has invalid or missing fields.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  /** A NUL byte (U+0000) anywhere in the body, query or path: PostgreSQL text cannot hold one. */
  nulCharacter: 'The request contains a character that is not allowed (a NUL byte).',
  /** A number beyond what the database stores (ids are 1 to 2147483647). */
  numberOutOfRange: 'A number in the request is out of range.',
  /** A text longer than its field allows. */
  valueTooLong: 'A value in the request is too long.',
  /** Text or a value the database cannot read (bad bytes, a malformed number or date). */
  invalidValue: 'A value in the request is not valid.',
  fileNameTooLong: 'The file name is too long: use at most 255 characters.',
} as const;

export function notFoundMessage(method: string, url: string): string {
  return `No such resource: ${method} ${url}`;
}

/** A 5xx never shows internals: only a reference the helpdesk can find in the logs. */
export function internalErrorMessage(requestId: string): string {
  return `Something went wrong on our side. Please try again later. (Reference ${requestId})`;
}
