import { eventTimes, isTimeZone, readClocks, todayIn, upcomingUntil } from './event-time';

const clock = (text: string) => {
  const read = readClocks(text);
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return read && { start: hhmm(read.start), end: read.end === undefined ? null : hhmm(read.end) };
};

describe('readClocks', () => {
  it.each([
    ['10:00 AM - 12:00 PM', '10:00', '12:00'],
    ['7:00 PM - 8:30 PM', '19:00', '20:30'],
    ['7pm-9pm', '19:00', '21:00'],
    ['7 p.m. to 9:30 p.m.', '19:00', '21:30'],
    ['6:00 PM – 9:00 PM', '18:00', '21:00'],
    ['19:30-21:00', '19:30', '21:00'],
    ['19:30 – 21:00', '19:30', '21:00'],
    ['9:00 until 10:30', '09:00', '10:30'],
  ])('reads the range %j', (text, start, end) => {
    expect(clock(text)).toEqual({ start, end });
  });

  it.each([
    ['at 6:30 PM', '18:30'],
    ['6:30 PM', '18:30'],
    ['7 pm', '19:00'],
    ['7PM', '19:00'],
    ['Starts at 7:15 a.m.', '07:15'],
    ['19:30', '19:30'],
    ['07:05', '07:05'],
    ['noon', '12:00'],
  ])('reads the start alone of %j', (text, start) => {
    expect(clock(text)).toEqual({ start, end: null });
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(clock('12 AM')).toEqual({ start: '00:00', end: null });
    expect(clock('12:15 am')).toEqual({ start: '00:15', end: null });
    expect(clock('12 PM')).toEqual({ start: '12:00', end: null });
    expect(clock('12:45 PM - 1:30 PM')).toEqual({ start: '12:45', end: '13:30' });
    expect(clock('11:00 AM - 12:00 PM')).toEqual({ start: '11:00', end: '12:00' });
  });

  it('gives a side without AM/PM the reading that makes the event shortest', () => {
    expect(clock('7 - 8:30 PM')).toEqual({ start: '19:00', end: '20:30' });
    expect(clock('11 - 1 PM')).toEqual({ start: '11:00', end: '13:00' });
    expect(clock('10 AM - 2')).toEqual({ start: '10:00', end: '14:00' });
    expect(clock('10 PM - 1')).toEqual({ start: '22:00', end: '01:00' });
    expect(clock('9:30 - 11 AM')).toEqual({ start: '09:30', end: '11:00' });
  });

  it('lets a range cross midnight (the end is then the next day)', () => {
    expect(clock('10:00 PM - 1:00 AM')).toEqual({ start: '22:00', end: '01:00' });
    expect(clock('22:00-02:00')).toEqual({ start: '22:00', end: '02:00' });
    expect(clock('9 PM - midnight')).toEqual({ start: '21:00', end: '00:00' });
  });

  it.each([
    'All weekend',
    'Evening',
    'TBA',
    'Room 12',
    '7',
    '7 - 8',
    '13 pm',
    '13 pm - 2 pm',
    '0 am',
    '25:00',
    '9:75',
    '19:30 - 21',
    '7 PM - 7 PM',
    'Doors 6 PM, service at 7 PM',
  ])('finds no time in %j', (text) => {
    expect(readClocks(text)).toBeUndefined();
  });
});

