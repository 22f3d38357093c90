import { decimalAmount } from './gifts-csv';
import { formatMoney, isCurrency, minorDigits, totalCoveringFee } from './money';
import { stripeConnection } from './stripe-client';

describe('money in minor units', () => {
  it('knows ISO 4217 codes and their minor-unit digits', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('usd')).toBe(false);
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('formats and writes amounts without floating-point drift', () => {
    expect(formatMoney(12345, 'USD')).toBe('$123.45');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    expect(decimalAmount(12345, 'USD')).toBe('123.45');
    expect(decimalAmount(5, 'USD')).toBe('0.05');
    expect(decimalAmount(1234, 'KWD')).toBe('1.234');
    expect(decimalAmount(500, 'JPY')).toBe('500');
    // 0.1 + 0.2 in cents: 10 + 20, exact.
    expect(decimalAmount(10 + 20, 'USD')).toBe('0.30');
  });

  it('adds the fee so that what is left after it is the gift', () => {
    const total = totalCoveringFee(5000, 290, 30);
    expect(total).toBe(5181);
    // What the processor keeps from 5181 at 2.9 % + 30 leaves at least 5000.
    expect(total - Math.round((total * 290) / 10_000) - 30).toBeGreaterThanOrEqual(5000);
    expect(totalCoveringFee(5000, 0, 0)).toBe(5000);
    for (const amount of [100, 999, 2500, 100_000]) {
      const t = totalCoveringFee(amount, 350, 25);
      expect(Number.isInteger(t)).toBe(true);
      expect(t - (t * 350) / 10_000 - 25).toBeGreaterThanOrEqual(amount);
      expect(t - 1 - ((t - 1) * 350) / 10_000 - 25).toBeLessThan(amount);
    }
  });
});

describe('the Stripe API address', () => {
  it("is Stripe's own when unset, else the address's host, port and protocol", () => {
    expect(stripeConnection(undefined)).toEqual({});
    expect(stripeConnection('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeConnection('https://stripe-proxy.internal')).toEqual({
      host: 'stripe-proxy.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeConnection('http://[::1]:8080')).toEqual({
      host: '::1',
      port: '8080',
      protocol: 'http',
    });
  });
});
