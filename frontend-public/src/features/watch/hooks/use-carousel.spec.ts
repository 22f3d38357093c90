import { describe, expect, it } from '@jest/globals';
import { carouselDotLabel, clampIndex } from './use-carousel';

describe('clampIndex (spec §4: 0 ≤ index ≤ cards − visible cards)', () => {
  it('keeps an index inside the cards that can lead the view', () => {
    expect(clampIndex(2, 10, 3)).toBe(2);
    expect(clampIndex(-1, 10, 3)).toBe(0);
    expect(clampIndex(8, 10, 3)).toBe(7);
    expect(clampIndex(Number.MAX_SAFE_INTEGER, 10, 1)).toBe(9);
  });

  it('stays at 0 when every card fits in the view, or there are none', () => {
    expect(clampIndex(1, 2, 3)).toBe(0);
    expect(clampIndex(5, 0, 2)).toBe(0);
  });

  it('moves back when a wider view shows more cards at once', () => {
    // The last two cards on a phone (1 per view) are the last three on a desktop (3 per view).
    expect(clampIndex(9, 10, 1)).toBe(9);
    expect(clampIndex(9, 10, 3)).toBe(7);
  });
});

describe('carouselDotLabel', () => {
  it('names the card, or the run of cards, a dot shows', () => {
    expect(carouselDotLabel(0, 1, 5)).toBe('Show sermon 1');
    expect(carouselDotLabel(3, 3, 10)).toBe('Show sermons 4 to 6');
    expect(carouselDotLabel(4, 2, 5)).toBe('Show sermons 5 to 5');
  });
});
