import { pipeline, Readable } from 'node:stream';
import { stringify as stringifyStream } from 'csv-stringify';
import { SAFE_CSV_OPTIONS } from '../../common/csv/safe-csv';
import type { GiftListRow } from './giving.repository';
import { minorDigits } from './money';

/** An amount in minor units as a decimal a spreadsheet sums exactly (`12345` USD → `123.45`). */
export function decimalAmount(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  if (!digits) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const COLUMNS: { header: string; value: (g: GiftListRow) => string | number | null }[] = [
  { header: 'Gift ID', value: (g) => g.id },
  { header: 'Date', value: (g) => new Date(g.givenAt).toISOString() },
  { header: 'Fund', value: (g) => g.fundName },
  { header: 'Amount', value: (g) => decimalAmount(Number(g.amount), g.currency) },
  { header: 'Fee Covered', value: (g) => decimalAmount(Number(g.feeCovered), g.currency) },
  { header: 'Refunded', value: (g) => decimalAmount(Number(g.refundedAmount), g.currency) },
  { header: 'Disputed', value: (g) => (g.disputed ? 'yes' : 'no') },
  { header: 'Currency', value: (g) => g.currency },
  { header: 'Method', value: (g) => g.method },
  { header: 'Frequency', value: (g) => g.frequency },
  { header: 'Donor Name', value: (g) => g.donorName },
  { header: 'Donor Email', value: (g) => g.donorEmail },
  { header: 'Note', value: (g) => g.note },
  { header: 'Deposit Batch', value: (g) => g.depositBatch },
  { header: 'Stripe Payment', value: (g) => g.stripePaymentIntentId },
];

const HEADER = COLUMNS.map((c) => c.header);

/** The gifts as a formula-safe CSV stream over batches (memory holds a batch, not the list). */
export function giftsCsvStream(batches: AsyncIterable<GiftListRow[]>): Readable {
  async function* rows(): AsyncGenerator<(string | number)[]> {
    yield HEADER;
    for await (const batch of batches) {
      for (const gift of batch) yield COLUMNS.map((c) => c.value(gift) ?? '');
    }
  }
  const csv = stringifyStream(SAFE_CSV_OPTIONS);
  pipeline(Readable.from(rows()), csv, () => undefined);
  return csv;
}

export function giftsCsvFileName(now: Date = new Date()): string {
  return `gifts-${now.toISOString().slice(0, 10)}.csv`;
}
