import { InvalidInputError, NotFoundError } from '../../../common/errors/domain-error';

export const SESSION_NOT_FOUND = 'Session not found';
export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';

/** The current password given to change it is wrong. */
export class WrongCurrentPasswordError extends InvalidInputError {
  constructor() {
    super(WRONG_CURRENT_PASSWORD, {
      errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
    });
  }
}

const SAME_PASSWORD = 'The new password must differ from the current one.';

export class SamePasswordError extends InvalidInputError {
  constructor() {
    super(SAME_PASSWORD, { errors: [{ field: 'newPassword', message: SAME_PASSWORD }] });
  }
}

/** No session of this account has the id given (or it ended already). */
export class SessionNotFoundError extends NotFoundError {
  constructor() {
    super(SESSION_NOT_FOUND);
  }
}
