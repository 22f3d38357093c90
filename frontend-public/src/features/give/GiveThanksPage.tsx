import { useDocumentTitle } from '@ministry/frontend-kit';
import { formatAmount } from './give-money';
import { useCheckoutStatus } from './hooks/use-giving';
import '../../shared/ui.css';
import './give.css';
import { usePagesCatalog } from '../../i18n/pages-area';

const EVERY: Record<string, string> = {
  once: '',
  weekly: ' every week',
  biweekly: ' every two weeks',
  monthly: ' every month',
};

/**
 * Where Stripe's checkout comes back to. It shows the gift once Stripe's webhook has recorded it
 * (only the webhook records gifts), and "processing" until then, asking again every 2 s.
 */
export function GiveThanksPage() {
  usePagesCatalog();
  useDocumentTitle('Thank you');
  const ref =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('ref');
  const status = useCheckoutStatus(ref);
  const gift = status.data;
  const digits = gift?.currency === 'JPY' || gift?.currency === 'KRW' ? 0 : 2;

  let body;
  if (!ref || status.isError) {
    body = (
      <p role="status">
        We could not find this gift. If you gave, your receipt is on its way by e-mail.
      </p>
    );
  } else if (!gift) {
    body = <p role="status">Loading…</p>;
  } else if (gift.status === 'recorded') {
    const when = gift.givenAt
      ? new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(gift.givenAt))
      : '';
    body = (
      <div role="status" className="give__thanks" data-state="recorded">
        <p>
          Your gift of <strong>{formatAmount(gift.amount, gift.currency, digits)}</strong>
          {EVERY[gift.frequency] ?? ''} to the {gift.fundName} was received
          {when ? ` on ${when}` : ''}.
        </p>
        <p>A receipt is on its way to your e-mail.</p>
      </div>
    );
  } else {
    body = (
      <div role="status" className="give__thanks" data-state="processing">
        <p>
          Your gift of <strong>{formatAmount(gift.amount, gift.currency, digits)}</strong>
          {EVERY[gift.frequency] ?? ''} to the {gift.fundName} is processing.
        </p>
        <p>This page updates by itself once Stripe confirms the payment.</p>
      </div>
    );
  }

  return (
    <div className="give container">
      <header className="give__intro">
        <h1>Thank you</h1>
      </header>
      {body}
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </div>
  );
}
