/**
 * The words of the pages a person opens from an e-mail (unsubscribe, subscription confirmation), as
 * ICU messages, shown in the page's language (the `lang` query or cookie, else the browser's). English
 * is exactly what these say; the server catalogues hold the other languages. Values are HTML-escaped
 * before they are put in; the markup in a message is the catalogue's.
 */
export const MailLinkPageMessages = {
  returnTo: 'Return to {ministry}',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion:
    'Do you want to stop receiving e-mails from {ministry} at <strong>{address}</strong>?',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You have been unsubscribed',
  unsubscribed: '{address} will no longer receive e-mails from {ministry}.',
  invalidTitle: 'Invalid unsubscribe link',
  invalid:
    'This unsubscribe link is not valid. Please use the link from the most recent e-mail you received from us.',
  errorTitle: 'Something went wrong',
  error:
    'We could not update your e-mail preferences just now. Please try the link again in a few minutes.',
  confirmTitle: 'Confirm your subscription',
  confirmQuestion: 'Do you want to receive e-mails from {ministry} at this address?',
  confirmButton: 'Confirm my subscription',
  confirmIgnore: 'If you did not ask for this, close this page: nothing changes.',
  confirmedTitle: 'Your subscription is confirmed',
  confirmed: '{address} will receive e-mails from {ministry}. Each one has a link to unsubscribe.',
  expiredTitle: 'This link is no longer valid',
  expired:
    'This confirmation link has been used already or has expired. To subscribe, please sign up again on our website.',
} as const;
