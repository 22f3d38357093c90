import { describe, expect, it } from '@jest/globals';
import { EMPTY_GIFT_FILTERS, giftsExportUrl, monthTotals } from './giving-values';

describe('the Giving tab’s values', () => {
  it('exports what the list shows', () => {
    expect(giftsExportUrl(EMPTY_GIFT_FILTERS)).toBe('/api/admin/giving/gifts/export');
    expect(
      giftsExportUrl({ ...EMPTY_GIFT_FILTERS, from: '2026-01-01', fundId: 2, donor: ' ruth ' }),
    ).toBe('/api/admin/giving/gifts/export?from=2026-01-01&fundId=2&donor=ruth');
  });

  it('sums each month over its funds, net of refunds, to the cent', () => {
    const rows = [
      {
        month: '2026-02',
        fundId: 1,
        fundName: 'General',
        currency: 'USD',
        gifts: 2,
        amount: 1001,
        refunded: 1,
      },
      {
        month: '2026-03',
        fundId: 1,
        fundName: 'General',
        currency: 'USD',
        gifts: 1,
        amount: 10,
        refunded: 0,
      },
      {
        month: '2026-03',
        fundId: 2,
        fundName: 'Missions',
        currency: 'USD',
        gifts: 1,
        amount: 20,
        refunded: 0,
      },
    ];
    expect(monthTotals(rows)).toEqual([
      { month: '2026-03', amount: 30, currency: 'USD' },
      { month: '2026-02', amount: 1000, currency: 'USD' },
    ]);
  });
});
