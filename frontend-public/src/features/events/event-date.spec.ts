import { describe, expect, it } from '@jest/globals';
import { eventDateParts, parseEventTimes } from './event-date';

describe('eventDateParts', () => {
  it('reads the date as written, with no time zone shift', () => {
    expect(eventDateParts('2026-03-01')).toEqual({ shortMonth: 'Mar', day: 1 });
    expect(eventDateParts('2025-12-31')).toEqual({ shortMonth: 'Dec', day: 31 });
  });
});

describe('parseEventTimes', () => {
  it('finds 12- and 24-hour times in free text', () => {
    expect(parseEventTimes('10:00 AM')).toEqual(['10:00']);
    expect(parseEventTimes('7:00 PM - 8:30 PM')).toEqual(['19:00', '20:30']);
    expect(parseEventTimes('18:30')).toEqual(['18:30']);
    expect(parseEventTimes('12 p.m. to 12:15 a.m.')).toEqual(['12:00', '00:15']);
  });

  it('finds nothing in text without a time, and skips impossible ones', () => {
    expect(parseEventTimes('All day')).toEqual([]);
    expect(parseEventTimes('Room 12')).toEqual([]);
    expect(parseEventTimes('25:00 or 9:75')).toEqual([]);
  });
});
