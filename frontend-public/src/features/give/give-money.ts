import { i18n } from '@ministry/frontend-kit';

/**
 * The page's language for Intl: English as the browser writes it (as the kit's formatMoney), the
 * other languages with their own locale.
 */
function pageLocale(): string | undefined {
  return i18n.locale && i18n.locale !== 'en' ? i18n.locale : undefined;
}

/**
 * Amounts are integers in the currency's minor units (cents) on the wire; the page shows and reads
 * them as the visitor writes money in the page's language, without floating-point arithmetic.
 */
export function formatAmount(
  minor: number,
  currency: string,
  digits: number,
  locale: string | undefined = pageLocale(),
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 10 ** digits === 0 ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** The decimal separator of the page's language: '.' in English and Hebrew, ',' in es, pt-BR, fr. */
export function decimalSeparator(locale: string | undefined = pageLocale()): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  );
}

/**
 * "25", "25.5", "1,250.00" (or, where the decimal separator is a comma, "25,5", "1.250,00",
 * "1 250,00", and "25.50" as typed on most sites) → minor units; null when it is not an amount of
 * this currency.
 */
export function parseAmount(text: string, digits: number, decimal = '.'): number | null {
  let cleaned = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (decimal === ',') {
    // A comma is the decimal separator and dots group thousands; without a comma, a dot followed by
    // other than groups of three digits is the decimal point the visitor is used to elsewhere.
    if (cleaned.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(cleaned))
      cleaned = cleaned.replace(/\./g, '').replace(',', '.');
  } else {
    cleaned = cleaned.replace(/,/g, '');
  }
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
