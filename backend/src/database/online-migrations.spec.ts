import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The migrations rule of docs/migrations.md, held by a test: on a table a live site keeps writing to,
 * an index is built CONCURRENTLY (a plain CREATE INDEX blocks every insert, update and delete of the
 * table until it is built), in a migration that runs outside a transaction.
 */

/** The tables that grow with the audience or the traffic: where a locking index build hurts. */
const HOT_TABLES = [
  'audit_events',
  'community_members',
  'email_deliveries',
  'member_sign_ins',
  'rate_limits',
  'search_words',
  'sessions',
  'subscribers',
  'videos',
];

/**
 * Migrations older than the rule, run by every install of the first release: rewriting them would
 * change nothing anywhere, and their index builds share the migration with a rewrite of the same rows.
 */
const BEFORE_THE_RULE: Record<string, string> = {
  AddVideoSearch1795264705239:
    'adds the search vector and fills it for every video in the same migration (an UPDATE of each row)',
};

const INDEX_BUILD =
  /CREATE\s+(?:UNIQUE\s+)?INDEX\s+(CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?"?[^"\s]+"?\s+ON\s+(?:ONLY\s+)?(?:"?public"?\.)?"?(\w+)"?/gi;
const TABLE_CREATION = /CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:"?public"?\.)?"?(\w+)"?/gi;

/** The code of a migration without its comments, whose words ("built concurrently") are not SQL. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** What a migration's source does against the rule, one sentence each (none when it keeps it). */
export function onlineMigrationProblems(migration: string): string[] {
  const source = withoutComments(migration);
  const created = new Set([...source.matchAll(TABLE_CREATION)].map((m) => m[1]));
  const problems: string[] = [];
  let concurrently = false;
  for (const [statement, isConcurrent, table] of source.matchAll(INDEX_BUILD)) {
    if (isConcurrent) concurrently = true;
    // A table made in the same migration is empty and unknown to the running processes.
    else if (HOT_TABLES.includes(table) && !created.has(table))
      problems.push(`${statement.replace(/\s+/g, ' ')} locks ${table}: build it CONCURRENTLY`);
  }
  if (/\bCONCURRENTLY\b/i.test(source)) concurrently = true;
  if (concurrently && !/^\s*transaction\s*=\s*false\b/m.test(source))
    problems.push('CONCURRENTLY cannot run in a transaction: set `transaction = false;`');
  return problems;
}

const MIGRATIONS = join(__dirname, 'migrations');

describe('migrations a live site survives', () => {
  it.each(readdirSync(MIGRATIONS).filter((file) => file.endsWith('.ts')))(
    '%s builds indexes on the busy tables without blocking writes',
    (file) => {
      const source = readFileSync(join(MIGRATIONS, file), 'utf8');
      const name = /name = '(\w+)'/.exec(source)?.[1] ?? file;
      if (BEFORE_THE_RULE[name]) return;
      expect(onlineMigrationProblems(source)).toEqual([]);
    },
  );

  it('refuses a plain index build on a busy table, and CONCURRENTLY inside a transaction', () => {
    expect(
      onlineMigrationProblems(
        `await queryRunner.query('CREATE INDEX "IDX_subscribers_name" ON "subscribers" ("name")');`,
      ),
    ).toEqual([
      'CREATE INDEX "IDX_subscribers_name" ON "subscribers" locks subscribers: build it CONCURRENTLY',
    ]);
    expect(
      onlineMigrationProblems(
        `await queryRunner.query(\`CREATE UNIQUE INDEX "UQ_x" ON "public"."videos" USING gin (x)\`);`,
      ),
    ).toHaveLength(1);
    expect(
      onlineMigrationProblems(
        `CREATE INDEX CONCURRENTLY "IDX_videos_x" ON "videos" ("x")`, // no transaction = false
      ),
    ).toEqual(['CONCURRENTLY cannot run in a transaction: set `transaction = false;`']);
  });

  it('reads the code, not the comments', () => {
    expect(
      onlineMigrationProblems(
        `/** The index is built apart, concurrently. */\n// CREATE INDEX "IDX_videos_x" ON "videos" ("x")\nCREATE TABLE "x" ("id" int)`,
      ),
    ).toEqual([]);
  });

  it('gives every migration a timestamp of its own (TypeORM orders and records them by it)', () => {
    const stamps = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.split('-')[0]);
    expect(stamps.filter((stamp, i) => stamps.indexOf(stamp) !== i)).toEqual([]);
  });

  it('lets a table made in the same migration, or a quiet one, have its indexes at once', () => {
    expect(
      onlineMigrationProblems(
        `CREATE TABLE "sessions" ("sid" varchar); CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`,
      ),
    ).toEqual([]);
    expect(onlineMigrationProblems(`CREATE INDEX "IDX_events_date" ON "events" ("date")`)).toEqual(
      [],
    );
    expect(
      onlineMigrationProblems(
        `transaction = false;\n CREATE INDEX CONCURRENTLY "IDX_videos_x" ON "videos" ("x")`,
      ),
    ).toEqual([]);
  });
});
