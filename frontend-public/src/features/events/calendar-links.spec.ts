import { describe, expect, it } from '@jest/globals';
import type { MinistryEvent } from '../../shared/content-types';
import { eventLinks, eventMailto, eventSpan, feedLinks } from './calendar-links';
import { eventsJsonLd } from './events-json-ld';

const event = (change: Partial<MinistryEvent> = {}): MinistryEvent => ({
  id: 7,
  title: 'Shabbat Fellowship',
  description: 'Worship & a shared meal',
  date: '2026-06-13',
  time: '6:30 PM - 9:00 PM',
  location: 'Main Hall',
  registration: null,
  isSpecial: false,
  // As the server reads the time for a ministry in Chicago.
  startsAt: '2026-06-13T18:30:00-05:00',
  endsAt: '2026-06-13T21:00:00-05:00',
  ...change,
});

describe('eventSpan', () => {
  it("takes the server's start and end, as UTC instants", () => {
    expect(eventSpan(event())).toEqual({
      allDay: false,
      start: '2026-06-13T23:30:00Z',
      end: '2026-06-14T02:00:00Z',
    });
  });

  it('keeps an end on the next day, and lasts an hour without an end', () => {
    expect(
      eventSpan(
        event({ startsAt: '2026-06-13T22:00:00+02:00', endsAt: '2026-06-14T01:00:00+02:00' }),
      ),
    ).toMatchObject({ start: '2026-06-13T20:00:00Z', end: '2026-06-13T23:00:00Z' });
    expect(
      eventSpan(event({ time: '10:00 AM', startsAt: '2026-06-13T10:00:00+00:00', endsAt: null })),
    ).toMatchObject({ start: '2026-06-13T10:00:00Z', end: '2026-06-13T11:00:00Z' });
  });

  it('is all day, ending the next day, when the server found no time', () => {
    expect(
      eventSpan(event({ time: 'All day', date: '2026-12-31', startsAt: null, endsAt: null })),
    ).toEqual({ allDay: true, start: '2026-12-31', end: '2027-01-01' });
  });
});

describe('calendar links', () => {
  it("point at the site's feed and the event's .ics file", () => {
    const feed = feedLinks('https://ministry.example', 'Grace Chapel');
    expect(feed.webcal).toBe('webcal://ministry.example/api/events.ics');
    expect(feed.download).toBe('/api/events.ics');
    expect(feed.outlook).toContain('name=Grace%20Chapel');
    expect(feed.google).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fministry.example%2Fapi%2Fevents.ics',
    );
    const links = eventLinks(event(), 'https://ministry.example');
    expect(links.file).toBe('/api/events/7.ics');
    expect(links.google).toContain('dates=20260613T233000Z%2F20260614T020000Z');
    expect(links.outlook).toContain('startdt=2026-06-13T23%3A30%3A00Z');
    expect(links.outlook).toContain('allday=false');
  });

  it('write a registration e-mail for a special event and a question otherwise', () => {
    expect(eventMailto(event({ isSpecial: true }), 'info@example.org')).toMatch(
      /^mailto:info@example\.org\?subject=Registration%3A%20Shabbat%20Fellowship%20\(June%2013%2C%202026\)&body=/,
    );
    expect(eventMailto(event(), 'info@example.org')).toContain(
      'subject=Question%20about%20Shabbat%20Fellowship',
    );
  });
});

describe('eventsJsonLd', () => {
  it('describes each event for search engines, with no way to close its script element', () => {
    const [data] = JSON.parse(
      eventsJsonLd([event({ title: '</script><b>' })], 'https://ministry.example', 'Grace Chapel'),
    ) as { name: string; startDate: string; endDate: string }[];
    expect(data).toMatchObject({
      name: '</script><b>',
      organizer: { '@type': 'Organization', name: 'Grace Chapel' },
      startDate: '2026-06-13T18:30:00-05:00',
      endDate: '2026-06-13T21:00:00-05:00',
    });
    const [day] = JSON.parse(
      eventsJsonLd([event({ startsAt: null, endsAt: null })], 'https://x.example', 'Grace Chapel'),
    ) as Record<string, unknown>[];
    expect(day.startDate).toBe('2026-06-13');
    expect(day).not.toHaveProperty('endDate');
    expect(
      eventsJsonLd([event({ title: '</script>' })], 'https://x.example', 'Grace Chapel'),
    ).not.toContain('<');
  });
});
