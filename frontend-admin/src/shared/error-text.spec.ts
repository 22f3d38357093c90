import { describe, expect, it } from '@jest/globals';
import { ApiError, rethrowAsHttpError } from '@ministry/api-client';
import { errorText } from './error-text';

describe('errorText', () => {
  const conflict = new ApiError(409, '{"message":"This is the last active Administrator."}');

  it("reads the server's sentence, else the answer as it came", () => {
    expect(errorText(conflict)).toBe('This is the last active Administrator.');
    expect(errorText(new ApiError(500, '{"requestId":"r1"}'))).toBe('500: {"requestId":"r1"}');
  });

  it("keeps the sentence a call site gave, such as an admin list's", () => {
    let thrown: unknown;
    try {
      rethrowAsHttpError(new ApiError(503, '{"message":"Busy"}'));
    } catch (error) {
      thrown = error;
    }
    expect(errorText(thrown)).toBe('HTTP error! status: 503');
  });

  it('says what a closed passkey prompt means, and passes other errors on', () => {
    const closed = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    expect(errorText(closed)).toBe('The passkey prompt was closed or timed out.');
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText('odd')).toBe('odd');
  });
});
