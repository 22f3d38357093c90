import { createDataSource } from '../database/data-source';
import { addKeyToFile, DataEncryptionConfig } from './data-keys';
import { FieldCipher } from './field-cipher';
import { countValuesByKey, reencryptValues } from './encrypted-values.repository';

export interface RotateOptions {
  /** Go on with the current key instead of adding a new one to the key file (after an interrupted run). */
  resume?: boolean;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface RotateResult {
  keyId: string;
  /** A key was added to the key file by this run. */
  newKey: boolean;
  updated: number;
  /** Stored values per key id once done (`plaintext`: not encrypted). */
  remaining: Record<string, number>;
  /** Known keys no stored value uses any more. */
  unusedKeyIds: string[];
}

/**
 * `npm run keys:rotate`. With the keys in the data folder's key file, a new key is appended (it then
 * encrypts, in this and every running process, which notice the file change) and every value is
 * re-encrypted with it. With DATA_ENCRYPTION_KEY, the key is the environment's: the operator sets the
 * new one (the old one moved to DATA_ENCRYPTION_OLD_KEYS) in every process first, and this re-encrypts
 * every value with it. Either way it goes in batches, and running it again after an interruption
 * (with `resume` for the key file) finishes the work.
 */
export async function rotateDataKeys(
  config: DataEncryptionConfig,
  databaseUrl: string,
  options: RotateOptions = {},
): Promise<RotateResult> {
  const log = options.log ?? (() => undefined);
  const fromFile = config.envKeys.length === 0;
  const newKey = fromFile && !options.resume;
  if (newKey) {
    const key = addKeyToFile(config.keyFile);
    log(`Added data key ${key.id} to ${config.keyFile}; it encrypts from now on`);
  }
  const cipher = new FieldCipher(config);
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    log(`Re-encrypting every value not under data key ${cipher.currentKeyId}`);
    const result = await reencryptValues(dataSource, cipher, {
      batchSize: options.batchSize,
      onBatch: ({ table, updated, skipped }) =>
        log(
          `  ${table}: ${updated} rows re-encrypted${skipped ? `, ${skipped} changed meanwhile` : ''}`,
        ),
    });
    const remaining = await countValuesByKey(dataSource);
    return {
      keyId: result.keyId,
      newKey,
      updated: Object.values(result.updated).reduce((a, b) => a + b, 0),
      remaining,
      unusedKeyIds: cipher.knownKeyIds.filter((id) => id !== result.keyId && !remaining[id]),
    };
  } finally {
    await dataSource.destroy();
  }
}
