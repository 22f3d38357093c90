import { useEffect, useState } from 'react';
import { Trans, formatMoney, useLingui } from '@ministry/frontend-kit';
import { Dialog } from '@ministry/frontend-kit/src/dialog/Dialog';
import type { MyGift, MyRecurringGift } from '../../../shared/api/community-types';
import { formatDate } from '../../../shared/format-date';
import { giftMethod, recurringStatus, recurringSummary } from '../giving-words';
import {
  statementUrl,
  useCancelRecurring,
  useMyGiving,
  useRecurringPortal,
} from '../hooks/use-my-account';

/** Asks before a recurring gift is cancelled here (Stripe's portal asks on its own page). */
function CancelRecurring({
  gift,
  cancel,
  onCancelled,
}: {
  gift: MyRecurringGift;
  cancel: ReturnType<typeof useCancelRecurring>;
  onCancelled: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  const summary = recurringSummary(gift);
  return (
    <>
      <button
        type="button"
        className="button button--outline"
        aria-label={i18n._({
          id: 'myAccount.giving.cancel.label',
          message: 'Cancel gift of {summary}',
          values: { summary },
        })}
        onClick={() => setOpen(true)}
      >
        {i18n._({ id: 'myAccount.giving.cancel.open', message: 'Cancel gift' })}
      </button>
      {open && (
        <Dialog
          title={i18n._({
            id: 'myAccount.giving.cancel.dialog',
            message: 'Cancel this recurring gift?',
          })}
          onClose={() => setOpen(false)}
        >
          <div className="my-account__delete">
            <p>
              <Trans
                id="myAccount.giving.cancel.text"
                message="Your gift of <0>{summary}</0> stops now: no further payment will be taken. The gifts already given stay in your history and statements."
                values={{ summary }}
                components={{ 0: <strong /> }}
              />
            </p>
            <div className="dialog__actions">
              <button
                type="button"
                className="button button--danger"
                aria-disabled={cancel.isPending || undefined}
                onClick={() =>
                  !cancel.isPending &&
                  cancel.mutate(gift.id, {
                    onSuccess: () => {
                      setOpen(false);
                      onCancelled();
                    },
                  })
                }
              >
                {cancel.isPending
                  ? i18n._({ id: 'myAccount.giving.cancel.cancelling', message: 'Cancelling...' })
                  : i18n._({ id: 'myAccount.giving.cancel.submit', message: 'Cancel Gift' })}
              </button>
              <button
                type="button"
                className="button button--outline"
                onClick={() => setOpen(false)}
              >
                {i18n._({ id: 'myAccount.giving.cancel.keep', message: 'Keep Gift' })}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}

const recurringItemId = (id: number) => `my-recurring-gift-${id}`;

function RecurringGifts({ gifts }: { gifts: MyRecurringGift[] }) {
  const portal = useRecurringPortal();
  // Here, not in each gift's dialog: a cancelled gift loses its buttons (and the dialog with them),
  // and the focus goes to the gift, not to the page's start.
  const cancel = useCancelRecurring();
  const [cancelled, setCancelled] = useState<number | null>(null);
  const { i18n } = useLingui();
  useEffect(() => {
    if (cancelled === null) return;
    document.getElementById(recurringItemId(cancelled))?.focus();
    setCancelled(null);
  }, [cancelled]);
  return (
    <ul
      className="my-account__list"
      aria-label={i18n._({ id: 'myAccount.giving.recurringList', message: 'My recurring gifts' })}
    >
      {gifts.map((gift) => {
        const summary = recurringSummary(gift);
        const ended = gift.status === 'canceled';
        return (
          <li
            key={gift.id}
            id={recurringItemId(gift.id)}
            tabIndex={-1}
            className="my-account__item"
          >
            <div className="my-account__item-head">
              <h4>{summary}</h4>
              <span className={`status-badge status-badge--${ended ? 'rejected' : 'confirmed'}`}>
                {recurringStatus(gift.status)}
              </span>
            </div>
            <p className="my-account__meta">
              {gift.canceledAt
                ? i18n._({
                    id: 'myAccount.giving.sinceCancelled',
                    message: 'Since {since} · cancelled {cancelled}',
                    values: {
                      since: formatDate(gift.startedAt),
                      cancelled: formatDate(gift.canceledAt),
                    },
                  })
                : i18n._({
                    id: 'myAccount.giving.since',
                    message: 'Since {since}',
                    values: { since: formatDate(gift.startedAt) },
                  })}
            </p>
            {!ended && (
              <div className="my-account__actions">
                <button
                  type="button"
                  className="button button--outline"
                  aria-label={i18n._({
                    id: 'myAccount.giving.portal.label',
                    message: 'Change or cancel the gift of {summary}',
                    values: { summary },
                  })}
                  aria-disabled={portal.isPending || undefined}
                  aria-busy={(portal.isPending && portal.variables === gift.id) || undefined}
                  onClick={() => !portal.isPending && portal.mutate(gift.id)}
                >
                  {i18n._({ id: 'myAccount.giving.portal', message: 'Change or cancel' })}
                </button>
                <CancelRecurring
                  gift={gift}
                  cancel={cancel}
                  onCancelled={() => setCancelled(gift.id)}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function GiftsTable({ gifts }: { gifts: MyGift[] }) {
  const { i18n } = useLingui();
  return (
    <div className="my-account__table-wrap">
      <table className="my-account__table">
        <caption className="visually-hidden">
          {i18n._({ id: 'myAccount.giving.table', message: 'My gifts, newest first' })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'myAccount.giving.date', message: 'Date' })}</th>
            <th scope="col">{i18n._({ id: 'myAccount.giving.fund', message: 'Fund' })}</th>
            <th scope="col">{i18n._({ id: 'myAccount.giving.how', message: 'How' })}</th>
            <th scope="col" className="my-account__amount">
              {i18n._({ id: 'myAccount.giving.amount', message: 'Amount' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {gifts.map((gift) => (
            <tr key={gift.id}>
              <td>{formatDate(gift.givenAt)}</td>
              <td>{gift.fundName}</td>
              <td>{giftMethod(gift)}</td>
              <td className="my-account__amount">
                {formatMoney(gift.amount, gift.currency)}
                {gift.refundedAmount > 0 && (
                  <span className="my-account__meta my-account__refund">
                    {i18n._({
                      id: 'myAccount.giving.refunded',
                      message: '{amount} refunded',
                      values: { amount: formatMoney(gift.refundedAmount, gift.currency) },
                    })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * My account › Giving: the gifts given with the member's address, a statement (PDF) for each year
 * with a gift, and their recurring gifts, changed in Stripe's Billing Portal or cancelled here.
 */
export function MyGiving() {
  const { data, isLoading, isError } = useMyGiving();
  const { i18n } = useLingui();
  if (isLoading) {
    return (
      <p aria-busy>
        {i18n._({ id: 'myAccount.giving.loading', message: 'Loading your giving...' })}
      </p>
    );
  }
  if (isError || !data) {
    return (
      <p>
        {i18n._({ id: 'myAccount.giving.failed', message: 'Your giving could not be loaded.' })}
      </p>
    );
  }
  if (!data.gifts.length && !data.recurring.length) {
    return (
      <p>
        {i18n._({
          id: 'myAccount.giving.empty',
          message: 'No gifts have been given with your e-mail address yet.',
        })}
      </p>
    );
  }
  return (
    <div className="my-account__giving">
      {data.recurring.length > 0 && (
        <div>
          <h3>{i18n._({ id: 'myAccount.giving.recurring', message: 'Recurring gifts' })}</h3>
          <RecurringGifts gifts={data.recurring} />
        </div>
      )}
      {data.statementYears.length > 0 && (
        <div>
          <h3>{i18n._({ id: 'myAccount.giving.statements', message: 'Statements' })}</h3>
          <p className="my-account__meta">
            {i18n._({
              id: 'myAccount.giving.statements.text',
              message: "Each year's gifts and totals per fund, for your records and tax return.",
            })}
          </p>
          <ul
            className="my-account__statements"
            aria-label={i18n._({
              id: 'myAccount.giving.statements.list',
              message: 'My giving statements',
            })}
          >
            {data.statementYears.map((year) => (
              <li key={year}>
                <a className="button button--outline" href={statementUrl(year)} download>
                  {i18n._({
                    id: 'myAccount.giving.statement',
                    message: '{year} statement (PDF)',
                    values: { year: String(year) },
                  })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.gifts.length > 0 && (
        <div>
          <h3>{i18n._({ id: 'myAccount.giving.gifts', message: 'My gifts' })}</h3>
          <GiftsTable gifts={data.gifts} />
        </div>
      )}
    </div>
  );
}
