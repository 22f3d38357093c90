import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Client, escapeIdentifier } from 'pg';
import { BackupError } from './backup-error';

/**
 * The dump the app writes itself when no pg_dump fits the server (the embedded PostgreSQL is newer
 * than the machine's client tools): the rows of every table and the value of every sequence of the
 * application's schema, each value in its type's text form (what COPY writes), one JSON array per
 * row, gzipped. The schema is not in it: a restore makes it with the migrations the manifest names.
 *
 * Lines, in order: a header, then per table `{"table"}`, its rows, `{"end"}`; then one
 * `{"sequence"}` per sequence; last `{"complete"}`, so a cut-off file is refused.
 */

/** The application's tables. The queue's schema (`bullmq`, without REDIS_URL) is work in flight. */
const APP_SCHEMA = 'public';
const DUMP_KIND = 'ministry-logical-dump';
const DUMP_VERSION = 1;
/** Rows fetched from the cursor at a time, and the most one insert carries: memory stays flat. */
const FETCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Session settings under which every value's text form reads back as the same value (pg_dump sets
 * the same): dates and times in ISO and UTC, floats with every digit, bytea in hex.
 */
const TEXT_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 3',
  "SET LOCAL bytea_output = 'hex'",
];

export interface LogicalDumpSummary {
  /** Rows per table, keyed `schema.table`. */
  tables: Record<string, number>;
  sequences: number;
}

interface Column {
  name: string;
  /** With its modifier: `bit` alone would be `bit(1)`, and `character` `character(1)`. */
  type: string;
}

interface Table {
  schema: string;
  name: string;
  /** Stored columns: generated ones are computed again on load. */
  columns: Column[];
}

type Line =
  | { kind: typeof DUMP_KIND; version: number }
  | { table: { schema: string; name: string }; columns: string[] }
  | { end: { schema: string; name: string }; rows: number }
  | { sequence: { schema: string; name: string }; lastValue: string; isCalled: boolean }
  | { complete: true; tables: number; sequences: number };

const qualified = (t: { schema: string; name: string }) =>
  `${escapeIdentifier(t.schema)}.${escapeIdentifier(t.name)}`;
const key = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;

