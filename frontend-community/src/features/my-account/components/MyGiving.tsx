import { useEffect, useState } from 'react';
import { formatMoney } from '@ministry/frontend-kit';
import { Dialog } from '@ministry/frontend-kit/src/dialog/Dialog';
import type { MyGift, MyRecurringGift } from '../../../shared/api/community-types';
import { formatDate } from '../../../shared/format-date';
import { FREQUENCY_WORDS, METHOD_WORDS, recurringStatus, recurringSummary } from '../giving-words';
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
  const summary = recurringSummary(gift);
  return (
    <>
      <button
        type="button"
        className="button button--outline"
        aria-label={`Cancel gift of ${summary}`}
        onClick={() => setOpen(true)}
      >
        Cancel gift
      </button>
      {open && (
        <Dialog title="Cancel this recurring gift?" onClose={() => setOpen(false)}>
          <div className="my-account__delete">
            <p>
              Your gift of <strong>{summary}</strong> stops now: no further payment will be taken.
              The gifts already given stay in your history and statements.
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
                {cancel.isPending ? 'Cancelling...' : 'Cancel Gift'}
              </button>
              <button
                type="button"
                className="button button--outline"
                onClick={() => setOpen(false)}
              >
                Keep Gift
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
  useEffect(() => {
    if (cancelled === null) return;
    document.getElementById(recurringItemId(cancelled))?.focus();
    setCancelled(null);
  }, [cancelled]);
  return (
    <ul className="my-account__list" aria-label="My recurring gifts">
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
              Since {formatDate(gift.startedAt)}
              {gift.canceledAt && ` · cancelled ${formatDate(gift.canceledAt)}`}
            </p>
            {!ended && (
              <div className="my-account__actions">
                <button
                  type="button"
                  className="button button--outline"
                  aria-label={`Change or cancel the gift of ${summary}`}
                  aria-disabled={portal.isPending || undefined}
                  aria-busy={(portal.isPending && portal.variables === gift.id) || undefined}
                  onClick={() => !portal.isPending && portal.mutate(gift.id)}
                >
                  Change or cancel
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
  return (
    <div className="my-account__table-wrap">
      <table className="my-account__table">
        <caption className="visually-hidden">My gifts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Fund</th>
            <th scope="col">How</th>
            <th scope="col" className="my-account__amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {gifts.map((gift) => (
            <tr key={gift.id}>
              <td>{formatDate(gift.givenAt)}</td>
              <td>{gift.fundName}</td>
              <td>
                {METHOD_WORDS[gift.method]}
                {gift.frequency !== 'once' && `, ${FREQUENCY_WORDS[gift.frequency].toLowerCase()}`}
              </td>
              <td className="my-account__amount">
                {formatMoney(gift.amount, gift.currency)}
                {gift.refundedAmount > 0 && (
                  <span className="my-account__meta my-account__refund">
                    {formatMoney(gift.refundedAmount, gift.currency)} refunded
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
  if (isLoading) return <p aria-busy>Loading your giving...</p>;
  if (isError || !data) return <p>Your giving could not be loaded.</p>;
  if (!data.gifts.length && !data.recurring.length) {
    return <p>No gifts have been given with your e-mail address yet.</p>;
  }
  return (
    <div className="my-account__giving">
      {data.recurring.length > 0 && (
        <div>
          <h3>Recurring gifts</h3>
          <RecurringGifts gifts={data.recurring} />
        </div>
      )}
      {data.statementYears.length > 0 && (
        <div>
          <h3>Statements</h3>
          <p className="my-account__meta">
            Each year&apos;s gifts and totals per fund, for your records and tax return.
          </p>
          <ul className="my-account__statements" aria-label="My giving statements">
            {data.statementYears.map((year) => (
              <li key={year}>
                <a className="button button--outline" href={statementUrl(year)} download>
                  {year} statement (PDF)
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.gifts.length > 0 && (
        <div>
          <h3>My gifts</h3>
          <GiftsTable gifts={data.gifts} />
        </div>
      )}
    </div>
  );
}
