import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { CommunityMember } from './entities/community-member.entity';

/** The member columns an import reads, writes and restores. */
export interface ImportedMemberFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  age: number | null;
  sex: string | null;
  maritalStatus: string | null;
  spiritualLevel: string | null;
  needs: string[];
  interests: string[];
  city: string | null;
  state: string | null;
  country: string | null;
  occupation: string | null;
  notes: string | null;
  subscribeToEmails: boolean;
}

export type StoredMember = ImportedMemberFields & { id: number };

const COLUMNS: (keyof StoredMember)[] = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'age',
  'sex',
  'maritalStatus',
  'spiritualLevel',
  'needs',
  'interests',
  'city',
  'state',
  'country',
  'occupation',
  'notes',
  'subscribeToEmails',
];

function selectMembers(manager: EntityManager, lock: boolean) {
  const query = manager
    .getRepository(CommunityMember)
    .createQueryBuilder('m')
    .select(COLUMNS.map((c) => `m.${c}`));
  if (lock) query.setLock('pessimistic_write');
  return query;
}

/**
 * Member writes of one import transaction, in batches. `scope` is the transaction, for the importing
 * module's own writes to join it (its repository alone reads it).
 */
export class MemberBatch {
  constructor(readonly scope: EntityManager) {}

  /** The members with these addresses (stored lower-cased), locked until the transaction ends. */
  async byEmails(emails: string[]): Promise<StoredMember[]> {
    if (emails.length === 0) return [];
    return (await selectMembers(this.scope, true)
      .where({ email: In(emails) })
      .getMany()) as StoredMember[];
  }

  /** The members with these ids, locked until the transaction ends. */
  async byIds(ids: number[]): Promise<StoredMember[]> {
    if (ids.length === 0) return [];
    return (await selectMembers(this.scope, true)
      .where({ id: In(ids) })
      .getMany()) as StoredMember[];
  }

  /** Inserts new members in one statement; their ids in the order given. A taken address fails it. */
  async insert(fields: ImportedMemberFields[]): Promise<number[]> {
    if (fields.length === 0) return [];
    const result = await this.scope
      .createQueryBuilder()
      .insert()
      .into(CommunityMember)
      .values(fields as QueryDeepPartialEntity<CommunityMember>[])
      .returning(['id'])
      .execute();
    return (result.identifiers as { id: number }[]).map((row) => row.id);
  }

  async update(id: number, changes: Partial<ImportedMemberFields>): Promise<void> {
    await this.scope.update(CommunityMember, { id }, changes);
  }

  /** Removes members an import created (their sign-ins and address changes go with them). */
  async delete(ids: number[]): Promise<void> {
    if (ids.length) await this.scope.delete(CommunityMember, { id: In(ids) });
  }
}

/** The queries of member imports on community_members: lookups, and batches in one transaction. */
@Injectable()
export class MemberImportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The members with these addresses, read outside any transaction (a preview). */
  async byEmails(emails: string[]): Promise<StoredMember[]> {
    if (emails.length === 0) return [];
    return (await selectMembers(this.dataSource.manager, false)
      .where({ email: In(emails) })
      .getMany()) as StoredMember[];
  }

  /** Runs `work` in one transaction: its writes stand together or not at all. */
  inTransaction<T>(work: (batch: MemberBatch) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new MemberBatch(manager)));
  }
}
