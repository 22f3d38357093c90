import { NotFoundError } from '../../../common/errors/domain-error';

export const TEMPLATE_NOT_FOUND = 'Email template not found';

export class TemplateNotFoundError extends NotFoundError {
  constructor() {
    super(TEMPLATE_NOT_FOUND);
  }
}
