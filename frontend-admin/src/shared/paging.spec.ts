import { describe, expect, it } from '@jest/globals';
import { pageWithinTotal } from './paging';

describe('pageWithinTotal', () => {
  it('keeps a page that still exists', () => {
    expect(pageWithinTotal(1, 12, 0)).toBeNull();
    expect(pageWithinTotal(2, 12, 13)).toBeNull();
    expect(pageWithinTotal(3, 12, 36)).toBeNull();
  });

  it('steps back to the last page when the page shown no longer exists', () => {
    expect(pageWithinTotal(2, 12, 12)).toBe(1);
    expect(pageWithinTotal(4, 12, 25)).toBe(3);
    expect(pageWithinTotal(5, 12, 0)).toBe(1);
  });
});
