import { describe, expect, it } from 'vitest';
import { API_MESSAGES, internalErrorMessage, notFoundMessage } from './api-messages';

describe('API envelope messages', () => {
  it.each([
    [internalErrorMessage('req-1'), 'Something went wrong on our side. Please try again later. (Reference req-1)'],
    [notFoundMessage('GET', '/service/api/x'), 'No such resource: GET /service/api/x'],
    [API_MESSAGES.invalidRequest, 'The request has invalid or missing fields.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
