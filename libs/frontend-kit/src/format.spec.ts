import { describe, expect, it } from '@jest/globals';
import {
  formatCalendarDate,
  formatCount,
  formatLongDate,
  formatMoney,
  setFormatLanguage,
  shortMonthName,
} from './format';

describe('the site formats', () => {
  it('group counts as en-US does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12345.9)).toBe('12,345');
    expect(formatCount(1000000)).toBe('1,000,000');
  });

  it('write a long date in UTC or where the viewer is', () => {
    const date = new Date(Date.UTC(2025, 2, 8, 12));
    expect(formatLongDate(date, 'UTC')).toBe('March 8, 2025');
    expect(formatLongDate(new Date(2025, 11, 31))).toBe('December 31, 2025');
  });

  it('read a calendar date as written, other text as it is', () => {
    expect(formatCalendarDate('2026-03-15')).toBe('March 15, 2026');
    expect(formatCalendarDate('2026-13-01')).toBe('2026-13-01');
    expect(formatCalendarDate('soon')).toBe('soon');
  });

  it('write minor units as money with the digits of each currency', () => {
    const digitsOnly = (text: string) => text.replace(/[^\d.,]/g, '');
    expect(digitsOnly(formatMoney(2500, 'USD'))).toBe('25.00');
    expect(digitsOnly(formatMoney(123456, 'EUR'))).toBe('1,234.56');
    // The yen has no minor unit: 2500 is ¥2,500, not ¥25.
    expect(digitsOnly(formatMoney(2500, 'JPY'))).toBe('2,500');
  });

  it('follow the page language through Intl, English staying as written by hand', () => {
    try {
      setFormatLanguage('es');
      expect(formatLongDate(new Date(Date.UTC(2025, 2, 8, 12)), 'UTC')).toBe('8 de marzo de 2025');
      expect(formatCalendarDate('2026-03-15')).toBe('15 de marzo de 2026');
      expect(formatCount(12345)).toBe('12.345');
      expect(shortMonthName(3)).toBe('mar');
      setFormatLanguage('he');
      expect(formatCalendarDate('2026-03-15')).toContain('2026');
    } finally {
      setFormatLanguage('en');
    }
    expect(shortMonthName(3)).toBe('Mar');
    expect(formatCalendarDate('2026-03-15')).toBe('March 15, 2026');
  });
});
