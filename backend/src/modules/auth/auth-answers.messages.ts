/**
 * The staff routes' answers (a 2xx body's `message`), in the caller's language
 * (common/http/answer-language.interceptor.ts); the server catalogues hold their translations.
 */
export const AuthAnswers = {
  signedOut: 'Signed out',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  resetLinkSent: 'A password-reset link was sent.',
  invitationAccepted: 'Welcome! You can now sign in.',
  forgotPassword:
    'If a staff account uses this address, a link to reset its password is on its way. It works for one hour.',
  linkUsable: 'This link can be used.',
  passwordReset: 'Your password was changed. Sign in with the new one.',
  authenticatorOff: 'The authenticator app is turned off.',
} as const;
