/**
 * The registration mails' texts, as ICU messages, written in the language the visitor registered in
 * (`event_registrations.language`). English is exactly what these say; the server catalogues
 * (`common/i18n/locales`) hold the other languages, and the catalogue test fails when one lacks a
 * text here.
 */
export const RegistrationMailMessages = {
  confirmationSubject: 'You are registered: {title}',
  waitlistedSubject: 'You are on the waitlist: {title}',
  promotedSubject: 'A place is yours: {title}',
  reminderSubject: 'Reminder: {title}, {date}',
  cancelledSubject: 'Registration cancelled: {title}',
  party: '{count, plural, one {# person} other {# people}}',
  confirmationOpening: 'Thank you for registering. We have you down for {party}.',
  waitlistedOpening:
    'The event is full, so you are on its waitlist for {party}. If places free up, we will e-mail you as soon as your party has its seats.',
  promotedOpening:
    'Good news: places have freed up, and your registration for {party} is now confirmed.',
  reminderOpening: 'This is a reminder that you are registered for {party}.',
  cancelledOpening: 'Your registration has been cancelled. We hope to see you another time.',
  partySize: 'Party size: {count}',
  answers: 'Your answers:',
  showTicket: 'Show the QR code of this e-mail at the door to check in.',
  manageHowTo: 'To change your party size or your answers, or to cancel, use the link below.',
  manageAction: 'Manage my registration',
  ticketAlt: 'Your ticket: show this QR code at the door',
  aboutRegistration: 'About your registration for:',
  greeting: 'Dear {name},',
  signature: 'Blessings,\n{ministry}',
  reason:
    'You are receiving this e-mail because this address was used to register for an event on our website.',
} as const;
