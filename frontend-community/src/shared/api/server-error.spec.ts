import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@ministry/api-client';
import { serverFieldErrors } from '../form-errors';
import { needsLogin, serverMessageOr } from './server-error';

const loginRequired = new ApiError(
  401,
  '{"message":"Please log in to your community account to continue."}',
);

describe('reading a failed call', () => {
  it('tells a missing member session by the server message (spec §6/§8)', () => {
    expect(needsLogin(loginRequired)).toBe(true);
    expect(needsLogin(new ApiError(500, '{"message":"Internal server error"}'))).toBe(false);
    expect(needsLogin(new TypeError('Failed to fetch'))).toBe(false);
  });

  it("shows the server's message, or the toast's own words when there is none", () => {
    const duplicate = new ApiError(
      409,
      '{"message":"A member with this email already exists. Please log in instead."}',
    );
    expect(serverMessageOr(duplicate, 'Failed to join community')).toBe(
      'A member with this email already exists. Please log in instead.',
    );
    expect(serverMessageOr(new ApiError(500, ''), 'Failed to join community')).toBe(
      'Failed to join community',
    );
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Please try again.')).toBe(
      'Please try again.',
    );
  });

  it("puts a 400's field messages at the fields the form has", () => {
    const invalid = new ApiError(
      400,
      JSON.stringify({
        message: 'Validation failed',
        errors: [
          { field: 'email', message: 'email must be an email' },
          { field: 'password', message: 'not a field of this form' },
        ],
      }),
    );
    expect(serverFieldErrors(invalid, ['name', 'email'])).toEqual({
      email: 'email must be an email',
    });
    expect(serverFieldErrors(new TypeError('offline'), ['email'])).toEqual({});
  });
});
