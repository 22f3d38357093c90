import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_GIFT_FILTERS,
  giftsExportUrl,
  monthTotals,
  statementsQuestion,
} from './giving-values';

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

  it('asks before the statements go out with who gets one now and who has one already', () => {
    expect(statementsQuestion({ year: 2026, donors: 4, sent: 0 })).toBe(
      'Each of the 4 donors who gave in 2026 with an e-mail address gets their statement.',
    );
    expect(statementsQuestion({ year: 2026, donors: 4, sent: 4 })).toBe(
      'All 4 donors of 2026 already have their statement: nobody is sent another.',
    );
    expect(statementsQuestion({ year: 2026, donors: 1, sent: 1 })).toBe(
      'The 1 donor of 2026 already has their statement: nobody is sent another.',
    );
    expect(statementsQuestion({ year: 2026, donors: 4, sent: 1 })).toBe(
      '3 donors of 2026 get their statement now; 1 donor already has theirs and is not sent another.',
    );
  });
});
