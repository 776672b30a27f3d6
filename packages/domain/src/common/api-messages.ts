/**
 * Envelope messages of the service API that the spec does not word (docs/decisions.md): the web app
 * shows them as they come.
 */
export const API_MESSAGES = {
  invalidRequest: 'The request has invalid or missing fields.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
} as const;

export function notFoundMessage(method: string, url: string): string {
  return `No such resource: ${method} ${url}`;
}

/** A 5xx never shows internals: only a reference the helpdesk can find in the logs. */
export function internalErrorMessage(requestId: string): string {
  return `Something went wrong on our side. Please try again later. (Reference ${requestId})`;
}
