import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ContentSeed } from './entities/content-seed.entity';

/** Keeps several API processes starting together from seeding at the same time. */
const SEED_LOCK = 727_301;

/** The record of which demo content has been seeded (table content_seeds). */
@Injectable()
export class ContentSeedsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction that holds the seeding lock. */
  inSeedingTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      return work(manager);
    });
  }

  /** Records the part as seeded; true when it had not been before. */
  async claim(manager: EntityManager, name: string): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ContentSeed)
      .values({ name })
      .orIgnore()
      .returning(['name'])
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }
}