/** Writes the dump of `url`'s application schema to `file`, from one consistent snapshot. */
export async function writeLogicalDump(url: string, file: string): Promise<LogicalDumpSummary> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const summary: LogicalDumpSummary = { tables: {}, sequences: 0 };
  try {
    // One snapshot for every table, as pg_dump takes.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const setting of TEXT_SETTINGS) await client.query(setting);
    const tables = await listTables(client);
    const sequences = await listSequences(client);
    async function* lines(): AsyncGenerator<string> {
      yield json({ kind: DUMP_KIND, version: DUMP_VERSION });
      for (const table of tables) {
        yield json({
          table: { schema: table.schema, name: table.name },
          columns: table.columns.map((c) => c.name),
        });
        const values = table.columns.map((c) => `${escapeIdentifier(c.name)}::text`).join(', ');
        await client.query(
          `DECLARE dump_rows NO SCROLL CURSOR FOR
           SELECT to_json(ARRAY[${values}]::text[])::text AS row FROM ONLY ${qualified(table)}`,
        );
        let rows = 0;
        for (;;) {
          const batch = await client.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM dump_rows`);
          if (batch.rows.length === 0) break;
          rows += batch.rows.length;
          yield `${batch.rows.map((r) => r.row).join('\n')}\n`;
        }
        await client.query('CLOSE dump_rows');
        summary.tables[key(table)] = rows;
        yield json({ end: { schema: table.schema, name: table.name }, rows });
      }
      for (const sequence of sequences) {
        const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
          `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(sequence)}`,
        );
        summary.sequences += 1;
        yield json({ sequence, ...rows[0] });
      }
      yield json({ complete: true, tables: tables.length, sequences: sequences.length });
    }
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file));
    await client.query('COMMIT');
    return summary;
  } finally {
    await client.end();
  }
}

/**
 * Loads a dump into `url`, whose schema the migrations have just made: in one transaction, with
 * foreign keys and triggers off (`session_replication_role = replica`), it empties every table of
 * the schema (the migrations wrote their own rows), loads the rows, sets the sequences and checks
 * every table's count against `expected` (the manifest's). Anything amiss rolls it all back.
 */
export async function loadLogicalDump(
  url: string,
  file: string,
  expected: Record<string, number>,
): Promise<LogicalDumpSummary> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client
      .query('SET LOCAL session_replication_role = replica')
      .catch((error: Error & { code?: string }) => {
        if (error.code !== '42501') throw error;
        throw new BackupError(
          `Restoring this archive loads every table with foreign keys and triggers off, which needs a superuser role: ${error.message}. Connect as one (DATABASE_URL), then restore again.`,
        );
      });
    for (const setting of TEXT_SETTINGS) await client.query(setting);
    const tables = new Map((await listTables(client)).map((t) => [key(t), t]));
    const names = (list: Iterable<string>) => [...list].sort().join(', ');
    if (names(tables.keys()) !== names(Object.keys(expected)))
      throw new BackupError(
        `The archive's tables (${names(Object.keys(expected))}) are not those this version's migrations make (${names(tables.keys())}).`,
      );
    if (tables.size)
      await client.query(`TRUNCATE ONLY ${[...tables.values()].map(qualified).join(', ')}`);

    const summary: LogicalDumpSummary = { tables: {}, sequences: 0 };
    let current: { table: Table; insert: string; rows: number } | undefined;
    let pending: string[] = [];
    let pendingBytes = 0;
    let complete = false;
    const flush = async () => {
      if (!current || pending.length === 0) return;
      await client.query(current.insert, [`[${pending.join(',')}]`]);
      current.rows += pending.length;
      pending = [];
      pendingBytes = 0;
    };

    let first = true;
    for await (const text of readLines(file)) {
      if (first) {
        const header = parse(text);
        if (!('kind' in header) || header.kind !== DUMP_KIND || header.version !== DUMP_VERSION)
          throw new BackupError(
            `The database dump is not a ${DUMP_KIND} of version ${DUMP_VERSION}.`,
          );
        first = false;
        continue;
      }
      if (complete) throw new BackupError('The database dump goes on after its end.');
      if (text.startsWith('[')) {
        if (!current) throw new BackupError('The database dump has rows outside a table.');
        pending.push(text);
        pendingBytes += text.length;
        if (pending.length >= FETCH_ROWS || pendingBytes >= BATCH_BYTES) await flush();
        continue;
      }
      const line = parse(text);
      if ('table' in line) {
        if (current) throw new BackupError(`The database dump does not end ${key(current.table)}.`);
        const table = tables.get(key(line.table));
        if (!table)
          throw new BackupError(
            `The database dump holds a table this version has not: ${key(line.table)}.`,
          );
        current = { table, insert: insertSql(table, line.columns), rows: 0 };
      } else if ('end' in line) {
        await flush();
        if (!current || key(current.table) !== key(line.end))
          throw new BackupError(
            `The database dump ends a table it did not start: ${key(line.end)}.`,
          );
        if (current.rows !== line.rows)
          throw new BackupError(
            `${key(line.end)}: ${current.rows} rows read, the dump says ${line.rows}.`,
          );
        summary.tables[key(line.end)] = current.rows;
        current = undefined;
      } else if ('sequence' in line) {
        await client.query(`SELECT pg_catalog.setval($1::regclass, $2::bigint, $3::boolean)`, [
          qualified(line.sequence),
          line.lastValue,
          line.isCalled,
        ]);
        summary.sequences += 1;
      } else if ('complete' in line) {
        complete = true;
      }
    }
    if (!complete || current)
      throw new BackupError(
        'The database dump is cut off: it has no end. Restore another archive.',
      );

    for (const [name, table] of tables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ONLY ${qualified(table)}`,
      );
      if (Number(rows[0].n) !== expected[name] || summary.tables[name] !== expected[name])
        throw new BackupError(
          `${name}: ${rows[0].n} rows restored, the manifest says ${expected[name]}.`,
        );
    }
    await client.query('COMMIT');
    return summary;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** One insert for a batch: a JSON array of rows, each an array of text forms, cast to the columns' types. */
function insertSql(table: Table, dumped: string[]): string {
  const stored = table.columns.map((c) => c.name);
  if ([...dumped].sort().join('\n') !== [...stored].sort().join('\n'))
    throw new BackupError(
      `${key(table)}: the dump has the columns ${dumped.join(', ')}; this version has ${stored.join(', ')}.`,
    );
  const types = new Map(table.columns.map((c) => [c.name, c.type]));
  const columns = dumped.map((name) => escapeIdentifier(name)).join(', ');
  const values = dumped.map((name, i) => `(r.v ->> ${i})::${types.get(name)}`).join(', ');
  return `INSERT INTO ${qualified(table)} ${dumped.length ? `(${columns})` : ''}
          OVERRIDING SYSTEM VALUE
          SELECT ${values} FROM json_array_elements($1::json) AS r(v)`;
}

/** The ordinary tables of the application schema, from the catalogue, with their stored columns. */
async function listTables(client: Client): Promise<Table[]> {
  const { rows } = await client.query<{ name: string; columns: Column[] }>(
    `SELECT c.relname AS name,
            coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                              ORDER BY a.attnum) FILTER (WHERE a.attnum IS NOT NULL), '[]') AS columns
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                             AND a.attgenerated = ''
     WHERE n.nspname = $1 AND c.relkind = 'r' AND ${NOT_FROM_EXTENSION}
     GROUP BY c.oid, c.relname
     ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows.map((r) => ({ schema: APP_SCHEMA, name: r.name, columns: r.columns }));
}

async function listSequences(client: Client): Promise<{ schema: string; name: string }[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind = 'S' AND ${NOT_FROM_EXTENSION}
     ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows.map((r) => ({ schema: APP_SCHEMA, name: r.name }));
}

/** An extension's own tables are made (and filled) by the extension. */
const NOT_FROM_EXTENSION = `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                                         AND d.objid = c.oid AND d.deptype = 'e')`;

const json = (line: Line) => `${JSON.stringify(line)}\n`;

function parse(text: string): Line {
  try {
    return JSON.parse(text) as Line;
  } catch {
    throw new BackupError(`The database dump has an unreadable line: ${text.slice(0, 80)}`);
  }
}

/** The lines of the gzipped dump, read as they come. JSON escapes every line break inside a value. */
async function* readLines(file: string): AsyncGenerator<string> {
  const input = createGunzip();
  createReadStream(file)
    .on('error', (error) => input.destroy(error))
    .pipe(input);
  input.setEncoding('utf8');
  let rest = '';
  try {
    for await (const chunk of input as AsyncIterable<string>) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) if (part) yield part;
    }
  } catch (error) {
    throw new BackupError(`The database dump cannot be read: ${(error as Error).message}`);
  }
  if (rest) yield rest;
}
