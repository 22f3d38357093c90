import { formatMoney } from '@ministry/frontend-kit';
import type { MyGift, MyRecurringGift } from '../../shared/api/community-types';

export const FREQUENCY_WORDS: Record<MyGift['frequency'], string> = {
  once: 'One-time',
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
};

export const METHOD_WORDS: Record<MyGift['method'], string> = {
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

/** Stripe's subscription statuses in the giver's words. */
const RECURRING_STATUS: Record<string, string> = {
  active: 'Active',
  trialing: 'Active',
  past_due: 'Payment due',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Not started',
  paused: 'Paused',
  canceled: 'Cancelled',
};

export const recurringStatus = (status: string) => RECURRING_STATUS[status] ?? status;

/** "$25.00 monthly to Missions". */
export function recurringSummary(gift: MyRecurringGift): string {
  const every = FREQUENCY_WORDS[gift.frequency].toLowerCase();
  return `${formatMoney(gift.amount, gift.currency)} ${every} to ${gift.fundName}`;
}
