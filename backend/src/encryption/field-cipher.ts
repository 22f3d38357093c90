import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import type { ValueTransformer } from 'typeorm';
import { DataEncryptionConfig, DataKey, Keyring, loadKeyring } from './data-keys';

/**
 * How an encrypted value is stored in a text column:
 * `enc:v1:<key id>:<iv>:<tag>:<ciphertext>` (the last three base64url; AES-256-GCM, a random 12-byte
 * IV per value, the 16-byte tag). The `enc:v1:<key id>` prefix is authenticated too, so a value cannot
 * be passed off under another key's id. Anything not starting with `enc:v1:<12 hex digits>:` is a
 * value written before encryption existed, read as it is until the start-up backfill (or keys:rotate)
 * encrypts it.
 */
export const ENCRYPTED_PREFIX = 'enc:';
const VERSION = 'v1';
/** What marks a stored value as encrypted; the same pattern in SQL is ENCRYPTED_SQL_PATTERN. */
const MARK = /^enc:v1:[0-9a-f]{12}:/;
export const ENCRYPTED_SQL_PATTERN = '^enc:v1:[0-9a-f]{12}:';
const FORMAT = /^enc:v1:([0-9a-f]{12}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

export class DecryptionError extends Error {}

export function isEncrypted(value: string): boolean {
  return MARK.test(value);
}

/** The id of the key a stored value is encrypted with; null for a plaintext value. */
export function keyIdOf(value: string): string | null {
  return FORMAT.exec(value)?.[1] ?? null;
}

/**
 * Encrypts with the current key, decrypts with any known one. A keyring kept in a file (DATA_DIR) is
 * read again when the file changes or a value names a key not known yet, so `keys:rotate` run beside
 * a running app is picked up without a restart.
 */
export class FieldCipher {
  private keyring: Keyring;
  private fileStamp: number | undefined;

  constructor(private readonly config: DataEncryptionConfig) {
    this.fileStamp = this.stampOfKeyFile();
    this.keyring = loadKeyring(config);
  }

  get currentKeyId(): string {
    this.reloadIfFileChanged();
    return this.keyring.current.id;
  }

  get knownKeyIds(): string[] {
    return [...this.keyring.byId.keys()];
  }

  encrypt(plaintext: string): string {
    this.reloadIfFileChanged();
    const { id, key } = this.keyring.current;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(`${ENCRYPTED_PREFIX}${VERSION}:${id}`));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      `${ENCRYPTED_PREFIX}${VERSION}`,
      id,
      iv.toString('base64url'),
      tag.toString('base64url'),
      ciphertext.toString('base64url'),
    ].join(':');
  }

  /** The plaintext of a stored value; a value stored before encryption is returned as it is. */
  decrypt(value: string): string {
    if (!isEncrypted(value)) return value;
    const parts = FORMAT.exec(value);
    if (!parts) throw new DecryptionError('An encrypted value is malformed');
    const [, id, iv, tag, ciphertext] = parts;
    const key = this.keyById(id);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`${ENCRYPTED_PREFIX}${VERSION}:${id}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new DecryptionError(
        `An encrypted value failed authentication with data key ${id}: it was altered, or the key is not the one that encrypted it`,
      );
    }
  }

  private keyById(id: string): DataKey {
    const known = this.keyring.byId.get(id);
    if (known) return known;
    this.reload();
    const reloaded = this.keyring.byId.get(id);
    if (reloaded) return reloaded;
    throw new DecryptionError(
      `A value is encrypted with data key ${id}, which is not configured: add that key to DATA_ENCRYPTION_OLD_KEYS, or restore the file ${this.config.keyFile} that held it`,
    );
  }

  private reloadIfFileChanged(): void {
    if (this.stampOfKeyFile() !== this.fileStamp) this.reload();
  }

  private reload(): void {
    this.fileStamp = this.stampOfKeyFile();
    this.keyring = loadKeyring(this.config);
  }

  private stampOfKeyFile(): number | undefined {
    try {
      const stat = statSync(this.config.keyFile);
      return stat.mtimeMs + stat.size;
    } catch {
      return undefined;
    }
  }
}

let installed: FieldCipher | undefined;

/** Makes `cipher` the one the entity columns (`encryptedText`) use in this process. */
export function installFieldCipher(cipher: FieldCipher): FieldCipher {
  installed = cipher;
  return cipher;
}

/** The cipher of this process; writing without one would store plaintext, so it is an error. */
export function fieldCipher(): FieldCipher {
  if (!installed) throw new Error('Data encryption is not set up in this process');
  return installed;
}

/**
 * The column transformer of every encrypted text column: entities and services see plaintext, the
 * table holds `enc:v1:…`. Columns using it are found by `keys:rotate` and the start-up backfill.
 */
export const encryptedText: ValueTransformer = {
  to: (value: unknown) => (typeof value === 'string' ? fieldCipher().encrypt(value) : value),
  from: (value: unknown) =>
    typeof value === 'string' && isEncrypted(value) ? fieldCipher().decrypt(value) : value,
};
