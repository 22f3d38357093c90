import { InvalidInputError, NotFoundError } from '../../../common/errors/domain-error';

export const AUTOMATION_NOT_FOUND = 'Automation not found';
export const UNKNOWN_STEP = 'A step to keep is not a step of this series';

export class AutomationNotFoundError extends NotFoundError {
  constructor() {
    super(AUTOMATION_NOT_FOUND);
  }
}

export class UnknownStepError extends InvalidInputError {
  constructor() {
    super(UNKNOWN_STEP);
  }
}
