import { ConflictError, ForbiddenError, NotFoundError } from '../../common/errors/domain-error';

export const CheckInMessages = {
  notToday: "A Check-in volunteer can check people in only for today's events",
  unknownTicket: 'Unknown ticket: this QR code is not a ticket for any of our events',
  otherEvent: (title: string, date: string) =>
    `This ticket is for another event: ${title} (${date})`,
  cancelled: (name: string) => `${name}'s registration is cancelled`,
  waitlisted: (name: string) => `${name} is on the waitlist, not confirmed`,
  alreadyIn: (name: string, at: string) => `${name} is already checked in (at ${at})`,
} as const;

/** A caller without registrations.manage asked for an event of another day. */
export class CheckInNotTodayError extends ForbiddenError {
  constructor() {
    super(CheckInMessages.notToday);
  }
}

export class UnknownTicketError extends NotFoundError {
  constructor() {
    super(CheckInMessages.unknownTicket);
  }
}

export class TicketOfAnotherEventError extends ConflictError {
  constructor(title: string, date: string) {
    super(CheckInMessages.otherEvent(title, date));
  }
}

export class CheckInCancelledError extends ConflictError {
  constructor(name: string) {
    super(CheckInMessages.cancelled(name));
  }
}

export class CheckInWaitlistedError extends ConflictError {
  constructor(name: string) {
    super(CheckInMessages.waitlisted(name));
  }
}

export class AlreadyCheckedInError extends ConflictError {
  constructor(name: string, at: string) {
    super(CheckInMessages.alreadyIn(name, at));
  }
}
