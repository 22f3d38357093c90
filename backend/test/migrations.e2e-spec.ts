import { Client } from 'pg';
import { createDataSource } from '../src/database/data-source';
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

  it('keep every video when thumbnails become copies: the platform addresses stay, to copy from', async () => {
    const database = await cloneTemplateDatabase();
    try {
      // The schema before CopiedThumbnails, with a synced video and a demo teaching as they were stored.
      const dataSource = createDataSource(database.url);
      await dataSource.initialize();
      try {
        // Undone with the migrations that came after it.
        for (let undone = ''; undone !== 'CopiedThumbnails1795480000000';) {
          const last = (await dataSource.query(
            'SELECT name FROM migrations ORDER BY id DESC LIMIT 1',
          )) as { name: string }[];
          expect(Number(/\d+$/.exec(last[0].name)?.[0])).toBeGreaterThanOrEqual(1795480000000);
          undone = last[0].name;
          await dataSource.undoLastMigration({ transaction: 'each' });
        }
      } finally {
        await dataSource.destroy();
      }
      const db = new Client({ connectionString: database.url });
      await db.connect();
      try {
        await db.query(
          `INSERT INTO videos (youtube_id, title, thumbnail) VALUES
             ('sabbathXYZ1', 'Keeping the Sabbath', 'https://i.ytimg.com/vi/sabbathXYZ1/hqdefault.jpg'),
             ('demo-001-grace', 'Grace', '/media/thumbnails/demo-001-grace.svg')`,
        );
        expect((await runMigrations(database.url))[0]).toBe('CopiedThumbnails1795480000000');
        const { rows } = await db.query(
          'SELECT youtube_id, thumbnail, thumbnail_file, thumbnail_checked_at FROM videos ORDER BY youtube_id',
        );
        expect(rows).toEqual([
          {
            youtube_id: 'demo-001-grace',
            thumbnail: '',
            thumbnail_file: null,
            thumbnail_checked_at: null,
          },
          {
            youtube_id: 'sabbathXYZ1',
            thumbnail: 'https://i.ytimg.com/vi/sabbathXYZ1/hqdefault.jpg',
            thumbnail_file: null,
            thumbnail_checked_at: null,
          },
        ]);
      } finally {
        await db.end();
      }
    } finally {
      await database.drop();
    }
  });
});
