import { MEMBER_LOGIN_REQUIRED } from '../../common/access/access.guard';
import { NotFoundError, UnauthorizedError } from '../../common/errors/domain-error';
import { CounselingMessages } from './counseling.constants';

export class CounselingRequestNotFoundError extends NotFoundError {
  constructor() {
    super(CounselingMessages.notFound);
  }
}

/** The member was deleted between the access check and the write: the access guard's own answer. */
export class MemberSignedOutError extends UnauthorizedError {
  constructor() {
    super(MEMBER_LOGIN_REQUIRED);
  }
}
