import {
  ForbiddenError,
  UnauthorizedError,
  UnavailableError,
} from '../../../common/errors/domain-error';

/** The provider's settings are absent: nothing it sends could be verified. */
export class WebhookNotConfiguredError extends ForbiddenError {
  constructor() {
    super('This webhook is not configured.');
  }
}

/** The signature (or the message it covers) does not check out: nothing is applied. */
export class WebhookSignatureError extends ForbiddenError {
  constructor(why = 'The webhook signature is not valid.') {
    super(why);
  }
}

/** Postmark's basic auth or token is missing or wrong. */
export class WebhookCredentialsError extends UnauthorizedError {
  constructor() {
    super('The webhook credentials are not valid.');
  }
}

/** SNS's certificate or subscription URL could not be fetched: SNS retries later. */
export class WebhookUpstreamError extends UnavailableError {
  constructor(what: string) {
    super(`Could not reach Amazon SNS (${what}); try again later.`);
  }
}
