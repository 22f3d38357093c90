import {
  InvalidInputError,
  NotFoundError,
  UnavailableError,
  type FieldError,
} from '../../common/errors/domain-error';

export const GivingMessages = {
  notConfigured: 'Online giving is not set up',
  signatureInvalid:
    'The Stripe signature is missing, does not match the webhook signing secret, or is too old',
  fundNotFound: 'Fund not found',
  fundInactive: 'Please choose one of the funds offered',
  fundNameTaken: 'A fund with this name already exists',
  lastActiveFund: 'At least one fund must stay active',
  giftNotFound: 'Gift not found',
  checkoutNotFound: 'Gift not found',
  amountBelow: (min: string) => `The smallest gift is ${min}`,
  amountAbove: (max: string) => `The largest gift is ${max}`,
  stripeUnavailable: (detail: string) => `Stripe could not be reached: ${detail}`,
  stripeRefused: (detail: string) => `Stripe refused the request: ${detail}`,
  currencyUnknown: 'Currency must be an ISO 4217 code such as USD or EUR',
  boundsOrder: 'The minimum gift must not be above the maximum',
  recurringNotFound: 'Recurring gift not found',
  donorNotFound: 'Donor not found',
  statementYear: (latest: number) =>
    `The year must be a year from 2000 to ${latest}, such as ${latest}`,
  statementEmpty: (year: number) => `No gifts were recorded in ${year}`,
  statementsQueued: (year: number, donors: number) =>
    `${donors === 1 ? `The ${year} statement of 1 donor is` : `The ${year} statements of ${donors} donors are`} being e-mailed. A donor already sent one is not sent another.`,
} as const;

export class GivingNotConfiguredError extends UnavailableError {
  constructor() {
    super(GivingMessages.notConfigured);
  }
}

/** A webhook while no signing secret is saved: nothing could verify it, so it is refused. */
export class WebhookNotConfiguredError extends InvalidInputError {
  constructor() {
    super(GivingMessages.notConfigured);
  }
}

export class WebhookSignatureError extends InvalidInputError {
  constructor() {
    super(GivingMessages.signatureInvalid);
  }
}

export class FundNotFoundError extends NotFoundError {
  constructor() {
    super(GivingMessages.fundNotFound);
  }
}

export class GiftNotFoundError extends NotFoundError {
  constructor() {
    super(GivingMessages.giftNotFound);
  }
}

/** A rule of the gift or settings broken, with the field it concerns. */
export class GivingInputError extends InvalidInputError {
  constructor(field: string, message: string) {
    super(message, { errors: [{ field, message } satisfies FieldError] });
  }
}

/** Stripe answered with an error that waiting will not mend (a bad key, a refused parameter). */
export class StripeRefusedError extends InvalidInputError {
  constructor(detail: string) {
    super(GivingMessages.stripeRefused(detail));
  }
}

/** Stripe could not be reached, or failed on its side: worth trying again. */
export class StripeUnavailableError extends UnavailableError {
  constructor(detail: string) {
    super(GivingMessages.stripeUnavailable(detail));
  }
}

export class RecurringGiftNotFoundError extends NotFoundError {
  constructor() {
    super(GivingMessages.recurringNotFound);
  }
}

/** A statement of a year with no gift in it: there is nothing to state. */
export class StatementNotFoundError extends NotFoundError {
  constructor(year: number) {
    super(GivingMessages.statementEmpty(year));
  }
}

export class DonorNotFoundError extends NotFoundError {
  constructor() {
    super(GivingMessages.donorNotFound);
  }
}
