import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  RetryLaterError,
  UnauthorizedError,
} from '../../common/errors/domain-error';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Ask an administrator to reactivate it.';

/** A wrong password, or a username no account has (the answer never tells which). */
export class InvalidCredentialsError extends UnauthorizedError {
  constructor() {
    super(INVALID_CREDENTIALS);
  }
}

/** The right password of a deactivated account. */
export class AccountDeactivatedError extends UnauthorizedError {
  constructor() {
    // The sign-in page says this sentence, not its own (spec §8), whatever the language: by the code.
    super(ACCOUNT_DEACTIVATED, { code: 'account_deactivated' });
  }
}

/** Too many failed sign-ins (or current-password guesses): 429 with Retry-After. */
export class SignInThrottledError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    );
  }
}

export class UsernameTakenError extends ConflictError {
  constructor(username: string) {
    super(`A user named ${username} already exists`);
  }
}

export class AccountNotFoundError extends NotFoundError {
  constructor() {
    super('Account not found');
  }
}

/** A new password the policy refuses; the message says why (`passwordProblem`). */
export class PasswordRefusedError extends InvalidInputError {}
