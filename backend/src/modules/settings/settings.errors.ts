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

export const PODCAST_ARTWORK_INVALID =
  'The podcast artwork must be a square PNG, JPEG or WebP image of at least 1400 × 1400 pixels';
export const PODCAST_ARTWORK_TOO_LARGE = 'The podcast artwork must be at most 10 MB';

/** Not a picture, or not the square of at least 1400 pixels podcast apps ask for. */
export class PodcastArtworkInvalidError extends InvalidInputError {
  constructor() {
    super(PODCAST_ARTWORK_INVALID);
  }
}

export const PODCAST_SUBCATEGORY_MISMATCH = (category: string) =>
  `Podcast subcategory must be one of the subcategories of ${category}, or empty`;

export class PodcastSubcategoryError extends InvalidInputError {
  constructor(category: string) {
    super(PODCAST_SUBCATEGORY_MISMATCH(category), {
      errors: [{ field: 'podcastSubcategory', message: PODCAST_SUBCATEGORY_MISMATCH(category) }],
    });
  }
}

export const DEFAULT_LANGUAGE_NOT_OFFERED =
  'The languages offered must include the default language';

/** The default language is not among the languages the site offers. */
export class DefaultLanguageNotOfferedError extends InvalidInputError {
  constructor() {
    super(DEFAULT_LANGUAGE_NOT_OFFERED, {
      errors: [{ field: 'languages', message: DEFAULT_LANGUAGE_NOT_OFFERED }],
    });
  }
}
