import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Subscriber } from '../entities/subscriber.entity';

/**
 * The subscriber columns an import reads, writes and restores. `subscribeToEmails` is whether the
 * subscription is confirmed (`confirmed_at` set): an unconfirmed subscriber is never mailed.
 */
export interface ImportedSubscriberFields {
  name: string;
  email: string;
  subscribeToEmails: boolean;
}

export type StoredSubscriber = ImportedSubscriberFields & { id: number };

interface RawSubscriber {
  id: number;
  name: string;
  email: string;
  confirmed: boolean;
}

function selectSubscribers(manager: EntityManager, lock: boolean) {
  const query = manager
    .getRepository(Subscriber)
    .createQueryBuilder('s')
    .select(['s.id AS id', 's.name AS name', 's.email AS email'])
    .addSelect('s.confirmed_at IS NOT NULL', 'confirmed');
  if (lock) query.setLock('pessimistic_write');
  return query;
}

const stored = (raw: RawSubscriber): StoredSubscriber => ({
  id: Number(raw.id),
  name: raw.name,
  email: raw.email,
  subscribeToEmails: raw.confirmed,
});

/** The confirmed state as the column stores it: confirmed from now, or not. */
function confirmedAtOf(subscribed: boolean | undefined) {
  if (subscribed === undefined) return {};
  return { confirmedAt: subscribed ? () => 'now()' : null };
}

/**
 * Subscriber writes of one import transaction, in batches. `scope` is the transaction, for the
 * importing module's own writes to join it (its repository alone reads it).
 */
export class SubscriberBatch {
  constructor(readonly scope: EntityManager) {}

  /** The subscribers with these addresses (stored lower-cased), locked until the transaction ends. */
  async byEmails(emails: string[]): Promise<StoredSubscriber[]> {
    if (emails.length === 0) return [];
    const rows = await selectSubscribers(this.scope, true)
      .where({ email: In(emails) })
      .getRawMany<RawSubscriber>();
    return rows.map(stored);
  }

  async byIds(ids: number[]): Promise<StoredSubscriber[]> {
    if (ids.length === 0) return [];
    const rows = await selectSubscribers(this.scope, true)
      .where({ id: In(ids) })
      .getRawMany<RawSubscriber>();
    return rows.map(stored);
  }

  /** Inserts new subscribers in one statement; their ids in the order given. */
  async insert(fields: ImportedSubscriberFields[]): Promise<number[]> {
    if (fields.length === 0) return [];
    const result = await this.scope
      .createQueryBuilder()
      .insert()
      .into(Subscriber)
      .values(
        fields.map((f) => ({
          name: f.name,
          email: f.email,
          ...confirmedAtOf(f.subscribeToEmails),
        })),
      )
      .returning(['id'])
      .execute();
    return (result.identifiers as { id: number }[]).map((row) => row.id);
  }

  async update(id: number, changes: Partial<ImportedSubscriberFields>): Promise<void> {
    const values = {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...confirmedAtOf(changes.subscribeToEmails),
    };
    if (Object.keys(values).length === 0) return;
    await this.scope
      .createQueryBuilder()
      .update(Subscriber)
      .set(values)
      .where('id = :id', { id })
      .execute();
  }

  async delete(ids: number[]): Promise<void> {
    if (ids.length) await this.scope.delete(Subscriber, { id: In(ids) });
  }
}

/** The queries of subscriber imports on subscribers: lookups, and batches in one transaction. */
@Injectable()
export class SubscriberImportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The subscribers with these addresses, read outside any transaction (a preview). */
  async byEmails(emails: string[]): Promise<StoredSubscriber[]> {
    if (emails.length === 0) return [];
    const rows = await selectSubscribers(this.dataSource.manager, false)
      .where({ email: In(emails) })
      .getRawMany<RawSubscriber>();
    return rows.map(stored);
  }

  /** Runs `work` in one transaction: its writes stand together or not at all. */
  inTransaction<T>(work: (batch: SubscriberBatch) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new SubscriberBatch(manager)));
  }
}
