import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** Sessions in the `sessions` table, on the application's own connection pool. */
@Injectable()
export class SessionStoreService implements OnApplicationShutdown {
  readonly store: connectPgSimple.PGStore;

  constructor(@InjectDataSource() dataSource: DataSource) {
    const PgStore = connectPgSimple(session);
    this.store = new PgStore({
      pool: (dataSource.driver as PostgresDriver).master as Pool,
      tableName: 'sessions',
      createTableIfMissing: false,
    });
  }

  /** Stops the expired-session pruning timer; the pool itself closes with TypeORM. */
  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
