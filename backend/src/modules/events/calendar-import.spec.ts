import { readFileSync } from 'fs';
import { join } from 'path';
import { cleanText, readCalendar } from './calendar-import';
import { CalendarMessages } from './events.errors';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '../../../test/fixtures/calendars', name));
const ics = (...lines: string[]) =>
  Buffer.from(
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR'].join(
      '\r\n',
    ),
  );
// The ministry is in Chicago; the Google calendar in New York, the Outlook one in London.
const ZONE = 'America/Chicago';
const NOW = new Date('2026-09-01T12:00:00Z');
const SERIES = '5k3l2b1q8v0c9r7t6s4m3n2p1o@google.com';

describe('readCalendar: a Google Calendar export', () => {
  const entries = readCalendar(fixture('google-calendar.ics'), ZONE, NOW);
  const series = entries.filter((entry) => entry.sourceKey.startsWith(`${SERIES}@`));

  it('expands the weekly series for 12 months, less the excluded date and the cancelled one', () => {
    // Fridays 2026-09-04 … 2027-08-27: 52, less EXDATE 09-18 and the cancelled 10-02.
    expect(series).toHaveLength(50);
    expect(series.map((entry) => entry.date)).not.toContain('2026-09-18');
    expect(series.map((entry) => entry.date)).not.toContain('2026-10-02');
    expect(series.at(-1)?.date).toBe('2027-08-27');
  });

  it("states times in the ministry's zone, not the calendar's", () => {
    expect(series[0]).toMatchObject({
      sourceKey: `${SERIES}@20260904T230000Z`,
      title: 'Shabbat Fellowship',
      date: '2026-09-04',
      time: '6:00 PM - 7:30 PM',
      location: 'Main Sanctuary, 12 Elm Street, Springfield',
      description:
        'Worship, teaching from the weekly portion and a shared meal.\nBring a dish to share.',
    });
    // After both zones leave daylight time it is still 6 PM in Chicago.
    expect(series.find((entry) => entry.date === '2026-11-06')?.time).toBe('6:00 PM - 7:30 PM');
  });

  it('takes an overridden occurrence (RECURRENCE-ID) as the override says, keyed by its original start', () => {
    expect(series.find((entry) => entry.date === '2026-09-25')).toMatchObject({
      sourceKey: `${SERIES}@20260925T230000Z`,
      title: 'Shabbat Fellowship (harvest meal)',
      time: '5:00 PM - 7:00 PM',
      location: 'Fellowship Hall',
    });
  });

  it('reads an all-day event, a UTC one, and leaves past events out', () => {
    expect(entries.find((entry) => entry.title === 'Day of prayer')).toMatchObject({
      sourceKey: '0a1b2c3d4e5f6g7h8i9j0k1l2m@google.com',
      date: '2026-10-26',
      time: 'All day',
      location: '',
      description: '',
    });
    expect(entries.find((entry) => entry.title === 'Prayer call')).toMatchObject({
      date: '2026-10-20',
      time: '6:30 PM - 8:00 PM',
    });
    expect(entries.map((entry) => entry.title)).not.toContain('Spring picnic');
    expect(entries).toHaveLength(52);
  });

  it('lists them soonest first, and gives the same keys on every read', () => {
    const starts = entries.map((entry) => entry.startsAt);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const again = readCalendar(fixture('google-calendar.ics'), ZONE, NOW);
    expect(again.map((entry) => entry.sourceKey)).toEqual(entries.map((entry) => entry.sourceKey));
    expect(new Set(entries.map((entry) => entry.sourceKey)).size).toBe(entries.length);
  });

  it('starts the expansion at now: occurrences already over are left out', () => {
    const later = readCalendar(
      fixture('google-calendar.ics'),
      ZONE,
      new Date('2026-12-01T12:00:00Z'),
    );
    expect(later.some((entry) => entry.date < '2026-12-01')).toBe(false);
    expect(later.filter((entry) => entry.sourceKey.startsWith(`${SERIES}@`)).at(-1)?.date).toBe(
      '2027-11-26',
    );
  });
});

