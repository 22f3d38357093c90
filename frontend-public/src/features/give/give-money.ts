/**
 * Amounts are integers in the currency's minor units (cents) on the wire; the page shows and reads
 * them as the visitor writes money, without floating-point arithmetic.
 */
export function formatAmount(minor: number, currency: string, digits: number): string {
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 10 ** digits === 0 ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** "25", "25.5", "1,250.00" → minor units; null when it is not an amount of this currency. */
export function parseAmount(text: string, digits: number): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  const pattern = digits ? new RegExp(`^(\\d{1,9})(?:\\.(\\d{1,${digits}}))?$`) : /^(\d{1,9})$/;
  const match = pattern.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = digits ? Number((match[2] ?? '').padEnd(digits, '0')) : 0;
  return whole * 10 ** digits + fraction;
}

/** The total whose remainder after the fee (`basisPoints` of it plus `fixed`) is the gift. */
export function totalCoveringFee(amount: number, basisPoints: number, fixed: number): number {
  if (basisPoints <= 0 && fixed <= 0) return amount;
  return Math.ceil(((amount + fixed) * 10_000) / (10_000 - basisPoints));
}
