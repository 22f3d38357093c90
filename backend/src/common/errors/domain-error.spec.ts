import type { ArgumentsHost } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { AllExceptionsFilter } from '../filters/all-exceptions.filter';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  RetryLaterError,
  UnavailableError,
} from './domain-error';
import { toJobFailure } from './job-failure';

class MemberNotFoundError extends NotFoundError {
  constructor() {
    super('Member not found');
  }
}

/** What the filter answered: status, headers and body, through a response that records them. */
function answerTo(error: unknown) {
  const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => (answer.headers[name] = value),
    status(code: number) {
      answer.status = code;
      return this;
    },
    json: (body: unknown) => (answer.body = body),
  };
  const host = {
    switchToHttp: () => ({
      getResponse: () => response,
      getRequest: () => ({ id: 'r1', method: 'GET', originalUrl: '/api/x' }),
    }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(error, host);
  return answer;
}

describe('domain errors', () => {
  it('leave with their kind’s status and their own message', () => {
    expect(answerTo(new MemberNotFoundError())).toMatchObject({
      status: 404,
      body: { message: 'Member not found' },
    });
    expect(answerTo(new ConflictError('Capacity is below the seats taken'))).toMatchObject({
      status: 409,
      body: { message: 'Capacity is below the seats taken' },
    });
  });

  it('carry their field errors as the spec’s 400 body', () => {
    const errors = [{ field: 'email', message: 'Please enter a valid email address' }];
    expect(
      answerTo(new InvalidInputError('Please enter a valid email address', { errors })),
    ).toEqual({
      status: 400,
      headers: {},
      body: { message: 'Please enter a valid email address', errors },
    });
  });

  it('say when to come back on a 429', () => {
    const answer = answerTo(new RetryLaterError(90, 'Too many requests. Please try again later.'));
    expect(answer.status).toBe(429);
    expect(answer.headers['Retry-After']).toBe('90');
  });

  it('fail a queue job at once unless trying again may help', () => {
    const refused = toJobFailure(new MemberNotFoundError());
    expect(refused).toBeInstanceOf(UnrecoverableError);
    expect((refused as Error).message).toBe('MemberNotFoundError: Member not found');
    const down = new UnavailableError('The mail server cannot be reached');
    expect(toJobFailure(down)).toBe(down);
    const unknown = new Error('connection reset');
    expect(toJobFailure(unknown)).toBe(unknown);
  });
});
