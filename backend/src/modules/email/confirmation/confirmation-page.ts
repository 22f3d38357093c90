import { escapeHtml } from '../mail/render';
import { MailLinkPageMessages as M } from '../unsubscribe/mail-link-page.messages';
import { mailLinkPage, maskAddress, type PageLook } from '../unsubscribe/unsubscribe-page';
import { CONFIRM_SUBSCRIPTION_PATH } from './subscription-confirmations.service';

/** GET: asks for the click and never subscribes by itself (link scanners open links too). */
export function confirmSubscriptionPage(token: string, look: PageLook): string {
  const e = escapeHtml;
  const t = look.text;
  return mailLinkPage(
    t(M.confirmTitle),
    `<p>${t(M.confirmQuestion, { ministry: e(look.ministryName) })}</p>
<form method="post" action="${CONFIRM_SUBSCRIPTION_PATH}?token=${e(encodeURIComponent(token))}">
<button type="submit">${e(t(M.confirmButton))}</button>
</form>
<p>${t(M.confirmIgnore)}</p>`,
    look,
  );
}

export function subscriptionConfirmedPage(email: string, look: PageLook): string {
  const e = escapeHtml;
  return mailLinkPage(
    look.text(M.confirmedTitle),
    `<p role="status">${look.text(M.confirmed, { address: e(maskAddress(email)), ministry: e(look.ministryName) })}</p>`,
    look,
  );
}

export function invalidConfirmationPage(look: PageLook): string {
  return mailLinkPage(look.text(M.expiredTitle), `<p>${look.text(M.expired)}</p>`, look);
}
