import {
  ConflictError,
  type FieldError,
  GoneError,
  InvalidInputError,
  NotFoundError,
} from '../../common/errors/domain-error';

export const RegistrationMessages = {
  eventNotFound: 'Event not found',
  registrationNotFound: 'Registration not found',
  closed: 'Registration is closed',
  full: 'This event is full',
  notEnoughSeats: (left: number) =>
    left === 1 ? 'Only 1 seat is left' : `Only ${left} seats are left`,
  manageLinkInvalid:
    'This link is invalid or has already been used. The newest e-mail about your registration has a link that works.',
  capacityBelowTaken: (taken: number) =>
    `Capacity cannot be below the ${taken} ${taken === 1 ? 'seat' : 'seats'} already taken`,
  notWaitlisted: 'Only a registration on the waitlist can be moved to the confirmed list',
  alreadyCancelled: 'This registration is already cancelled',
} as const;

export class EventNotFoundError extends NotFoundError {
  constructor() {
    super(RegistrationMessages.eventNotFound);
  }
}

/** No registration of that id for that event (or the event takes none). */
export class RegistrationNotFoundError extends NotFoundError {
  constructor() {
    super(RegistrationMessages.registrationNotFound);
  }
}

/** Registration is off for the event, or has closed. */
export class RegistrationClosedError extends ConflictError {
  constructor() {
    super(RegistrationMessages.closed);
  }
}

/** Full, with no waitlist (or not enough seats for a confirmed party to grow). */
export class RegistrationFullError extends ConflictError {
  constructor(seatsLeft: number | null = 0) {
    super(seatsLeft ? RegistrationMessages.notEnoughSeats(seatsLeft) : RegistrationMessages.full);
  }
}

export class ManageLinkInvalidError extends GoneError {
  constructor() {
    super(RegistrationMessages.manageLinkInvalid);
  }
}

export class NotWaitlistedError extends ConflictError {
  constructor() {
    super(RegistrationMessages.notWaitlisted);
  }
}

export class AlreadyCancelledError extends ConflictError {
  constructor() {
    super(RegistrationMessages.alreadyCancelled);
  }
}

/** A registration or its settings break a rule only the service can check (per field). */
export class RegistrationInvalidError extends InvalidInputError {
  constructor(errors: FieldError[]) {
    super(errors[0]?.message ?? 'Invalid registration', { errors });
  }
}