describe('eventTimes', () => {
  it('states the start and end in the zone, with its offset on that day', () => {
    expect(eventTimes('2025-06-14', '10:00 AM - 12:00 PM', 'America/Chicago')).toEqual({
      start: '2025-06-14T10:00:00-05:00',
      end: '2025-06-14T12:00:00-05:00',
    });
    expect(eventTimes('2025-01-14', '10:00 AM - 12:00 PM', 'America/Chicago')).toEqual({
      start: '2025-01-14T10:00:00-06:00',
      end: '2025-01-14T12:00:00-06:00',
    });
    expect(eventTimes('2025-06-14', '19:30-21:00', 'Europe/Berlin')).toEqual({
      start: '2025-06-14T19:30:00+02:00',
      end: '2025-06-14T21:00:00+02:00',
    });
    expect(eventTimes('2025-06-14', '19:30', 'UTC')).toEqual({
      start: '2025-06-14T19:30:00+00:00',
      end: null,
    });
    expect(eventTimes('2025-06-14', 'at 6:30 PM', 'Asia/Kolkata')).toEqual({
      start: '2025-06-14T18:30:00+05:30',
      end: null,
    });
  });

  it('puts the end of a range that crosses midnight on the next day (month and year too)', () => {
    expect(eventTimes('2025-06-14', '10:00 PM - 1:00 AM', 'America/Chicago')).toEqual({
      start: '2025-06-14T22:00:00-05:00',
      end: '2025-06-15T01:00:00-05:00',
    });
    expect(eventTimes('2025-12-31', '22:00-00:30', 'UTC')).toEqual({
      start: '2025-12-31T22:00:00+00:00',
      end: '2026-01-01T00:30:00+00:00',
    });
  });

  it('keeps the wall clock on daylight-saving days', () => {
    // America/Chicago springs forward at 2:00 on 2025-03-09 and falls back at 2:00 on 2025-11-02.
    expect(eventTimes('2025-03-09', '1:00 AM - 4:00 AM', 'America/Chicago')).toEqual({
      start: '2025-03-09T01:00:00-06:00',
      end: '2025-03-09T04:00:00-05:00',
    });
    expect(eventTimes('2025-11-02', '12:30 AM - 3:00 AM', 'America/Chicago')).toEqual({
      start: '2025-11-02T00:30:00-05:00',
      end: '2025-11-02T03:00:00-06:00',
    });
    // A clock the change skips moves on by the change; one that happens twice is the first.
    expect(eventTimes('2025-03-09', '2:30 AM', 'America/Chicago')?.start).toBe(
      '2025-03-09T03:30:00-05:00',
    );
    expect(eventTimes('2025-11-02', '1:30 AM', 'America/Chicago')?.start).toBe(
      '2025-11-02T01:30:00-05:00',
    );
    // Crossing midnight into the spring-forward night.
    expect(eventTimes('2025-03-08', '10 PM - 3 AM', 'America/Chicago')).toEqual({
      start: '2025-03-08T22:00:00-06:00',
      end: '2025-03-09T03:00:00-05:00',
    });
  });

  it('answers null for a text that names no time, and for an unknown zone', () => {
    expect(eventTimes('2025-06-14', 'All weekend', 'America/Chicago')).toBeNull();
    expect(eventTimes('2025-06-14', '13 pm - 2 pm', 'America/Chicago')).toBeNull();
    expect(eventTimes('2025-06-14', '7 PM', 'Mars/Olympus_Mons')).toBeNull();
  });
});

describe('upcoming in the ministry time zone', () => {
  const zone = 'America/Chicago';
  // 2030-07-09 is in daylight time there: UTC-5.
  const at = (localIso: string) => new Date(`${localIso}-05:00`);
  const upcomingAt = (time: string, now: Date, date = '2030-07-09') =>
    upcomingUntil(date, eventTimes(date, time, zone), zone).toMillis() > now.getTime();

  it('keeps an evening event listed on its day after UTC has moved to the next day', () => {
    // 19:30 in Chicago is 00:30 UTC the next day: a UTC server would already call it past.
    expect(todayIn('UTC', at('2030-07-09T19:30'))).toBe('2030-07-10');
    expect(todayIn(zone, at('2030-07-09T19:30'))).toBe('2030-07-09');
    expect(upcomingAt('7:00 PM - 11:45 PM', at('2030-07-09T19:30'))).toBe(true);
    expect(upcomingAt('7:00 PM - 11:45 PM', at('2030-07-09T23:30'))).toBe(true);
    expect(upcomingAt('7:00 PM - 11:45 PM', at('2030-07-09T23:46'))).toBe(false);
  });

  it('keeps an event that crosses midnight until its end the next day', () => {
    expect(upcomingAt('10:00 PM - 1:00 AM', at('2030-07-09T23:30'))).toBe(true);
    expect(upcomingAt('10:00 PM - 1:00 AM', at('2030-07-10T00:59'))).toBe(true);
    expect(upcomingAt('10:00 PM - 1:00 AM', at('2030-07-10T01:00'))).toBe(false);
  });

  it('keeps an event without an end, or without a time, until the end of its day there', () => {
    expect(upcomingAt('at 6:30 PM', at('2030-07-09T23:30'))).toBe(true);
    expect(upcomingAt('All evening', at('2030-07-09T23:59'))).toBe(true);
    expect(upcomingAt('All evening', at('2030-07-10T00:00'))).toBe(false);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses anything else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});
