import { NotFoundError } from '../../common/errors/domain-error';

/** The spec's answer for an id that names no scripture (also the id pipe's). */
export const SCRIPTURE_NOT_FOUND = 'Scripture not found';
/** The spec's answer when no active scripture is set to show on home. */
export const NO_WEEKLY_SCRIPTURE = 'No scripture available';

export class ScriptureNotFoundError extends NotFoundError {
  constructor() {
    super(SCRIPTURE_NOT_FOUND);
  }
}

export class NoWeeklyScriptureError extends NotFoundError {
  constructor() {
    super(NO_WEEKLY_SCRIPTURE);
  }
}
