import { DataSource } from 'typeorm';
import { createDataSource } from './data-source';

/**
 * Runs pending migrations. An advisory lock keeps two processes starting at once (API and worker)
 * from running them concurrently.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    return await withMigrationLock(dataSource, async () =>
      (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name),
    );
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Reverts the newest migration that ran, and returns its name (undefined when none had). Each runs in
 * a transaction, like `runMigrations`, except one that declares `transaction = false` (an index built
 * or dropped CONCURRENTLY, docs/migrations.md): TypeORM's own undo ignores that declaration.
 */
export async function undoLastMigration(dataSource: DataSource): Promise<string | undefined> {
  const [last] = (await dataSource.query(
    'SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1',
  )) as { name: string }[];
  if (!last) return undefined;
  const migration = dataSource.migrations.find((m) => (m.name ?? m.constructor.name) === last.name);
  await dataSource.undoLastMigration({
    transaction: migration?.transaction === false ? 'none' : 'each',
  });
  return last.name;
}

const MIGRATION_LOCK = 727_101;
const LOCK_RETRY_MS = 200;

async function withMigrationLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Tried and retried rather than waited for: a session blocked in pg_advisory_lock holds a snapshot,
    // and CREATE INDEX CONCURRENTLY in the process that has the lock waits for every older snapshot to
    // go, so the two would wait for each other for ever (docs/migrations.md).
    const locked = async () =>
      (
        (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK])) as {
          locked: boolean;
        }[]
      )[0].locked;
    while (!(await locked())) await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
    return await work();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

/** The SQL a new migration would need to make the schema match the entities; empty when in sync. */
export async function pendingSchemaChanges(url: string): Promise<{ up: string[]; down: string[] }> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return {
      up: sql.upQueries.map((q) => q.query),
      down: sql.downQueries.map((q) => q.query),
    };
  } finally {
    await dataSource.destroy();
  }
}
