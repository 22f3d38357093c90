/**
 * The staff account mails' texts (an invitation, a password-reset link, a second step locked), as
 * ICU messages, in the language of the page the mail was asked from (the inviting administrator's,
 * the "Forgot password?" page's, the sign-in page's), while the site offers it. English is exactly
 * what these say; the server catalogues (`common/i18n/locales`) hold the other languages.
 */
export const StaffMailMessages = {
  invitationSubject: 'You are invited to join the {ministry} team',
  invitationOpening: '{invitedBy} invited you to help run the {ministry} website as {role}.',
  invitationHowTo:
    'Open the link below to choose your name and password. It works once, within 72 hours.',
  invitationIgnore: 'If you did not expect this invitation, you can ignore this e-mail.',
  invitationAction: 'Accept the invitation',
  resetSubject: 'Reset your {ministry} password',
  resetOpening: 'Someone asked to reset the password of your {ministry} staff account.',
  resetHowTo:
    'Open the link below to choose a new password. It works once, within one hour, and signs out every device signed in to your account.',
  resetIgnore:
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  resetAction: 'Choose a new password',
  lockedSubject: 'Someone has your {ministry} password',
  lockedOpening:
    'Your {ministry} staff password was entered correctly, followed by {failures} wrong two-factor codes. Whoever it was knows your password but not your second factor.',
  lockedWait:
    'Two-factor sign-in to your account now waits {minutes} minute(s) between attempts, longer with each further wrong code. Change your password as soon as you can: open the link below and choose "Forgot password?".',
  lockedIgnore: 'If these attempts were yours, you can ignore this e-mail.',
  lockedAction: 'Open the sign-in page',
  administrator: 'Administrator',
  pastoral: 'Pastoral care',
  content: 'Content editor',
  communications: 'Communications',
  finance: 'Finance',
  check_in: 'Check-in volunteer',
} as const;
