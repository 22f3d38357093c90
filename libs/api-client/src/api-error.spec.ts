import { describe, expect, it } from '@jest/globals';
import { ApiError, httpErrorMessage, rethrowAsHttpError } from './api-error';

describe('ApiError', () => {
  it('reads "{status}: {body}", the spec §8 message of a non-OK answer', async () => {
    const body = '{"message":"Testimonial not found"}';
    const error = await ApiError.fromResponse(new Response(body, { status: 404 }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(404);
    expect(error.body).toBe(body);
    expect(error.message).toBe(`404: ${body}`);
  });

  it('falls back on the status text when the body is empty', async () => {
    const error = await ApiError.fromResponse(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(error.body).toBe('');
    expect(error.message).toBe('503: Service Unavailable');
  });

  it("gives the server's message, the first of a list, or the text of a body that is not JSON", () => {
    expect(new ApiError(401, '{"message":"Please log in"}').serverMessage).toBe('Please log in');
    expect(new ApiError(400, '{"message":["First","Second"]}').serverMessage).toBe('First');
    expect(new ApiError(502, ' Bad gateway ').serverMessage).toBe('Bad gateway');
    expect(new ApiError(500, '{"requestId":"r1"}').serverMessage).toBeNull();
    expect(new ApiError(500, '').serverMessage).toBeNull();
  });

  it("maps a 400's errors to their fields, the first message of each", () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: 'Validation failed',
        errors: [
          { field: 'email', message: 'email must be an email' },
          { field: 'email', message: 'email is too long' },
          { field: 'age', message: 'age must not be less than 13' },
          { field: 7, message: 'not a field name' },
          null,
        ],
      }),
    );
    expect(error.fieldErrors).toEqual({
      email: 'email must be an email',
      age: 'age must not be less than 13',
    });
    expect(new ApiError(400, 'not json').fieldErrors).toEqual({});
  });

  it('keeps status and body under another message, the original as its cause', () => {
    const original = new ApiError(404, '{"message":"No scripture"}');
    const restated = original.withMessage('HTTP error! status: 404');
    expect(restated).toBeInstanceOf(ApiError);
    expect(restated.message).toBe('HTTP error! status: 404');
    expect(restated.status).toBe(404);
    expect(restated.body).toBe(original.body);
    expect(restated.cause).toBe(original);
  });
});

describe('rethrowAsHttpError', () => {
  it("restates an ApiError as 'HTTP error! status: {code}' (spec §8)", () => {
    expect(httpErrorMessage(403)).toBe('HTTP error! status: 403');
    expect(() => rethrowAsHttpError(new ApiError(403, 'Forbidden'))).toThrow(
      'HTTP error! status: 403',
    );
  });

  it('rethrows anything else as it is', () => {
    const offline = new TypeError('Failed to fetch');
    expect(() => rethrowAsHttpError(offline)).toThrow(offline);
  });
});
