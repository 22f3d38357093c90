import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, MoreThanOrEqual, Repository } from 'typeorm';
import { ContentChangesService } from '../content-cache/content-changes.service';
import { todayIso } from './calendar-date';
import { demoEvents } from './demo-events';
import { Event } from './entities/event.entity';
import { CreateEventDto, EventDto, toEventResponse } from './event.dto';

export const EVENT_NOT_FOUND = 'Event not found';

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(Event) private readonly events: Repository<Event>,
    private readonly changes: ContentChangesService,
  ) {}

  /** Events from today on, soonest first (dates are ISO text, so text order is date order). */
  upcomingEntities(today: string = todayIso()): Promise<Event[]> {
    return this.events.find({
      where: { date: MoreThanOrEqual(today) },
      order: { date: 'ASC', id: 'ASC' },
    });
  }

  async upcoming(today: string = todayIso()): Promise<EventDto[]> {
    return (await this.upcomingEntities(today)).map(toEventResponse);
  }

  /** One event, past or upcoming (a calendar entry someone saved may outlive the date). */
  async findEntity(id: number): Promise<Event> {
    const event = await this.events.findOneBy({ id });
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND);
    return event;
  }

  async all(): Promise<EventDto[]> {
    const rows = await this.events.find({ order: { date: 'ASC', id: 'ASC' } });
    return rows.map(toEventResponse);
  }

  async create(input: CreateEventDto): Promise<EventDto> {
    const saved = await this.events.save(
      this.events.create({ ...input, isSpecial: input.isSpecial ?? false }),
    );
    await this.changes.publish('events');
    return toEventResponse(saved);
  }

  async update(id: number, input: CreateEventDto): Promise<EventDto> {
    const event = await this.events.findOneBy({ id });
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND);
    Object.assign(event, {
      title: input.title,
      description: input.description,
      date: input.date,
      time: input.time,
      location: input.location,
      isSpecial: input.isSpecial ?? event.isSpecial,
    });
    const saved = await this.events.save(event);
    await this.changes.publish('events');
    return toEventResponse(saved);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.events.delete({ id });
    if (!affected) throw new NotFoundException(EVENT_NOT_FOUND);
    await this.changes.publish('events');
  }

  /**
   * Adds the demo events when there are none, in the caller's transaction (the site's demo seeding,
   * which records that it ran); true when it added them.
   */
  async seedDemo(manager: EntityManager, now: Date): Promise<boolean> {
    if ((await manager.count(Event)) > 0) return false;
    await manager.insert(Event, demoEvents(now));
    return true;
  }
}
