/**
 * Server messages the catalogues hold besides those the code declares (DTO rules, domain errors):
 *
 * - `MESSAGE_TEMPLATES`: messages built with values (`Try again in 3 minute(s).`). The catalogue's
 *   msgid is the English text with ICU arguments in place of the values; an English message is
 *   matched against it, and its values go into the translation. Every message the extraction finds
 *   with a value left out (`undefined`, `NaN`) must match one of these, or the catalogue check fails.
 * - `CORE_MESSAGES`: the exception filter's own texts, class-validator's built-in ones (templates
 *   too) and those of rules whose message is computed.
 *
 * Arguments are simple `{name}` ones; a translation may use ICU `plural` or `select` on them.
 */
export const MESSAGE_TEMPLATES = [
  'Too many failed sign-in attempts. Try again in {minutes} minute(s).',
  'Too many wrong codes for this account. Try again in {minutes} minute(s).',
  'A user named {username} already exists',
  'This ticket is for another event: {title} ({date})',
  "{name}'s registration is cancelled",
  '{name} is on the waitlist, not confirmed',
  '{name} is already checked in (at {time})',
  'Stripe refused the request: {detail}',
  'Stripe could not be reached: {detail}',
  'No gifts were recorded in {year}',
  'The largest gift is {amount}',
  'The smallest gift is {amount}',
  'The year must be a year from 2000 to {latest}, such as {latest}',
  'The {year} statements of {donors} donors are being e-mailed. A donor already sent one is not sent another.',
  'Could not reach Amazon SNS ({what}); try again later.',
  'Podcast subcategory must be one of the subcategories of {category}, or empty',
  '"{text}" is not a scripture reference',
  'Only {seats} seats are left',
  'Capacity cannot be below the {taken} seats already taken',
  // The longer first: the shorter one's `{email}` would take ", from …" too.
  'A test e-mail is on its way to {email}, from {sender}.',
  'A test e-mail is on its way to {email}.',
] as const;

export const CORE_MESSAGES = [
  // class-validator's own (rules declared without a message), and the accent colour's rule.
  'property {property} should not exist',
  'nested property {property} must be either object or array',
  'each value in nested property {property} must be either object or array',
  'Accent colour {colour} is too light: its contrast with white is {contrast}:1, and at least 4.5:1 is needed (WCAG AA). Choose a darker colour',
  'Internal server error',
  'Invalid request',
  'Invalid input',
  'Bad request',
  'Malformed JSON in request body',
  'Request body too large',
  'Request body is nested too deeply',
  'Unsupported body encoding',
  'an unknown value was passed to the validate function',
  // The singular of two templates above, which the extraction does not build.
  'Only 1 seat is left',
  'Capacity cannot be below the 1 seat already taken',
  'The {year} statement of 1 donor is being e-mailed. A donor already sent one is not sent another.',
] as const;
