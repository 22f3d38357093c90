import { createDataSource } from '../database/data-source';
import type { DataEncryptionConfig } from './data-keys';
import { FieldCipher, installFieldCipher } from './field-cipher';
import { countValuesByKey, reencryptValues } from './encrypted-values.repository';

/** Builds this process's cipher from the configuration and makes the entity columns use it. */
export function setUpDataEncryption(config: { dataEncryption: DataEncryptionConfig }): FieldCipher {
  return installFieldCipher(new FieldCipher(config.dataEncryption));
}

/**
 * At start, after the migrations: encrypts the values stored before encryption existed (rows of an
 * earlier version; they read as they are meanwhile), and names key ids the database uses that are not
 * configured (their values would fail to read). Concurrent starts are safe: a row is rewritten only if
 * it still holds what was read.
 */
export async function encryptStoredPlaintext(
  url: string,
  cipher: FieldCipher,
): Promise<{ encrypted: number; unknownKeyIds: string[] }> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const result = await reencryptValues(dataSource, cipher, { plaintextOnly: true });
    const known = new Set(cipher.knownKeyIds);
    const unknownKeyIds = Object.keys(await countValuesByKey(dataSource)).filter(
      (id) => id !== 'plaintext' && !known.has(id),
    );
    return {
      encrypted: Object.values(result.updated).reduce((a, b) => a + b, 0),
      unknownKeyIds,
    };
  } finally {
    await dataSource.destroy();
  }
}
