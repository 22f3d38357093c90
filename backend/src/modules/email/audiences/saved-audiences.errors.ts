import { ConflictError, NotFoundError } from '../../../common/errors/domain-error';

export const SAVED_AUDIENCE_NOT_FOUND = 'Saved audience not found';
export const SAVED_AUDIENCE_NAME_TAKEN = 'An audience with this name is saved already';

export class SavedAudienceNotFoundError extends NotFoundError {
  constructor() {
    super(SAVED_AUDIENCE_NOT_FOUND);
  }
}

export class SavedAudienceNameTakenError extends ConflictError {
  constructor() {
    super(SAVED_AUDIENCE_NAME_TAKEN);
  }
}
