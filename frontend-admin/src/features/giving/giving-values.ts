import type { Schema } from '@ministry/api-client';

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

export const METHOD_LABELS: Record<GiftDto['method'], string> = {
  card: 'Card (Stripe)',
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

export const FREQUENCY_LABELS: Record<GiftDto['frequency'], string> = {
  once: 'One time',
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
};

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

const donorCount = (n: number) => `${n} ${n === 1 ? 'donor' : 'donors'}`;

/**
 * What the statements' confirmation says will happen: who is sent a statement now, and who already
 * has theirs and is not sent another (the server sends each donor one a year).
 */
export function statementsQuestion(year: { year: number; donors: number; sent: number }): string {
  const unsent = Math.max(0, year.donors - year.sent);
  if (!year.sent) {
    return `Each of the ${donorCount(year.donors)} who gave in ${year.year} with an e-mail address gets their statement.`;
  }
  if (!unsent) {
    return year.donors === 1
      ? `The 1 donor of ${year.year} already has their statement: nobody is sent another.`
      : `All ${year.donors} donors of ${year.year} already have their statement: nobody is sent another.`;
  }
  const have = year.sent === 1 ? 'has theirs and is' : 'have theirs and are';
  return `${donorCount(unsent)} of ${year.year} get their statement now; ${donorCount(year.sent)} already ${have} not sent another.`;
}
