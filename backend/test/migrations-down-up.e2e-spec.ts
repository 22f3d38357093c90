import { DataSource, type MigrationInterface } from 'typeorm';
import { createDataSource, dataSourceOptions } from '../src/database/data-source';
import { pendingSchemaChanges, runMigrations, undoLastMigration } from '../src/database/migrate';
import { cloneTemplateDatabase } from './support/test-database';

/**
 * Every migration's `down` on a database that holds data, and its `up` again: a release can be rolled
 * back, and rolled forward once more, without losing the rows the migration does not own.
 */

/** Rows of the main tables, as the app writes them (addresses' keys are filled by the trigger). */
const ROWS = `
  INSERT INTO users (username, email, password, role) VALUES
    ('admin', 'admin@example.org', 'x', 'administrator'), ('pastor', 'pastor@example.org', 'x', 'pastoral'),
    ('former', 'former@example.org', 'x', NULL);
  INSERT INTO community_members (first_name, last_name, email) VALUES
    ('Ruth', 'Moab', 'Ruth@Example.org'), ('Boaz', 'Bethlehem', 'boaz@example.org');
  INSERT INTO subscribers (name, email) VALUES ('Naomi', 'naomi@example.org');
  INSERT INTO videos (youtube_id, title, thumbnail) VALUES
    ('sabbathXYZ1', 'Keeping the Sabbath', 'https://i.ytimg.com/vi/sabbathXYZ1/hqdefault.jpg');
  INSERT INTO events (title, description, date, time, location) VALUES
    ('Prayer night', 'Together in prayer', '2027-01-15', '7:00 PM', 'Main hall');
  INSERT INTO scriptures (text, reference) VALUES ('God is spirit', 'John 4:24');
  INSERT INTO testimonials (name, email, category, title, testimony) VALUES
    ('Ruth', 'ruth@example.org', 'healing', 'Restored', 'Whither thou goest');
  INSERT INTO counseling_requests (name, email, category, background, current_situation, specific_needs)
    VALUES ('Ruth', 'ruth@example.org', 'family', 'A widow', 'Gleaning', 'Bread');
  INSERT INTO counseling_responses (counseling_request_id, message)
    SELECT id, 'We pray with you' FROM counseling_requests;
  INSERT INTO email_templates (name, subject, message) VALUES ('Weekly', 'This week', 'Hello');
  INSERT INTO email_campaigns (name, template_id, status)
    SELECT 'Weekly 1', id, 'sent' FROM email_templates;
  INSERT INTO email_deliveries (campaign_id, email, name, first_name)
    SELECT id, 'naomi@example.org', 'Naomi', 'Naomi' FROM email_campaigns;
  INSERT INTO email_suppressions (email) VALUES ('orpah@example.org');
  INSERT INTO audit_events (action) VALUES ('settings.update');
  INSERT INTO sessions (sid, sess, expire) VALUES ('s1', '{}', now() + interval '1 day');
`;

/** Tables there from the first migration on: every `down` but the first's keeps all of their rows. */
const KEPT = ['users', 'community_members', 'videos', 'events', 'scriptures', 'testimonials'];

/**
 * The schema as text, line by line: columns, indexes, constraints, triggers, functions and types (a
 * function by its definition with the spacing evened out: a `down` may restore it laid out otherwise).
 */
const SCHEMA = `
  SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
         || ' ' || coalesce(column_default, '') || ' ' || coalesce(collation_name, '') AS line
    FROM information_schema.columns WHERE table_schema = 'public'
  UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
  UNION ALL SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT 'trigger ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') '
         || md5(regexp_replace(pg_get_functiondef(p.oid), '\\s+', ' ', 'g'))
    FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
  UNION ALL SELECT 'type ' || typname FROM pg_type
    WHERE typnamespace = 'public'::regnamespace AND typtype IN ('e', 'd')
  ORDER BY line`;

describe('migrations, down to zero and up again, on a database with data', () => {
  it('undo each one and redo it, keeping the rows they do not own, and end with the same schema', async () => {
    const database = await cloneTemplateDatabase();
    const dataSource = createDataSource(database.url);
    await dataSource.initialize();
    const schema = async () =>
      ((await dataSource.query(SCHEMA)) as { line: string }[]).map((row) => row.line);
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const table of KEPT) {
        const [{ present }] = (await dataSource.query(
          'SELECT to_regclass($1) IS NOT NULL AS present',
          [table],
        )) as { present: boolean }[];
        if (present)
          result[table] = Number(
            ((await dataSource.query(`SELECT count(*) AS n FROM "${table}"`)) as { n: string }[])[0]
              .n,
          );
      }
      return result;
    };
    /** Runs one migration's `up` (those after it stay undone), in its transaction mode. */
    const runOnly = async (name: string): Promise<string[]> => {
      const timestamp = (m: MigrationInterface) => Number(/\d+$/.exec(m.name ?? '')?.[0]);
      const through = dataSource.migrations.filter(
        (m) => timestamp(m) <= timestamp({ name } as MigrationInterface),
      );
      const partial = new DataSource({
        ...dataSourceOptions(database.url),
        migrations: through.map((m) => m.constructor as new () => MigrationInterface),
      });
      await partial.initialize();
      try {
        return (await partial.runMigrations({ transaction: 'each' })).map((m) => m.name);
      } finally {
        await partial.destroy();
      }
    };
    try {
      await dataSource.query(ROWS);
      const migrated = await schema();
      const rows = await counts();
      expect(rows).toEqual({
        users: 3,
        community_members: 2,
        videos: 1,
        events: 1,
        scriptures: 1,
        testimonials: 1,
      });

      // The oldest migration: its `down` drops every table.
      const first = dataSource.migrations
        .map((m) => m.name ?? '')
        .sort((a, b) => Number(/\d+$/.exec(a)?.[0]) - Number(/\d+$/.exec(b)?.[0]))[0];
      const undone: string[] = [];
      for (;;) {
        const before = await schema();
        const name = await undoLastMigration(dataSource);
        if (!name) break;
        undone.push(name);
        const after = await schema();
        // Its `up` again, from where its `down` left the data, gives the schema it gave before.
        expect(await runOnly(name)).toEqual([name]);
        const redone = await schema();
        expect({ name, schema: redone }).toEqual({ name, schema: before });
        expect(await undoLastMigration(dataSource)).toBe(name);
        expect({ name, schema: await schema() }).toEqual({ name, schema: after });
        if (name !== first) expect({ name, rows: await counts() }).toEqual({ name, rows });
      }
      expect(undone).toHaveLength(dataSource.migrations.length);
      // Nothing of the schema is left at zero but TypeORM's own table of migrations.
      expect((await schema()).filter((line) => !/\bmigrations\b/.test(line))).toEqual([]);

      await dataSource.destroy();
      expect(await runMigrations(database.url)).toEqual([...undone].reverse());
      await dataSource.initialize();
      expect(await schema()).toEqual(migrated);
      expect((await pendingSchemaChanges(database.url)).up).toEqual([]);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    }
  }, 300_000);
});
