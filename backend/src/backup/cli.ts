/* npm run backup [-- --out DIR] [--format auto|pg_dump|logical]  |  npm run restore -- FILE [--force]
   Backs up or restores the database (DATABASE_URL, or the embedded one) and the uploaded media. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/app-config';
import { resolveDatabase } from '../database/resolve-database';
import { BackupTarget, createBackup, DUMP_CHOICES, DumpChoice, restoreBackup } from './backup';

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      force: { type: 'boolean' },
      out: { type: 'string' },
      format: { type: 'string', default: 'auto' },
    },
  });
  // npm runs workspace scripts in the workspace folder; paths are meant from where it was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  if (command !== 'backup' && command !== 'restore')
    throw new Error(
      'Usage: cli.js backup [--out DIR] [--format auto|pg_dump|logical] | restore FILE [--force]',
    );
  const dump = values.format as DumpChoice;
  if (!DUMP_CHOICES.includes(dump))
    throw new Error(`--format is one of ${DUMP_CHOICES.join(', ')}, not ${values.format}`);
  if (command === 'restore' && positionals.length !== 1)
    throw new Error('Usage: npm run restore -- FILE [--force]');

  const config = loadConfig();
  // With the embedded default, a running app's server is used as it is (it holds the data folder).
  const database = await resolveDatabase(config, { reuseRunning: true });
  const target: BackupTarget = {
    // Past a pooler, the direct address: dumps and restores hold one session for a long time.
    databaseUrl: database.directUrl,
    storage: config.storage,
    pgBinDir: config.backup.pgBinDir,
  };
  try {
    if (command === 'backup') {
      const { file, manifest, fallback } = await createBackup(
        target,
        values.out ? resolve(cwd, values.out) : config.backup.dir,
        { dump },
      );
      if (fallback) console.log(fallback);
      const media =
        manifest.media.storage === 'local'
          ? `${manifest.media.files} media files`
          : `media in S3 bucket ${manifest.media.bucket} (not in the archive)`;
      const { database: db } = manifest;
      const dumped =
        db.format === 'pg_dump-custom'
          ? `pg_dump ${db.pgDumpVersion}`
          : `logical dump: ${Object.keys(db.tables).length} tables, ${Object.values(db.tables).reduce((a, b) => a + b, 0)} rows`;
      console.log(
        `Wrote ${file}: PostgreSQL ${db.serverVersion} (${dumped}), ${db.migrations.length} migrations, ${media}`,
      );
    } else {
      const file = resolve(cwd, positionals[0]);
      const { manifest, mediaFiles } = await restoreBackup(target, file, { force: values.force });
      console.log(
        `Restored ${file} (made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}): database and ${mediaFiles} media files`,
      );
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
