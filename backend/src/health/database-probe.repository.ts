import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What the health and readiness probes ask the database. */
@Injectable()
export class DatabaseProbe {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Resolves when the database answers a query. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  /** Names of this build's migrations missing from the migrations table. */
  async pendingMigrations(): Promise<string[]> {
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    const rows: { name: string }[] = await this.dataSource.query(`SELECT name FROM "${table}"`);
    const applied = new Set(rows.map((r) => r.name));
    return this.dataSource.migrations
      .map((m) => m.name ?? m.constructor.name)
      .filter((name) => !applied.has(name));
  }

  /** The connections of this process's pool: open, idle, and requests waiting for one. */
  poolCounts(): { total: number; idle: number; waiting: number } {
    const pool = (
      this.dataSource.driver as unknown as {
        master?: { totalCount: number; idleCount: number; waitingCount: number };
      }
    ).master;
    return {
      total: pool?.totalCount ?? 0,
      idle: pool?.idleCount ?? 0,
      waiting: pool?.waitingCount ?? 0,
    };
  }
}
