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
