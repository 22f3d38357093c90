import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, MoreThanOrEqual, Repository } from 'typeorm';
import { AuditTargetNamer, namesFromRows } from '../../common/audit/audit-target-names';
import { Event } from './entities/event.entity';

/** The fields an administrator sets on an event. */
export type EventFields = Pick<
  Event,
  'title' | 'description' | 'date' | 'time' | 'location' | 'isSpecial'
>;

/** An event read from a calendar file, with the key of where it came from. */
export type ImportedEventFields = Omit<EventFields, 'isSpecial'> & { sourceKey: string };

/** Rows per statement of an import (7 parameters each, far under PostgreSQL's 65,535). */
const IMPORT_BATCH = 500;

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

  /** The source keys among `keys` that events imported before hold. */
  async existingSourceKeys(keys: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let at = 0; at < keys.length; at += IMPORT_BATCH) {
      const rows = await this.events.find({
        select: { sourceKey: true },
        where: { sourceKey: In(keys.slice(at, at + IMPORT_BATCH)) },
      });
      for (const row of rows) if (row.sourceKey) found.add(row.sourceKey);
    }
    return found;
  }

  /**
   * Writes the imported events in one transaction: a source key already held updates that event's
   * fields (its "special" mark and registration stay), any other is inserted. Returns how many were
   * inserted (PostgreSQL's `xmax = 0` tells an inserted row from an updated one).
   */
  async upsertImported(rows: ImportedEventFields[]): Promise<{ created: number; updated: number }> {
    return this.events.manager.transaction(async (manager) => {
      let created = 0;
      for (let at = 0; at < rows.length; at += IMPORT_BATCH) {
        const batch = rows.slice(at, at + IMPORT_BATCH);
        const result = await manager
          .createQueryBuilder()
          .insert()
          .into(Event)
          .values(batch)
          .orUpdate(
            ['title', 'description', 'date', 'time', 'location', 'updated_at'],
            ['source_key'],
          )
          .returning('(xmax = 0) AS inserted')
          .execute();
        created += (result.raw as { inserted: boolean }[]).filter((row) => row.inserted).length;
      }
      return { created, updated: rows.length - created };
    });
  }

  /** Names events by their title for the audit trail. */
  titles(): AuditTargetNamer {
    return namesFromRows(this.events, (event) => event.title);
  }
}
