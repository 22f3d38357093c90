import { Trans, formatLongDate, useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import { Link } from 'react-router-dom';
import { formatAmount } from './give-money';
import { useCheckoutStatus } from './hooks/use-giving';
import '../../shared/ui.css';
import './give.css';
import { usePagesCatalog } from '../../i18n/pages-area';

/**
 * Where Stripe's checkout comes back to. It shows the gift once Stripe's webhook has recorded it
 * (only the webhook records gifts), and "processing" until then, asking again every 2 s.
 */
export function GiveThanksPage() {
  usePagesCatalog();
  const { i18n } = useLingui();
  const title = i18n._({ id: 'give.thanks.title', message: 'Thank you' });
  useDocumentTitle(title);
  const ref =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('ref');
  const status = useCheckoutStatus(ref);
  const gift = status.data;
  const digits = gift?.currency === 'JPY' || gift?.currency === 'KRW' ? 0 : 2;

  let body;
  if (!ref || status.isError) {
    body = (
      <p role="status">
        {i18n._({
          id: 'give.thanks.notFound',
          message:
            'We could not find this gift. If you gave, your receipt is on its way by e-mail.',
        })}
      </p>
    );
  } else if (!gift) {
    body = <p role="status">{i18n._({ id: 'give.thanks.loading', message: 'Loading…' })}</p>;
  } else if (gift.status === 'recorded') {
    const values = {
      amount: formatAmount(gift.amount, gift.currency, digits),
      frequency: gift.frequency,
      fund: gift.fundName,
      date: gift.givenAt ? formatLongDate(new Date(gift.givenAt)) : '',
    };
    body = (
      <div role="status" className="give__thanks" data-state="recorded">
        <p>
          {gift.givenAt ? (
            <Trans
              id="give.thanks.receivedOn"
              message="Your gift of <0>{amount}</0>{frequency, select, weekly { every week} biweekly { every two weeks} monthly { every month} other {}} to the {fund} was received on {date}."
              values={values}
              components={{ 0: <strong /> }}
            />
          ) : (
            <Trans
              id="give.thanks.received"
              message="Your gift of <0>{amount}</0>{frequency, select, weekly { every week} biweekly { every two weeks} monthly { every month} other {}} to the {fund} was received."
              values={values}
              components={{ 0: <strong /> }}
            />
          )}
        </p>
        <p>
          {i18n._({
            id: 'give.thanks.receipt',
            message: 'A receipt is on its way to your e-mail.',
          })}
        </p>
      </div>
    );
  } else {
    body = (
      <div role="status" className="give__thanks" data-state="processing">
        <p>
          <Trans
            id="give.thanks.processing"
            message="Your gift of <0>{amount}</0>{frequency, select, weekly { every week} biweekly { every two weeks} monthly { every month} other {}} to the {fund} is processing."
            values={{
              amount: formatAmount(gift.amount, gift.currency, digits),
              frequency: gift.frequency,
              fund: gift.fundName,
            }}
            components={{ 0: <strong /> }}
          />
        </p>
        <p>
          {i18n._({
            id: 'give.thanks.updates',
            message: 'This page updates by itself once Stripe confirms the payment.',
          })}
        </p>
      </div>
    );
  }

  return (
    <div className="give container">
      <header className="give__intro">
        <h1>{title}</h1>
      </header>
      {body}
      <p>
        <Link to="/">{i18n._({ id: 'give.thanks.home', message: 'Back to the home page' })}</Link>
      </p>
    </div>
  );
}
