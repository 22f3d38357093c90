import { Injectable } from '@nestjs/common';
import { PageSettings } from '../../common/http/page-settings';
import { ContentChangesService } from '../content-cache/content-changes.service';
import { demoEvents } from './demo-events';
import { Event } from './entities/event.entity';
import { CreateEventDto, EventDto, toEventResponse } from './event.dto';
import { eventTimes, nextDate, todayIn, upcomingUntil } from './event-time';
import { EventNotFoundError } from './events.errors';
import { EventsRepository, EventsTransaction } from './events.repository';
import { EventExtensions } from './event-extensions';

/** The earlier of two moments, either of which may be unknown. */
function earliest(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

/** The upcoming events, and when the list next changes by itself: when the first of them ends. */
export interface Upcoming<T> {
  events: T[];
  /** Milliseconds since the epoch; undefined for an empty list (only a change adds events). */
  changesAt: number | undefined;
}

@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly changes: ContentChangesService,
    private readonly settings: PageSettings,
    private readonly extensions: EventExtensions,
  ) {}

  /** The ministry's time zone, in which event times are read and days begin and end. */
  timeZone(): string {
    return this.settings.timeZone();
  }

  /**
   * The events not yet ended in the ministry's time zone, soonest first: an event lasts until the end
   * its time names (the next day when it crosses midnight), or without one until the end of its day.
   */
  async upcomingEntities(now: Date = new Date()): Promise<Upcoming<Event>> {
    const zone = this.timeZone();
    // Yesterday's events may run past midnight; dates are ISO text, so text order is date order.
    const rows = await this.events.datedFrom(nextDate(todayIn(zone, now), -1));
    const upcoming = rows
      .map((event) => {
        const times = eventTimes(event.date, event.time, zone);
        return {
          event,
          start: times ? Date.parse(times.start) : -Infinity,
          until: upcomingUntil(event.date, times, zone).toMillis(),
        };
      })
      .filter(({ until }) => until > now.getTime())
      .sort(
        (a, b) =>
          a.event.date.localeCompare(b.event.date) || a.start - b.start || a.event.id - b.event.id,
      );
    return {
      events: upcoming.map(({ event }) => event),
      changesAt: upcoming.length ? Math.min(...upcoming.map(({ until }) => until)) : undefined,
    };
  }

  async upcoming(now: Date = new Date()): Promise<Upcoming<EventDto>> {
    const { events, changesAt } = await this.upcomingEntities(now);
    const zone = this.timeZone();
    const answers = events.map((event) => toEventResponse(event, zone));
    const extended = await this.extensions.decorate(answers, 'public');
    return { events: answers, changesAt: earliest(changesAt, extended) };
  }

  /** One event, past or upcoming (a calendar entry someone saved may outlive the date). */
  async findEntity(id: number): Promise<Event> {
    const event = await this.events.findById(id);
    if (!event) throw new EventNotFoundError();
    return event;
  }

  async all(): Promise<EventDto[]> {
    const rows = await this.events.all();
    const answers = rows.map((event) => toEventResponse(event, this.timeZone()));
    await this.extensions.decorate(answers, 'admin');
    return answers;
  }

  async create(input: CreateEventDto): Promise<EventDto> {
    await this.extensions.check(undefined, input);
    const saved = await this.events.insert({
      ...fieldsOf(input),
      isSpecial: input.isSpecial ?? false,
    });
    await this.extensions.save(saved.id, input);
    await this.changes.publish('events');
    return this.extended(toEventResponse(saved, this.timeZone()));
  }

  /** One answer with the fields other features add (EventExtensions). */
  private async extended(answer: EventDto): Promise<EventDto> {
    await this.extensions.decorate([answer], 'admin');
    return answer;
  }

  async update(id: number, input: CreateEventDto): Promise<EventDto> {
    const event = await this.events.findById(id);
    if (!event) throw new EventNotFoundError();
    await this.extensions.check(id, input);
    // Left out, "special" keeps what it was (a create without it means not special).
    const saved = await this.events.update(event, {
      ...fieldsOf(input),
      isSpecial: input.isSpecial ?? event.isSpecial,
    });
    await this.extensions.save(id, input);
    await this.changes.publish('events');
    return this.extended(toEventResponse(saved, this.timeZone()));
  }

  async remove(id: number): Promise<void> {
    if (!(await this.events.delete(id))) throw new EventNotFoundError();
    await this.changes.publish('events');
  }

  /**
   * Adds the demo events when there are none, in the caller's transaction (the site's demo seeding,
   * which records that it ran); true when it added them.
   */
  seedDemo(manager: EventsTransaction, now: Date): Promise<boolean> {
    return this.events.insertIfEmpty(manager, demoEvents(now));
  }
}

/** The administrator's fields of the body, without anything else it may carry. */
function fieldsOf(input: CreateEventDto) {
  const { title, description, date, time, location } = input;
  return { title, description, date, time, location };
}
