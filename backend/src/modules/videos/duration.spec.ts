import { formatDuration } from './duration';

describe('durations as shown', () => {
  it.each([
    [0, '0:00'],
    [45, '0:45'],
    [754, '12:34'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36000, '10:00:00'],
  ])('formats %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
