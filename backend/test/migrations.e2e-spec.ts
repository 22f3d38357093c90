import { pendingSchemaChanges, runMigrations } from '../src/database/migrate';
import { cloneTemplateDatabase } from './support/test-database';

describe('migrations', () => {
  it('leave nothing to generate: the entities and the migrations describe the same schema', async () => {
    const database = await cloneTemplateDatabase();
    try {
      expect(await runMigrations(database.url)).toEqual([]);
      const { up } = await pendingSchemaChanges(database.url);
      expect(up).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
