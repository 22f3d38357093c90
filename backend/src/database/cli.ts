/*
 * The migration commands: `run`, `revert` (the newest one's `down`), `generate <Name>` and `check` (exits
 * 1 when entities and migrations differ).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { createDataSource } from './data-source';
import { pendingSchemaChanges, runMigrations, undoLastMigration } from './migrate';
import { resolveDatabase } from './resolve-database';

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  const database = await resolveDatabase(loadConfig());
  try {
    if (command === 'run') {
      const ran = await runMigrations(database.directUrl);
      console.log(ran.length ? `Ran ${ran.join(', ')}` : 'No pending migrations');
    } else if (command === 'revert') {
      const dataSource = createDataSource(database.directUrl);
      await dataSource.initialize();
      try {
        const reverted = await undoLastMigration(dataSource);
        console.log(reverted ? `Reverted ${reverted}` : 'No migration to revert');
      } finally {
        await dataSource.destroy();
      }
    } else if (command === 'generate' || command === 'check') {
      await runMigrations(database.directUrl);
      const { up, down } = await pendingSchemaChanges(database.directUrl);
      if (command === 'check') {
        if (up.length) {
          console.error(
            `Entities and migrations differ; run migration:generate:\n${up.join(';\n')}`,
          );
          process.exitCode = 1;
        } else console.log('Migrations are up to date');
      } else if (!up.length) {
        console.log('No changes in the schema were found; no migration generated');
      } else {
        if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name))
          throw new Error('Usage: migration:generate <PascalCaseName>');
        const timestamp = Date.now();
        const file = join(
          __dirname,
          '..',
          '..',
          'src',
          'database',
          'migrations',
          `${timestamp}-${name}.ts`,
        );
        writeFileSync(file, migrationSource(`${name}${timestamp}`, up, down.reverse()));
        console.log(`Wrote ${file}`);
      }
    } else {
      throw new Error('Usage: cli.js run | revert | generate <Name> | check');
    }
  } finally {
    await database.stop();
  }
}

function migrationSource(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) =>
    queries.map((q) => `    await queryRunner.query(${JSON.stringify(q)});`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
