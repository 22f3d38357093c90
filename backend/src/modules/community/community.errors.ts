import { MEMBER_LOGIN_REQUIRED } from '../../common/access/access.guard';
import {
  InvalidInputError,
  NotFoundError,
  UnauthorizedError,
} from '../../common/errors/domain-error';
import { MemberMessages, MyAccountMessages, TestimonialMessages } from './community.constants';

export class MemberNotFoundError extends NotFoundError {
  constructor() {
    super(MemberMessages.notFound);
  }
}

/** The member was deleted after the access check let them in: the access guard's own answer. */
export class MemberSignedOutError extends UnauthorizedError {
  constructor() {
    super(MEMBER_LOGIN_REQUIRED);
  }
}

export class TestimonialNotFoundError extends NotFoundError {
  constructor() {
    super(TestimonialMessages.notFound);
  }
}

/** A moderation change that names neither a status nor the featured flag. */
export class NothingToModerateError extends InvalidInputError {
  constructor() {
    super(TestimonialMessages.nothingToUpdate);
  }
}

/** Only an approved testimony may be featured. */
export class FeatureNotApprovedError extends InvalidInputError {
  constructor() {
    super(TestimonialMessages.featureNotApproved);
  }
}

/** The new address asked for is the member's own already. */
export class SameEmailError extends InvalidInputError {
  constructor() {
    super(MyAccountMessages.sameEmail);
  }
}

/** A change-of-address link that is unknown, used, expired, or whose member is gone. */
export class InvalidEmailChangeLinkError extends InvalidInputError {
  constructor() {
    super(MyAccountMessages.invalidLink);
  }
}

/** The new address became another member's between the request and the link. */
export class EmailTakenError extends InvalidInputError {
  constructor() {
    super(MyAccountMessages.emailTaken);
  }
}

/** "Delete my account" with an address typed that is not the member's. */
export class DeleteConfirmationMismatchError extends InvalidInputError {
  constructor() {
    super(MyAccountMessages.confirmMismatch);
  }
}