describe('readCalendar: an Outlook export', () => {
  const entries = readCalendar(fixture('outlook.ics'), ZONE, NOW);

  it("converts a Windows zone the file defines, through each side's own daylight change", () => {
    const study = entries.filter((entry) => entry.title === 'Bible study');
    // COUNT=4; London leaves summer time on 25 October, Chicago on 1 November.
    expect(study.map((entry) => [entry.date, entry.time])).toEqual([
      ['2026-10-20', '1:30 PM - 3:00 PM'],
      ['2026-10-27', '2:30 PM - 4:00 PM'],
      ['2026-11-03', '1:30 PM - 3:00 PM'],
      ['2026-11-10', '1:30 PM - 3:00 PM'],
    ]);
    expect(study[0].description).toBe('Join us on the call. We read Romans together.');
  });

  it('states a multi-day all-day event by its first day and its last', () => {
    expect(entries.find((entry) => entry.title === 'Autumn retreat')).toMatchObject({
      date: '2026-11-06',
      time: 'All day, until Sun 8 Nov',
      location: 'Lakeside Retreat Centre',
    });
  });
});

describe('readCalendar: what it refuses and what it cleans', () => {
  const event = (...lines: string[]) => [
    'BEGIN:VEVENT',
    'UID:one@example.org',
    'DTSTAMP:20260801T000000Z',
    ...lines,
    'END:VEVENT',
  ];

  it('refuses a file that is not a calendar', () => {
    expect(() => readCalendar(Buffer.from('name,email\nA,a@example.org\n'), ZONE, NOW)).toThrow(
      CalendarMessages.notCalendar,
    );
    expect(() => readCalendar(Buffer.from('BEGIN:VCALENDAR\r\nnot a line'), ZONE, NOW)).toThrow(
      CalendarMessages.notCalendar,
    );
    expect(() => readCalendar(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), ZONE, NOW)).toThrow(
      CalendarMessages.notCalendar,
    );
  });

  it('refuses a calendar with no events, and one with none ahead', () => {
    expect(() => readCalendar(ics(), ZONE, NOW)).toThrow(CalendarMessages.empty);
    expect(() =>
      readCalendar(ics(...event('DTSTART:20250101T100000Z', 'SUMMARY:Old')), ZONE, NOW),
    ).toThrow(CalendarMessages.noUpcoming);
  });

  it('refuses a rule that would make a calendar of thousands of events', () => {
    const minutely = ics(
      ...event('DTSTART:20260901T130000Z', 'RRULE:FREQ=MINUTELY', 'SUMMARY:Spam'),
    );
    expect(() => readCalendar(minutely, ZONE, NOW)).toThrow(CalendarMessages.tooMany);
    const ancient = ics(...event('DTSTART:19000101T130000Z', 'RRULE:FREQ=MINUTELY', 'SUMMARY:Old'));
    expect(() => readCalendar(ancient, ZONE, NOW)).toThrow(CalendarMessages.tooMany);
  });

  it('drops NUL bytes and other control characters the database refuses', () => {
    const dirty = ics(
      ...event(
        'DTSTART:20261001T130000Z',
        'SUMMARY:Wor\u0000ship\u0007 night',
        'DESCRIPTION:a\u0000b',
      ),
    );
    expect(readCalendar(dirty, ZONE, NOW)[0]).toMatchObject({
      title: 'Worship night',
      description: 'ab',
    });
    expect(cleanText('x\uD800y\u0000z')).toBe('xyz');
  });

  it('reads a TZID the file does not define when it is an IANA zone, and a floating time as local', () => {
    const [paris] = readCalendar(
      ics(...event('DTSTART;TZID=Europe/Paris:20261001T200000', 'SUMMARY:Paris')),
      ZONE,
      NOW,
    );
    expect(paris).toMatchObject({ date: '2026-10-01', time: '1:00 PM' });
    const [floating] = readCalendar(
      ics(...event('DTSTART:20261001T200000', 'SUMMARY:Here')),
      ZONE,
      NOW,
    );
    expect(floating.time).toBe('8:00 PM');
  });
});
