import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { loadFailureMessage } from './bcr-screen';

describe('a failed BCR load', () => {
  it("alerts the server's message, else 'Error in loading Data'", () => {
    const refusal = new ApiError(404, { success: false, code: 'NOT_FOUND', message: 'The work does not exist.', responseCode: 100010 });
    expect(loadFailureMessage(refusal)).toBe('The work does not exist.');
    expect(loadFailureMessage(new ApiError(502, null))).toBe('Error in loading Data');
    expect(loadFailureMessage(new TypeError('Failed to fetch'))).toBe('Error in loading Data');
  });
});
