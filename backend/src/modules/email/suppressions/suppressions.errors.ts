import { ConflictError, ForbiddenError, NotFoundError } from '../../../common/errors/domain-error';

export class NotSuppressedError extends NotFoundError {
  constructor() {
    super('This address is not on the suppression list.');
  }
}

/** Only a bounce may be lifted: a complaint or an unsubscribe was the person's own choice. */
export class SuppressionNotLiftableError extends ConflictError {
  constructor(reason: string) {
    super(
      reason === 'complaint'
        ? 'This address marked our e-mail as spam: its suppression cannot be lifted.'
        : 'This address unsubscribed: only the person can subscribe again.',
    );
  }
}

/** A signing token (Mailgun's) that came with another event: a replayed signature, nothing applied. */
export class SigningTokenReplayedError extends ForbiddenError {
  constructor() {
    super('This signature was already used.');
  }
}
