import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In } from 'typeorm';
import { likePattern } from '../../database/like-pattern';
import { Registration } from './entities/registration.entity';
import type { EventRow } from './registrations.repository';

/** Arrived against expected: confirmed registrations, and their seats. */
export interface CheckInCounts {
  arrivedRegistrations: number;
  expectedRegistrations: number;
  arrivedSeats: number;
  expectedSeats: number;
}

export const NO_COUNTS: CheckInCounts = {
  arrivedRegistrations: 0,
  expectedRegistrations: 0,
  arrivedSeats: 0,
  expectedSeats: 0,
};

/**
 * The queries of the door's check-in. A check-in and its undo
 * are one conditional update each, so two volunteers scanning the same ticket check it in once.
 */
@Injectable()
export class CheckInRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The events of `date` that take registrations, in the order they were created. */
  async eventsOn(date: string): Promise<EventRow[]> {
    return (await this.dataSource.query(
      `SELECT e.id, e.title, e.description, e.date, e.time, e.location,
              e.is_special AS "isSpecial", e.created_at AS "createdAt", e.updated_at AS "updatedAt"
         FROM events e JOIN event_registration_settings s ON s.event_id = e.id
        WHERE e.date = $1 AND s.enabled
        ORDER BY e.id`,
      [date],
    )) as EventRow[];
  }

  /** The counts of each event (an event with no registrations has none). */
  async counts(eventIds: number[]): Promise<Map<number, CheckInCounts>> {
    const counts = new Map<number, CheckInCounts>();
    if (!eventIds.length) return counts;
    const rows = await this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('r')
      .select('r.event_id', 'eventId')
      .addSelect('COUNT(*) FILTER (WHERE r.checked_in_at IS NOT NULL)::int', 'arrivedRegistrations')
      .addSelect('COUNT(*)::int', 'expectedRegistrations')
      .addSelect(
        'COALESCE(SUM(r.party_size) FILTER (WHERE r.checked_in_at IS NOT NULL), 0)::int',
        'arrivedSeats',
      )
      .addSelect('COALESCE(SUM(r.party_size), 0)::int', 'expectedSeats')
      .where({ eventId: In(eventIds), status: 'confirmed' })
      .groupBy('r.event_id')
      .getRawMany<CheckInCounts & { eventId: number }>();
    for (const { eventId, ...row } of rows) counts.set(eventId, row);
    return counts;
  }

  /** An event's registrations matching a search (name or address), by last name; at most `take`. */
  async people(
    eventId: number,
    search: string | undefined,
    take: number,
  ): Promise<{ items: Registration[]; total: number }> {
    const qb = this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('r')
      .where('r.event_id = :eventId', { eventId });
    if (search?.trim()) {
      const pattern = likePattern(search.trim());
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('r.first_name ILIKE :pattern', { pattern })
            .orWhere('r.last_name ILIKE :pattern', { pattern })
            .orWhere('r.email ILIKE :pattern', { pattern })
            .orWhere("(r.first_name || ' ' || r.last_name) ILIKE :pattern", { pattern }),
        ),
      );
    }
    const [items, total] = await qb
      .orderBy('lower(r.last_name)', 'ASC')
      .addOrderBy('lower(r.first_name)', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .take(take)
      .getManyAndCount();
    return { items, total };
  }

  findByTicket(ticketCode: string): Promise<Registration | null> {
    return this.dataSource.getRepository(Registration).findOneBy({ ticketCode });
  }

  /**
   * Marks a confirmed registration of the event present, unless it is already: the registration
   * now, or null when nothing changed (not confirmed, already in, or not of that event).
   */
  async markArrived(eventId: number, id: number): Promise<Registration | null> {
    const result = await this.dataSource
      .getRepository(Registration)
      .createQueryBuilder()
      .update()
      .set({ checkedInAt: () => 'now()' })
      .where("id = :id AND event_id = :eventId AND status = 'confirmed'", { id, eventId })
      .andWhere('checked_in_at IS NULL')
      .execute();
    if (!result.affected) return null;
    return this.dataSource.getRepository(Registration).findOneBy({ id });
  }

  /** Undoes a check-in; the registration as it is now (null when not of that event). */
  async undoArrival(eventId: number, id: number): Promise<Registration | null> {
    await this.dataSource
      .getRepository(Registration)
      .update({ id, eventId }, { checkedInAt: null });
    return this.dataSource.getRepository(Registration).findOneBy({ id, eventId });
  }
}
