import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, MoreThanOrEqual, Repository } from 'typeorm';
import { AuditTargetNamer, namesFromRows } from '../../common/audit/audit-target-names';
import { Event } from './entities/event.entity';

/** The fields an administrator sets on an event. */
export type EventFields = Pick<
  Event,
  'title' | 'description' | 'date' | 'time' | 'location' | 'isSpecial'
>;

/** A transaction the caller opened (the site's demo seeding), passed through unopened. */
export type EventsTransaction = EntityManager;

/** The queries of the events table. */
@Injectable()
export class EventsRepository {
  constructor(@InjectRepository(Event) private readonly events: Repository<Event>) {}

  /** Events dated on or after `date` (ISO text, so text order is date order), by date then id. */
  datedFrom(date: string): Promise<Event[]> {
    return this.events.find({
      where: { date: MoreThanOrEqual(date) },
      order: { date: 'ASC', id: 'ASC' },
    });
  }

  /** Every event, by date then id. */
  all(): Promise<Event[]> {
    return this.events.find({ order: { date: 'ASC', id: 'ASC' } });
  }

  findById(id: number): Promise<Event | null> {
    return this.events.findOneBy({ id });
  }

  insert(fields: EventFields): Promise<Event> {
    return this.events.save(this.events.create(fields));
  }

  /** Writes the fields of an event read before; returns it as stored. */
  update(event: Event, fields: EventFields): Promise<Event> {
    return this.events.save(Object.assign(event, fields));
  }

  /** Deletes the event; false when there was none. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.events.delete({ id });
    return Boolean(affected);
  }

  /** Inserts the rows when the table is empty, in the caller's transaction; true when it did. */
  async insertIfEmpty(manager: EventsTransaction, rows: Partial<Event>[]): Promise<boolean> {
    if ((await manager.count(Event)) > 0) return false;
    await manager.insert(Event, rows);
    return true;
  }

  /** Names events by their title for the audit trail. */
  titles(): AuditTargetNamer {
    return namesFromRows(this.events, (event) => event.title);
  }
}
