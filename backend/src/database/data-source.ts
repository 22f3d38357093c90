import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from 'typeorm-naming-strategies';

export const ENTITY_FILES = join(__dirname, '..', '**', '*.entity.{js,ts}');

/** One definition of the database for the app, the worker, the tests and the migration CLI. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    // Every `*.entity` file of the app: a module's tables are found where the module keeps them, so
    // adding a module never means editing a central list. (ts under the tests, js when built.)
    entities: [ENTITY_FILES],
    migrations: [join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    extra: { max: 20 },
  };
}

export function createDataSource(url: string): DataSource {
  return new DataSource(dataSourceOptions(url));
}

/** For the TypeORM CLI (`typeorm -d backend/dist/database/data-source.js`), which needs DATABASE_URL. */
export default createDataSource(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
