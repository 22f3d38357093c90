/**
 * Amounts are integers in a currency's minor units (cents) everywhere; these turn them into words and
 * back. The number of minor-unit digits is ISO 4217's, as `Intl` knows it.
 */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
}

export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** `12345` USD → "$123.45". */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    amount / 10 ** digits,
  );
}

/**
 * The total that leaves `amount` after the processor's fee of `basisPoints` (1/100 of a percent)
 * and `fixed`: total − (total × rate + fixed) ≥ amount, rounded up to a whole minor unit.
 */
export function totalCoveringFee(amount: number, basisPoints: number, fixed: number): number {
  if (basisPoints <= 0 && fixed <= 0) return amount;
  return Math.ceil(((amount + fixed) * 10_000) / (10_000 - basisPoints));
}
