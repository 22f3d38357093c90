import { describe, expect, it } from '@jest/globals';
import { decimalSeparator, formatAmount, parseAmount, totalCoveringFee } from './give-money';

describe('the giving page’s amounts', () => {
  it('reads what the visitor writes into minor units', () => {
    expect(parseAmount('25', 2)).toBe(2500);
    expect(parseAmount('25.5', 2)).toBe(2550);
    expect(parseAmount(' 1,250.05 ', 2)).toBe(125005);
    expect(parseAmount('0.1', 2)).toBe(10);
    expect(parseAmount('25.555', 2)).toBeNull();
    expect(parseAmount('-5', 2)).toBeNull();
    expect(parseAmount('abc', 2)).toBeNull();
    expect(parseAmount('500', 0)).toBe(500);
    expect(parseAmount('500.5', 0)).toBeNull();
  });

  it('reads a decimal comma where the page’s language writes one', () => {
    expect(decimalSeparator('es')).toBe(',');
    expect(decimalSeparator('he')).toBe('.');
    expect(parseAmount('25,5', 2, ',')).toBe(2550);
    expect(parseAmount('1.250,05', 2, ',')).toBe(125005);
    expect(parseAmount('1 250,05', 2, ',')).toBe(125005);
    expect(parseAmount('1.250', 2, ',')).toBe(125000);
    expect(parseAmount('25.50', 2, ',')).toBe(2550);
    expect(parseAmount('25,555', 2, ',')).toBeNull();
  });

  it('writes the amount in the page’s language', () => {
    expect(formatAmount(5000, 'EUR', 2, 'es')).toMatch(/^50\s€$/);
    expect(formatAmount(5181, 'USD', 2, 'fr')).toMatch(/^51,81\s\$US$/);
  });

  it('shows whole amounts without cents', () => {
    expect(formatAmount(5000, 'USD', 2)).toMatch(/^\$50$/);
    expect(formatAmount(5181, 'USD', 2)).toMatch(/^\$51\.81$/);
  });

  it('adds the fee as the server does', () => {
    expect(totalCoveringFee(5000, 290, 30)).toBe(5181);
    expect(totalCoveringFee(5000, 0, 0)).toBe(5000);
  });
});
