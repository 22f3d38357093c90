import { escapeHtml } from '../mail/render';
import { mailLinkPage, maskAddress, type PageLook } from '../unsubscribe/unsubscribe-page';
import { CONFIRM_SUBSCRIPTION_PATH } from './subscription-confirmations.service';

/** GET: asks for the click and never subscribes by itself (link scanners open links too). */
export function confirmSubscriptionPage(token: string, look: PageLook): string {
  const e = escapeHtml;
  return mailLinkPage(
    'Confirm your subscription',
    `<p>Do you want to receive e-mails from ${e(look.ministryName)} at this address?</p>
<form method="post" action="${CONFIRM_SUBSCRIPTION_PATH}?token=${e(encodeURIComponent(token))}">
<button type="submit">Confirm my subscription</button>
</form>
<p>If you did not ask for this, close this page: nothing changes.</p>`,
    look,
  );
}

export function subscriptionConfirmedPage(email: string, look: PageLook): string {
  return mailLinkPage(
    'Your subscription is confirmed',
    `<p role="status">${escapeHtml(maskAddress(email))} will receive e-mails from ${escapeHtml(look.ministryName)}. Each one has a link to unsubscribe.</p>`,
    look,
  );
}

export function invalidConfirmationPage(look: PageLook): string {
  return mailLinkPage(
    'This link is no longer valid',
    '<p>This confirmation link has been used already or has expired. To subscribe, please sign up again on our website.</p>',
    look,
  );
}
