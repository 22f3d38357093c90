import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../src/database/data-source';
import { pendingSchemaChanges, runMigrations, undoLastMigration } from '../src/database/migrate';
import { adminQuery, cloneTemplateDatabase, withDatabase } from './support/test-database';

/** Undoes the newest migrations, down to and including `name` (each migration's own `down`). */
async function undoThrough(url: string, name: string): Promise<void> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const timestamp = Number(/\d+$/.exec(name)?.[0]);
    for (let undone: string | undefined = ''; undone !== name;) {
      undone = await undoLastMigration(dataSource);
      expect(Number(/\d+$/.exec(undone ?? '')?.[0])).toBeGreaterThanOrEqual(timestamp);
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
  it('finish when two processes start at once on an empty database (the API and the worker)', async () => {
    // The one waiting for the lock must hold no snapshot: CREATE INDEX CONCURRENTLY, run by the one
    // that has it, waits for every older snapshot to go.
    const template = await cloneTemplateDatabase();
    const name = `${template.name}_empty`;
    await adminQuery(template.url, `CREATE DATABASE "${name}"`);
    const url = withDatabase(template.url, name);
    try {
      const [first, second] = await Promise.all([runMigrations(url), runMigrations(url)]);
      const all = readdirSync(join(__dirname, '..', 'src', 'database', 'migrations')).filter(
        (file) => file.endsWith('.ts'),
      ).length;
      expect([first.length, second.length].sort((a, b) => a - b)).toEqual([0, all]);
    } finally {
      await adminQuery(template.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await template.drop();
    }
  });

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

  it('keep every suppression when they get a source and a detail: unsubscribed and erased ones alike', async () => {
    await beforeMigration('EmailBouncesAndComplaints1795540000000', async (db, url) => {
      await db.query(
        `INSERT INTO email_suppressions (email, reason) VALUES ('left@example.org', 'unsubscribe')`,
      );
      await db.query(
        `INSERT INTO email_suppressions (email_hash, reason) VALUES ('${'a'.repeat(64)}', 'erased')`,
      );
      expect((await runMigrations(url))[0]).toBe('EmailBouncesAndComplaints1795540000000');
      const rows = await db.query(
        'SELECT email, email_hash IS NOT NULL AS hashed, reason, source, detail FROM email_suppressions ORDER BY reason DESC',
      );
      expect(rows.rows).toEqual([
        {
          email: 'left@example.org',
          hashed: false,
          reason: 'unsubscribe',
          source: null,
          detail: null,
        },
        { email: null, hashed: true, reason: 'erased', source: null, detail: null },
      ]);
    });
  });
});
