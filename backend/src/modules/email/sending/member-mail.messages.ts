import { MAIL_REASONS, UNSUBSCRIBE_LABEL } from '../mail/mail-composer.service';

/**
 * The texts of the mails written in the recipient's language (the member sign-in mails, the
 * newsletter welcome, the double opt-in confirmation, the change of address) and of the frame around them, as ICU messages. English is exactly what these
 * say; the server catalogues (`common/i18n/locales`) hold the other languages, and the catalogue
 * test fails when one lacks a text here.
 */
export const MemberMailMessages = {
  greeting: 'Dear {name},',
  signature: 'Blessings,\n{ministry}',
  signInHowTo:
    'Sign in with this link:\n{link}\n\nOr type this code on the community page of another device: {code}\n\nThe link and the code work once, within {minutes} minutes.',
  signInSubject: 'Your sign-in link for {ministry}',
  signInMessage: '{howTo}\n\nIf you did not ask to sign in, you can ignore this e-mail.',
  welcomeSubject: 'Welcome to {ministry}',
  joinedMessage:
    'Thank you for joining our community. {howTo}\n\nLater on, enter your e-mail address in the member login on the community page and we will send you a new link.',
  alreadyMemberSubject: 'You already have an account with {ministry}',
  alreadyMemberMessage:
    'Someone, perhaps you, tried to join our community with this e-mail address, but you already have an account: nothing was changed. {howTo}\n\nIf it was not you, you can ignore this e-mail.',
  newsletterWelcomeMessage:
    "Thank you for subscribing to our newsletter. Each week we will send you inspiration from God's Word, news of upcoming events and updates from the ministry.\n\nWe are glad to walk in spirit and truth together with you.",
  confirmSubject: 'Please confirm your subscription to {ministry}',
  confirmGreeting: 'Hello,',
  confirmNewsletterMessage:
    'Someone, hopefully you, asked to subscribe this address to the {ministry} newsletter. To confirm, use the link below within 7 days.\n\nIf it was not you, ignore this e-mail: nothing changes until you confirm, and we will not ask again for at least 24 hours.',
  confirmMemberMessage:
    'Someone, hopefully you, asked to subscribe this address to e-mails from {ministry}. To confirm, use the link below within 7 days.\n\nIf it was not you, ignore this e-mail: nothing changes until you confirm, and we will not ask again for at least 24 hours.',
  confirmAction: 'Confirm my subscription',
  counselingSubject: 'A response to your counseling request',
  counselingMessage:
    'A member of our ministry team has responded to your counseling request ({category}):\n\n{answer}\n\nIf you would like to continue the conversation, simply reply to this e-mail and our counseling team will be in touch.',
  counselingSignature: 'In His service,\nThe {ministry} counseling team',
  emailChangeSubject: 'Confirm your new e-mail address',
  emailChangeMessage:
    'To use this address for your {ministry} community account, open this link within 24 hours:\n\n{link}\n\nIf you did not ask for this, ignore this e-mail: your account keeps its current address.',
  emailChangedSubject: 'Your e-mail address was changed',
  emailChangedMessage:
    'Your {ministry} community account now uses the address {address}: e-mails and sign-in links go there, and no longer to this address.\n\nIf you did not make this change, write to us at once by replying to this e-mail.',
  unsubscribe: UNSUBSCRIBE_LABEL,
} as const;

/** The footer's reasons, translated with the texts above. */
export const MailReasonMessages = MAIL_REASONS;
