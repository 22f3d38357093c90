import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  RetryLaterError,
  UnauthorizedError,
} from '../../../common/errors/domain-error';

export const TOTP_ALREADY_ON = 'An authenticator app is already set up. Turn it off first.';
export const NO_TOTP_ENROLMENT = 'Start setting up the authenticator app first.';
export const WRONG_CODE = 'That code is not right (or was already used). Try the next one.';
export const REAUTH_REQUIRED = 'Enter your password or a code from your authenticator app.';
export const REAUTH_FAILED = 'That password or code is not right.';
export const LAST_FACTOR_REQUIRED =
  'Two-factor sign-in is required for staff: set up another method before removing this one.';
export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const PASSKEY_FAILED = 'The passkey could not be checked. Try again.';
export const PASSKEY_UNKNOWN = 'This passkey is not registered for a staff account here.';
export const SECOND_STEP_EXPIRED = 'Your sign-in expired. Enter your username and password again.';
export const SECOND_STEP_TOO_MANY = 'Too many wrong codes. Enter your username and password again.';
export const INVALID_CODE = 'Invalid code';
export const CODE_ALREADY_USED =
  'That code was already used. Wait for the next code in your authenticator app.';
export const RECOVERY_CODE_ALREADY_USED =
  'That recovery code was already used: each works once. Use another one.';
export const secondFactorLocked = (waitSeconds: number) =>
  `Too many wrong codes for this account. Try again in ${Math.ceil(waitSeconds / 60)} minute(s).`;

export class TotpAlreadyOnError extends ConflictError {
  constructor() {
    super(TOTP_ALREADY_ON);
  }
}

export class NoTotpEnrolmentError extends ConflictError {
  constructor() {
    super(NO_TOTP_ENROLMENT);
  }
}

/** Regenerating recovery codes needs an app set up. */
export class NoTotpError extends ConflictError {
  constructor() {
    super('Set up an authenticator app first.');
  }
}

/** A wrong code while setting up the app. */
export class WrongSetupCodeError extends InvalidInputError {
  constructor() {
    super(WRONG_CODE);
  }
}

export class ReauthRequiredError extends InvalidInputError {
  constructor() {
    super(REAUTH_REQUIRED);
  }
}

export class ReauthFailedError extends InvalidInputError {
  constructor() {
    super(REAUTH_FAILED);
  }
}

/** Removing the method would leave staff without the second factor the site requires. */
export class LastFactorRequiredError extends ConflictError {
  constructor() {
    super(LAST_FACTOR_REQUIRED);
  }
}

export class PasskeyNotFoundError extends NotFoundError {
  constructor() {
    super(PASSKEY_NOT_FOUND);
  }
}

/** A registration the authenticator's answer does not prove. */
export class PasskeyRegistrationFailedError extends InvalidInputError {
  constructor() {
    super(PASSKEY_FAILED);
  }
}

export class PasskeyTakenError extends ConflictError {
  constructor() {
    super('This passkey is already registered.');
  }
}

export class PasskeyChallengeExpiredError extends InvalidInputError {
  constructor() {
    super('The passkey request expired. Try again.');
  }
}

/** The `code` of an answer that ends the second step (not a message: not exported for the catalogues). */
const SECOND_STEP_OVER = 'second_step_over';

/**
 * A sign-in step refused: an unknown or unproven passkey, a wrong or reused code. The sign-in
 * controller tells a refused second step (audited, counted) by this class.
 */
export class SecondFactorRefusedError extends UnauthorizedError {}

export class SecondStepExpiredError extends UnauthorizedError {
  constructor() {
    // Over: the sign-in page offers "Sign in again", whatever the language (by the code).
    super(SECOND_STEP_EXPIRED, { code: SECOND_STEP_OVER });
  }
}

/** The account's wrong second-step answers passed their limit: wait `retryAfterSeconds`. */
export class SecondFactorLockedError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, secondFactorLocked(retryAfterSeconds));
  }
}

/** Five wrong answers in one step: the password again, at once (Retry-After: 0). */
export class SecondStepTooManyError extends RetryLaterError {
  constructor() {
    super(0, SECOND_STEP_TOO_MANY, { code: SECOND_STEP_OVER });
  }
}
