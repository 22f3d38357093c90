/**
 * Errors that belong to the domain: what a service says went wrong, in the product's own words, with
 * no HTTP in it. Services, repositories and queue processors throw these (never a Nest
 * `HttpException`: lint refuses one below a controller). The one exception filter maps each kind to
 * its HTTP status and sends the message as the spec words it (`AllExceptionsFilter`); a queue
 * processor asks `isRetryable` whether the job should be tried again (`toJobFailure`).
 *
 * A feature declares its own errors in `<feature>.errors.ts`, each a subclass of one kind below with
 * its message fixed, e.g. `class MemberNotFoundError extends NotFoundError { constructor() {
 * super('Member not found'); } }`, so a caller can catch exactly the case it handles.
 */

/** One field's problem, as the spec's 400 body lists them: `{ field, message }`. */
export interface FieldError {
  field: string;
  message: string;
}

/** What went wrong, as a kind: the filter maps each to one HTTP status (see `HTTP_STATUS_OF_KIND`). */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unsupported'
  | 'retry_later'
  | 'unavailable';

export interface DomainErrorOptions {
  /** Per-field problems, sent as `errors` beside the message. */
  errors?: FieldError[];
  /**
   * A stable name of the answer, sent as `code` beside the message, for a screen that must tell two
   * answers of one status apart whatever the language their message is in.
   */
  code?: string;
  cause?: unknown;
}

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly errors?: FieldError[];
  readonly code?: string;

  constructor(message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    if (options.errors) this.errors = options.errors;
    if (options.code) this.code = options.code;
  }

  /**
   * Whether trying the same work again later may succeed. Only a passing condition (a service that
   * is down, a limit that will reset) is; bad input, a missing row or a refused action never is.
   */
  get retryable(): boolean {
    return this.kind === 'unavailable' || this.kind === 'retry_later';
  }
}

/** 400: the input breaks a rule. The message is the spec's for that rule. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
}

/** 401: the caller is not signed in, or the credentials are wrong. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
}

/** 403: signed in, but this caller may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** 404: no such thing (or none this caller may know of). */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

/** 409: the thing's present state refuses the change (taken, already done, full). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** 410: it existed, and is gone for good (a used or expired link). */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** 413: too large to take. */
export class TooLargeError extends DomainError {
  readonly kind = 'too_large';
}

/** 415: a kind of content that is not taken. */
export class UnsupportedError extends DomainError {
  readonly kind = 'unsupported';
}

/** 429 with Retry-After: too many of these; come back in `retryAfterSeconds`. */
export class RetryLaterError extends DomainError {
  readonly kind = 'retry_later';

  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    options?: DomainErrorOptions,
  ) {
    super(message, options);
  }
}

/** 503: something the work needs (a mail server, the video platform) cannot be reached now. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

/** The HTTP status of each kind, for the exception filter. */
export const HTTP_STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported: 415,
  retry_later: 429,
  unavailable: 503,
};

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
