import { describe, expect, it } from '@jest/globals';
import { eventDateParts } from './event-date';

describe('eventDateParts', () => {
  it('reads the date as written, with no time zone shift', () => {
    expect(eventDateParts('2026-03-01')).toEqual({ shortMonth: 'Mar', day: 1 });
    expect(eventDateParts('2025-12-31')).toEqual({ shortMonth: 'Dec', day: 31 });
  });
});
