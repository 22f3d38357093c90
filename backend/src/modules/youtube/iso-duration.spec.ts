import { parseIsoDuration } from './iso-duration';

describe('ISO-8601 durations', () => {
  it.each([
    ['PT1H2M3S', 3723],
    ['PT12M34S', 754],
    ['PT45S', 45],
    ['PT2H', 7200],
    ['PT1M', 60],
    ['P1DT2H', 93600],
    ['P0D', 0],
    ['PT0S', 0],
    ['PT1.5S', 2],
    ['P1W', 604800],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseIsoDuration(text)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', '1H2M', 'PT1X', 'garbage', undefined, null])('refuses %p', (text) => {
    expect(parseIsoDuration(text)).toBeUndefined();
  });
});
