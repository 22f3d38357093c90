import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AuditTargetNamer, namesFromRows } from '../../common/audit/audit-target-names';
import { Scripture } from './entities/scripture.entity';

/** A transaction the caller opened (the site's demo seeding), passed through unopened. */
export type ScripturesTransaction = EntityManager;

/** The queries of the scriptures table. */
@Injectable()
export class ScripturesRepository {
  constructor(@InjectRepository(Scripture) private readonly scriptures: Repository<Scripture>) {}

  /** Every scripture, newest first. */
  all(): Promise<Scripture[]> {
    return this.scriptures.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The active scripture most recently set to display on home, if any. */
  shownOnHome(): Promise<Scripture | null> {
    return this.scriptures
      .createQueryBuilder('s')
      .where('s.isActive AND s.displayOnHome')
      .orderBy('s.homeDisplaySetAt', 'DESC', 'NULLS LAST')
      .addOrderBy('s.id', 'DESC')
      .getOne();
  }

  findById(id: number): Promise<Scripture | null> {
    return this.scriptures.findOneBy({ id });
  }

  insert(fields: Pick<Scripture, 'text' | 'reference' | 'isActive'>): Promise<Scripture> {
    return this.scriptures.save(this.scriptures.create(fields));
  }

  /** Writes a scripture read before, as changed; returns it as stored. */
  save(scripture: Scripture): Promise<Scripture> {
    return this.scriptures.save(scripture);
  }

  /** Deletes the scripture; false when there was none. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.scriptures.delete({ id });
    return Boolean(affected);
  }

  /** Inserts the rows when the table is empty, in the caller's transaction; true when it did. */
  async insertIfEmpty(
    manager: ScripturesTransaction,
    rows: Partial<Scripture>[],
  ): Promise<boolean> {
    if ((await manager.count(Scripture)) > 0) return false;
    await manager.insert(Scripture, rows);
    return true;
  }

  /** Names scriptures by their reference for the audit trail. */
  references(): AuditTargetNamer {
    return namesFromRows(this.scriptures, (scripture) => scripture.reference);
  }
}
