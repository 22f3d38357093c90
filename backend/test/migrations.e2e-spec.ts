import { Client } from 'pg';
import { createDataSource } from '../src/database/data-source';
import { pendingSchemaChanges, runMigrations } from '../src/database/migrate';
import { cloneTemplateDatabase } from './support/test-database';

/** Undoes the newest migrations, down to and including `name` (each migration's own `down`). */
async function undoThrough(url: string, name: string): Promise<void> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const timestamp = Number(/\d+$/.exec(name)?.[0]);
    for (let undone = ''; undone !== name;) {
      const last = (await dataSource.query(
        'SELECT name FROM migrations ORDER BY id DESC LIMIT 1',
      )) as { name: string }[];
      expect(Number(/\d+$/.exec(last[0].name)?.[0])).toBeGreaterThanOrEqual(timestamp);
      undone = last[0].name;
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Runs `check` on a fresh database whose schema stands just before migration `name` (undone with those
 * after it), given a connection to it and its address: an upgrade of an install that had not run it.
 */
async function beforeMigration(
  name: string,
  check: (db: Client, url: string) => Promise<void>,
): Promise<void> {
  const database = await cloneTemplateDatabase();
  try {
    await undoThrough(database.url, name);
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      await check(db, database.url);
    } finally {
      await db.end();
    }
  } finally {
    await database.drop();
  }
}

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
    // The schema before CopiedThumbnails, with a synced video and a demo teaching as they were stored.
    await beforeMigration('CopiedThumbnails1795480000000', async (db, url) => {
      await db.query(
        `INSERT INTO videos (youtube_id, title, thumbnail) VALUES
           ('sabbathXYZ1', 'Keeping the Sabbath', 'https://i.ytimg.com/vi/sabbathXYZ1/hqdefault.jpg'),
           ('demo-001-grace', 'Grace', '/media/thumbnails/demo-001-grace.svg')`,
      );
      expect((await runMigrations(url))[0]).toBe('CopiedThumbnails1795480000000');
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
    });
  });

  it('keep every member and subscriber when addresses get their lower-cased key, capitals in an older row too', async () => {
    await beforeMigration('AudienceEmailKeys1795524200538', async (db, url) => {
      // Stored before addresses were lower-cased on the way in, as an older install may hold them.
      await db.query(
        `INSERT INTO community_members (first_name, last_name, email) VALUES
           ('Ruth', 'Moab', 'Ruth@Example.ORG'), ('Boaz', 'Bethlehem', 'boaz@example.org')`,
      );
      await db.query(
        `INSERT INTO subscribers (name, email) VALUES ('Naomi', 'NAOMI@example.org'), ('Ruth', 'ruth@example.org')`,
      );
      // It runs first; newer migrations, undone with it, run after it.
      expect((await runMigrations(url))[0]).toBe('AudienceEmailKeys1795524200538');
      const members = await db.query(
        'SELECT first_name, email, email_key FROM community_members ORDER BY first_name',
      );
      expect(members.rows).toEqual([
        { first_name: 'Boaz', email: 'boaz@example.org', email_key: 'boaz@example.org' },
        { first_name: 'Ruth', email: 'Ruth@Example.ORG', email_key: 'ruth@example.org' },
      ]);
      const subscribers = await db.query(
        'SELECT name, email, email_key FROM subscribers ORDER BY name',
      );
      expect(subscribers.rows).toEqual([
        { name: 'Naomi', email: 'NAOMI@example.org', email_key: 'naomi@example.org' },
        { name: 'Ruth', email: 'ruth@example.org', email_key: 'ruth@example.org' },
      ]);
      // Kept by the trigger from then on: an address changed or added later has its key at once.
      await db.query(
        `UPDATE community_members SET email = 'Boaz@Example.org' WHERE first_name = 'Boaz'`,
      );
      await db.query(
        `INSERT INTO subscribers (name, email) VALUES ('Orpah', 'Orpah@Moab.example')`,
      );
      const changed = await db.query(
        `SELECT email_key FROM community_members WHERE first_name = 'Boaz'
         UNION ALL SELECT email_key FROM subscribers WHERE name = 'Orpah'`,
      );
      expect(changed.rows).toEqual([
        { email_key: 'boaz@example.org' },
        { email_key: 'orpah@moab.example' },
      ]);
      expect((await pendingSchemaChanges(url)).up).toEqual([]);
    });
  });
});
