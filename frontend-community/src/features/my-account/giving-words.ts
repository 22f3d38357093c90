import { formatMoney, i18n } from '@ministry/frontend-kit';
import type { MyGift, MyRecurringGift } from '../../shared/api/community-types';
import type { Label } from '../../shared/constants';

/** How often a gift is given, as it reads after the way it was given ("Card, monthly"). */
const FREQUENCY_WORDS: Record<MyGift['frequency'], Label> = {
  once: /*i18n*/ { id: 'myAccount.giving.frequency.once', message: 'one-time' },
  weekly: /*i18n*/ { id: 'myAccount.giving.frequency.weekly', message: 'weekly' },
  biweekly: /*i18n*/ { id: 'myAccount.giving.frequency.biweekly', message: 'every two weeks' },
  monthly: /*i18n*/ { id: 'myAccount.giving.frequency.monthly', message: 'monthly' },
};

const METHOD_WORDS: Record<MyGift['method'], Label> = {
  card: /*i18n*/ { id: 'myAccount.giving.method.card', message: 'Card' },
  cash: /*i18n*/ { id: 'myAccount.giving.method.cash', message: 'Cash' },
  cheque: /*i18n*/ { id: 'myAccount.giving.method.cheque', message: 'Cheque' },
  bank_transfer: /*i18n*/ { id: 'myAccount.giving.method.bankTransfer', message: 'Bank transfer' },
};

/** How a gift was given, in the page's language: "Card", or "Card, monthly" for a recurring one. */
export function giftMethod(gift: Pick<MyGift, 'method' | 'frequency'>): string {
  const method = METHOD_WORDS[gift.method] ? i18n._(METHOD_WORDS[gift.method]) : gift.method;
  if (gift.frequency === 'once') return method;
  return i18n._({
    id: 'myAccount.giving.methodAndFrequency',
    message: '{method}, {frequency}',
    values: { method, frequency: i18n._(FREQUENCY_WORDS[gift.frequency]) },
  });
}

/** Stripe's subscription statuses in the giver's words. */
const RECURRING_STATUS: Record<string, Label> = {
  active: /*i18n*/ { id: 'myAccount.giving.status.active', message: 'Active' },
  trialing: /*i18n*/ { id: 'myAccount.giving.status.active', message: 'Active' },
  past_due: /*i18n*/ { id: 'myAccount.giving.status.pastDue', message: 'Payment due' },
  unpaid: /*i18n*/ { id: 'myAccount.giving.status.unpaid', message: 'Unpaid' },
  incomplete: /*i18n*/ { id: 'myAccount.giving.status.incomplete', message: 'Incomplete' },
  incomplete_expired: /*i18n*/ {
    id: 'myAccount.giving.status.notStarted',
    message: 'Not started',
  },
  paused: /*i18n*/ { id: 'myAccount.giving.status.paused', message: 'Paused' },
  canceled: /*i18n*/ { id: 'myAccount.giving.status.cancelled', message: 'Cancelled' },
};

export const recurringStatus = (status: string) => {
  const label = RECURRING_STATUS[status];
  return label ? i18n._(label) : status;
};

/** "$25.00 monthly to Missions", in the page's language. */
export function recurringSummary(gift: MyRecurringGift): string {
  return i18n._({
    id: 'myAccount.giving.summary',
    message:
      '{frequency, select, weekly {{amount} weekly to {fund}} biweekly {{amount} every two weeks to {fund}} monthly {{amount} monthly to {fund}} other {{amount} one-time to {fund}}}',
    values: {
      frequency: gift.frequency,
      amount: formatMoney(gift.amount, gift.currency),
      fund: gift.fundName,
    },
  });
}
