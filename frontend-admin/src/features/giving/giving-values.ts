import type { Schema } from '@ministry/api-client';
import { i18n, intlLocale } from '../../i18n/i18n';

export type GiftDto = Schema<'GiftDto'>;
export type GivingTotalDto = Schema<'GivingTotalDto'>;

export interface GiftFilters {
  from: string;
  to: string;
  fundId: number | null;
  method: GiftDto['method'] | null;
  status: 'succeeded' | 'refunded' | 'disputed' | null;
  donor: string;
}

export const EMPTY_GIFT_FILTERS: GiftFilters = {
  from: '',
  to: '',
  fundId: null,
  method: null,
  status: null,
  donor: '',
};

/** A message descriptor, translated where it is shown (`i18n._(label)`). */
export interface Label {
  id: string;
  message: string;
}

export const METHOD_LABELS: Record<GiftDto['method'], Label> = {
  card: /*i18n*/ { id: 'admin.giving.methodCard', message: 'Card (Stripe)' },
  cash: /*i18n*/ { id: 'admin.giving.methodCash', message: 'Cash' },
  cheque: /*i18n*/ { id: 'admin.giving.methodCheque', message: 'Cheque' },
  bank_transfer: /*i18n*/ { id: 'admin.giving.methodBankTransfer', message: 'Bank transfer' },
};

export const FREQUENCY_LABELS: Record<GiftDto['frequency'], Label> = {
  once: /*i18n*/ { id: 'admin.giving.frequencyOnce', message: 'One time' },
  weekly: /*i18n*/ { id: 'admin.giving.frequencyWeekly', message: 'Weekly' },
  biweekly: /*i18n*/ { id: 'admin.giving.frequencyBiweekly', message: 'Every two weeks' },
  monthly: /*i18n*/ { id: 'admin.giving.frequencyMonthly', message: 'Monthly' },
};

/** Stripe's statuses of a recurring gift, as the donor's drawer tags them. */
const RECURRING_STATUS_LABELS: Record<string, Label> = {
  active: /*i18n*/ { id: 'admin.giving.recurringActive', message: 'active' },
  past_due: /*i18n*/ { id: 'admin.giving.recurringPastDue', message: 'past due' },
  unpaid: /*i18n*/ { id: 'admin.giving.recurringUnpaid', message: 'unpaid' },
  incomplete: /*i18n*/ { id: 'admin.giving.recurringIncomplete', message: 'incomplete' },
  trialing: /*i18n*/ { id: 'admin.giving.recurringTrialing', message: 'trialing' },
  paused: /*i18n*/ { id: 'admin.giving.recurringPaused', message: 'paused' },
  canceled: /*i18n*/ { id: 'admin.giving.recurringCancelled', message: 'Cancelled' },
};

/** A recurring gift's status in the language shown (one Stripe may add later as it is written). */
export function recurringStatusLabel(status: string): string {
  const label = Object.hasOwn(RECURRING_STATUS_LABELS, status)
    ? RECURRING_STATUS_LABELS[status]
    : undefined;
  return label ? i18n._(label) : status.replace('_', ' ');
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/**
 * An amount in its currency's minor units (cents) as money in the dashboard's language, e.g. `2500`
 * USD → "$25.00" in English, "25,00 US$" in Spanish.
 */
export function formatMoney(minor: number, currency: string): string {
  const key = `${intlLocale()}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(), { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A day of an ISO timestamp as the dashboard's language writes it in short ('3/1/2026'). */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(intlLocale());

/** The query of the list, the totals and the export: only the filters that are set. */
export function giftQuery(filters: GiftFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.fundId) query.fundId = filters.fundId;
  if (filters.method) query.method = filters.method;
  if (filters.status) query.status = filters.status;
  if (filters.donor.trim()) query.donor = filters.donor.trim();
  return query;
}

export function giftsExportUrl(filters: GiftFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(giftQuery(filters))) params.set(name, String(value));
  const query = params.toString();
  return `/api/admin/giving/gifts/export${query ? `?${query}` : ''}`;
}

/** Each month's total over its funds, newest first: the chart's bars. */
export function monthTotals(
  rows: GivingTotalDto[],
): { month: string; amount: number; currency: string }[] {
  const byMonth = new Map<string, { month: string; amount: number; currency: string }>();
  for (const row of rows) {
    const key = `${row.month} ${row.currency}`;
    const current = byMonth.get(key) ?? { month: row.month, amount: 0, currency: row.currency };
    current.amount += row.amount - row.refunded;
    byMonth.set(key, current);
  }
  return [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/**
 * What the statements' confirmation says will happen: who is sent a statement now, and who already
 * has theirs and is not sent another (the server sends each donor one a year).
 */
export function statementsQuestion(year: { year: number; donors: number; sent: number }): string {
  const unsent = Math.max(0, year.donors - year.sent);
  if (!year.sent) {
    return i18n._({
      id: 'admin.giving.statementsAll',
      message:
        'Each of the {donors, plural, one {# donor} other {# donors}} who gave in {year} with an e-mail address gets their statement.',
      values: { donors: year.donors, year: String(year.year) },
    });
  }
  if (!unsent) {
    return i18n._({
      id: 'admin.giving.statementsNone',
      message:
        '{donors, plural, one {The # donor of {year} already has their statement: nobody is sent another.} other {All # donors of {year} already have their statement: nobody is sent another.}}',
      values: { donors: year.donors, year: String(year.year) },
    });
  }
  return i18n._({
    id: 'admin.giving.statementsSome',
    message:
      '{unsent, plural, one {# donor} other {# donors}} of {year} get their statement now; {sent, plural, one {# donor already has theirs and is not sent another.} other {# donors already have theirs and are not sent another.}}',
    values: { unsent, sent: year.sent, year: String(year.year) },
  });
}
