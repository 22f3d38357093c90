import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  UnavailableError,
} from '../../../common/errors/domain-error';
import { TooManyRequestsError } from '../../../common/rate-limit/rate-limit.service';

export const LAST_ADMINISTRATOR =
  'This is the last active Administrator: make someone else an Administrator first.';
export const STAFF_NOT_FOUND = 'Staff member not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const TOO_MANY_RESET_MAILS =
  'Too many password-reset e-mails to this address. Try again later.';

/** Demoting or deactivating it would leave no active Administrator. */
export class LastAdministratorError extends ConflictError {
  constructor() {
    super(LAST_ADMINISTRATOR);
  }
}

export class StaffNotFoundError extends NotFoundError {
  constructor() {
    super(STAFF_NOT_FOUND);
  }
}

export class InvitationNotFoundError extends NotFoundError {
  constructor() {
    super(INVITATION_NOT_FOUND);
  }
}

/** An invitation (or its acceptance) for an address an account already has. */
export class AddressTakenError extends ConflictError {
  constructor() {
    super('An account with this e-mail address already exists.');
  }
}

export class StaffDeactivatedError extends ConflictError {
  constructor() {
    super('This account is deactivated: reactivate it first.');
  }
}

export class NoEmailAddressError extends ConflictError {
  constructor() {
    super('This account has no e-mail address to send the link to.');
  }
}

/** A one-time link that can no longer be used; the message says why (used, expired, withdrawn…). */
export class UnusableLinkError extends InvalidInputError {}

/** The staff screen's mail could not be sent: 503, and what to do. */
export class StaffMailUnavailableError extends UnavailableError {
  constructor(cause: unknown) {
    super('The e-mail could not be sent just now. Try again in a few minutes.', { cause });
  }
}

/** Too many reset e-mails to one address within the hour. */
export class TooManyResetMailsError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, TOO_MANY_RESET_MAILS);
  }
}
