import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { managerOf } from '../../database/transactions';
import { AuditEvent } from './entities/audit-event.entity';

/** Which rows of the trail: by actor, action and a time range (both ends included). */
export interface AuditFilter {
  actorId?: number;
  action?: string;
  from?: Date;
  to?: Date;
}

/** Where a keyset read goes on from: the last row read (newest first). */
export interface AuditCursor {
  at: Date;
  id: string;
}

/** The audit trail (`audit_events`): appended to, read newest first, erased only when old. */
@Injectable()
export class AuditEventsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get events(): Repository<AuditEvent> {
    return managerOf(this.dataSource).getRepository(AuditEvent);
  }

  async insert(row: Partial<AuditEvent>): Promise<void> {
    // jsonb takes any JSON; TypeORM's deep-partial type cannot see through `unknown`.
    await this.events.insert(row as QueryDeepPartialEntity<AuditEvent>);
  }

  /** One page, newest first, with the total of the filter. */
  async page(
    filter: AuditFilter,
    offset: number,
    limit: number,
  ): Promise<{ items: AuditEvent[]; total: number }> {
    const [items, total] = await this.filtered(filter)
      .orderBy('e.at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { items, total };
  }

  /** Up to `limit` rows of the filter older than `after` (all from the newest without), newest first. */
  batch(filter: AuditFilter, limit: number, after?: AuditCursor): Promise<AuditEvent[]> {
    const query = this.filtered(filter)
      .orderBy('e.at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .take(limit);
    if (after)
      query.andWhere('(e.at, e.id) < (:afterAt, :afterId)', {
        afterAt: after.at,
        afterId: after.id,
      });
    return query.getMany();
  }

  /** Each actor's name (else address) as its latest row that has one recorded it. */
  lastActorNames(actorIds: number[]): Promise<{ id: number; name: string }[]> {
    return this.events
      .createQueryBuilder('e')
      .select('DISTINCT ON (e.actorId) e.actorId', 'id')
      .addSelect('COALESCE(e.actorName, e.actorEmail)', 'name')
      .where('e.actorId IN (:...actorIds)', { actorIds })
      .andWhere('COALESCE(e.actorName, e.actorEmail) IS NOT NULL')
      .orderBy('e.actorId')
      .addOrderBy('e.at', 'DESC')
      .getRawMany<{ id: number; name: string }>();
  }

  /** The address each invitation went to, as its `staff.invite` row recorded. */
  invitedAddresses(invitationIds: string[]): Promise<{ id: string; email: string | null }[]> {
    return this.events
      .createQueryBuilder('e')
      .select('e.targetId', 'id')
      .addSelect("e.summary ->> 'email'", 'email')
      .where("e.action = 'staff.invite'")
      .andWhere("e.targetType = 'invitation'")
      .andWhere('e.targetId IN (:...invitationIds)', { invitationIds })
      .getRawMany<{ id: string; email: string | null }>();
  }

  /** Every action name recorded so far, sorted. */
  async actions(): Promise<string[]> {
    const rows = await this.events
      .createQueryBuilder('e')
      .select('DISTINCT e.action', 'action')
      .orderBy('action')
      .getRawMany<{ action: string }>();
    return rows.map((r) => r.action);
  }

  /**
   * Deletes the rows older than `before` and older than `days` by the database's own clock (its
   * trigger refuses the DELETE of a younger row); how many went.
   */
  async deleteOlderThan(before: Date, days: number): Promise<number> {
    const result = await this.events
      .createQueryBuilder()
      .delete()
      .where('at < :before', { before })
      .andWhere('at < now() - make_interval(days => :days)', { days })
      .execute();
    return result.affected ?? 0;
  }

  private filtered(filter: AuditFilter): SelectQueryBuilder<AuditEvent> {
    const query = this.events.createQueryBuilder('e').where('TRUE');
    if (filter.actorId !== undefined) query.andWhere('e.actorId = :actorId', filter);
    if (filter.action) query.andWhere('e.action = :action', filter);
    if (filter.from) query.andWhere('e.at >= :from', filter);
    if (filter.to) query.andWhere('e.at <= :to', filter);
    return query;
  }
}
