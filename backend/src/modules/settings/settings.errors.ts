import { InvalidInputError } from '../../common/errors/domain-error';

/** "Send me a test" needs an address to send to. */
export const NO_ADDRESS_FOR_TEST =
  'Your account has no e-mail address to send the test to. Add one in My account first.';
export const LOGO_TOO_LARGE = 'The logo must be at most 2 MB';
export const LOGO_NOT_AN_IMAGE = 'The logo must be a PNG, JPEG or WebP image';

export class NoAddressForTestError extends InvalidInputError {
  constructor() {
    super(NO_ADDRESS_FOR_TEST);
  }
}

/** The upload is not a PNG, JPEG or WebP picture that can be decoded. */
export class LogoNotAnImageError extends InvalidInputError {
  constructor() {
    super(LOGO_NOT_AN_IMAGE);
  }
}

export const BOUNCE_MAILBOX_INCOMPLETE =
  'To read the bounce mailbox, enter its IMAP server, user and password';

/** The bounce mailbox is switched on without what it takes to sign in to it. */
export class BounceMailboxIncompleteError extends InvalidInputError {
  constructor() {
    super(BOUNCE_MAILBOX_INCOMPLETE);
  }
}
