import { createHmac, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** One AES-256 key and the id written next to every value it encrypts. */
export interface DataKey {
  id: string;
  key: Buffer;
}

/** Where keys live: DATA_ENCRYPTION_KEY (+ _OLD_KEYS) when set, else a file generated into DATA_DIR. */
export interface DataEncryptionConfig {
  /** DATA_ENCRYPTION_KEY first (the one that encrypts), then DATA_ENCRYPTION_OLD_KEYS; empty when unset. */
  envKeys: string[];
  /** `$DATA_DIR/data-encryption-keys`: its keys are always known for reading; the last one encrypts when no env key is set. */
  keyFile: string;
}

export const KEY_FILE_NAME = 'data-encryption-keys';
export const KEY_FORMAT_HINT =
  '32 bytes as 64 hex digits or base64, e.g. the output of `openssl rand -base64 32`';

/** 32 bytes from 64 hex digits or base64 (standard or URL-safe, padding optional); undefined otherwise. */
export function parseDataKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return undefined;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : undefined;
}

/**
 * A key's id: derived from the key (an HMAC, which tells nothing about it), so the same key always has
 * the same id wherever it is configured, and no one has to name keys.
 */
export function dataKeyId(key: Buffer): string {
  return createHmac('sha256', key).update('ministry data key id').digest('hex').slice(0, 12);
}

export function toDataKey(key: Buffer): DataKey {
  return { id: dataKeyId(key), key };
}

/** A new random key in the form the key file and DATA_ENCRYPTION_KEY take. */
export function generateDataKey(): string {
  return randomBytes(32).toString('base64');
}

/** The keys of the key file, oldest first (the last one is the newest); [] when there is none. */
export function readKeyFile(file: string): DataKey[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'))
    .map(({ line, number }) => {
      const key = parseDataKey(line);
      if (!key)
        throw new Error(`${file}, line ${number}: not a data encryption key (${KEY_FORMAT_HINT})`);
      return toDataKey(key);
    });
}

const KEY_FILE_HEADER =
  '# Data encryption keys (AES-256-GCM) of counseling text at rest, one per line, oldest first: the\n' +
  '# last one encrypts, every one decrypts. Back this file up, apart from the database backups: without\n' +
  '# its keys the encrypted text of a database or backup cannot be read. See docs/deployment.md.\n';

/**
 * Creates the key file with one new key unless it exists. Written aside and linked into place, so a
 * process starting alongside (API and worker) never reads it half-written, and only one key wins.
 */
export function ensureKeyFile(file: string): void {
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${KEY_FILE_HEADER}${generateDataKey()}\n`, { mode: 0o600 });
  const exists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';
  try {
    linkSync(draft, file);
  } catch (error) {
    if (!exists(error)) {
      // A file system without hard links: create it exclusively instead.
      try {
        writeFileSync(file, readFileSync(draft), { mode: 0o600, flag: 'wx' });
      } catch (fallbackError) {
        if (!exists(fallbackError)) throw fallbackError;
      }
    }
  } finally {
    unlinkSync(draft);
  }
}

/** Appends a new key, which becomes the one that encrypts; returns it. */
export function addKeyToFile(file: string): DataKey {
  ensureKeyFile(file);
  const text = generateDataKey();
  appendFileSync(file, `${text}\n`, { mode: 0o600 });
  return toDataKey(parseDataKey(text) as Buffer);
}

export function keyFileOf(dataDir: string): string {
  return join(dataDir, KEY_FILE_NAME);
}

/** The keys known now: the one that encrypts, and every one by id. */
export interface Keyring {
  current: DataKey;
  byId: ReadonlyMap<string, DataKey>;
}

export function loadKeyring(config: DataEncryptionConfig): Keyring {
  const envKeys = config.envKeys.map((text) => toDataKey(parseDataKey(text) as Buffer));
  const fileKeys = readKeyFile(config.keyFile);
  const current = envKeys[0] ?? fileKeys[fileKeys.length - 1];
  if (!current) {
    throw new Error(`No data encryption key: set DATA_ENCRYPTION_KEY or restore ${config.keyFile}`);
  }
  return { current, byId: new Map([...fileKeys, ...envKeys].map((k) => [k.id, k])) };
}
