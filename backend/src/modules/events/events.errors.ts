import { NotFoundError } from '../../common/errors/domain-error';

/** The spec's answer for an event id that names no event (also the id pipe's). */
export const EVENT_NOT_FOUND = 'Event not found';

export class EventNotFoundError extends NotFoundError {
  constructor() {
    super(EVENT_NOT_FOUND);
  }
}
