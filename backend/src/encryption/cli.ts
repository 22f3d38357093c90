/* npm run keys:rotate [-- --resume] [--batch N]
   Re-encrypts the data encrypted at rest (counseling text) with a new key: see rotate.ts and
   docs/deployment.md, "Data encryption keys". */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/app-config';
import { resolveDatabase } from '../database/resolve-database';
import { rotateDataKeys } from './rotate';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      resume: { type: 'boolean' },
      batch: { type: 'string', default: '200' },
    },
  });
  const batchSize = Number(values.batch);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10000)
    throw new Error('--batch is a number of rows from 1 to 10000');
  const config = loadConfig();
  // With the embedded default, a running app's server is used as it is (it holds the data folder).
  const database = await resolveDatabase(config, { reuseRunning: true });
  try {
    const result = await rotateDataKeys(config.dataEncryption, database.directUrl, {
      resume: values.resume,
      batchSize,
      log: (line) => console.log(line),
    });
    console.log(
      `Done: ${result.updated} rows re-encrypted; stored values per key: ${
        Object.entries(result.remaining)
          .map(([id, count]) => `${id} ${count}`)
          .join(', ') || 'none'
      }`,
    );
    if (result.unusedKeyIds.length) {
      console.log(
        `No stored value uses data key(s) ${result.unusedKeyIds.join(', ')} any more. Keep them while a ` +
          'backup made before now may be restored (its text needs them), then remove them from ' +
          [
            ...(config.dataEncryption.envKeys.length ? ['DATA_ENCRYPTION_OLD_KEYS'] : []),
            ...(existsSync(config.dataEncryption.keyFile) ? [config.dataEncryption.keyFile] : []),
          ].join(' or ') +
          '.',
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
