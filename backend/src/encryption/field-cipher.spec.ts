import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addKeyToFile, dataKeyId, ensureKeyFile, parseDataKey, readKeyFile } from './data-keys';
import { DecryptionError, FieldCipher, isEncrypted, keyIdOf } from './field-cipher';

const keyFile = () => join(mkdtempSync(join(tmpdir(), 'ministry-keys-')), 'data-encryption-keys');
const newKey = () => randomBytes(32).toString('base64');
const envCipher = (...keys: string[]) => new FieldCipher({ envKeys: keys, keyFile: keyFile() });

describe('data keys', () => {
  it('reads 32 bytes as hex or base64 (standard or URL-safe, padding optional) and nothing else', () => {
    const bytes = randomBytes(32);
    for (const text of [
      bytes.toString('hex'),
      bytes.toString('hex').toUpperCase(),
      bytes.toString('base64'),
      bytes.toString('base64url'),
      ` ${bytes.toString('base64')}\n`,
    ])
      expect(parseDataKey(text)).toEqual(bytes);
    for (const text of [
      '',
      'secret',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64'),
      `${bytes.toString('hex')}0`,
    ])
      expect(parseDataKey(text)).toBeUndefined();
  });

  it('names a key by an id derived from it: the same everywhere, different per key', () => {
    const key = randomBytes(32);
    expect(dataKeyId(key)).toMatch(/^[0-9a-f]{12}$/);
    expect(dataKeyId(Buffer.from(key))).toBe(dataKeyId(key));
    expect(dataKeyId(randomBytes(32))).not.toBe(dataKeyId(key));
  });

  it('generates the key file once, private to the owner; a new key is appended and becomes the newest', () => {
    const file = keyFile();
    ensureKeyFile(file);
    const first = readFileSync(file, 'utf8');
    ensureKeyFile(file);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const [original] = readKeyFile(file);
    const added = addKeyToFile(file);
    expect(readKeyFile(file).map((k) => k.id)).toEqual([original.id, added.id]);
  });

  it('names the line of a key file that holds no key', () => {
    const file = keyFile();
    writeFileSync(file, `# comment\n${newKey()}\nnot-a-key\n`);
    expect(() => readKeyFile(file)).toThrow(/line 3: not a data encryption key/);
  });
});

describe('FieldCipher', () => {
  it('round-trips any text, with a new IV each time, and nothing of the text in the stored value', () => {
    const cipher = envCipher(newKey());
    for (const text of ['', 'Someone to pray with me.', 'émigré 🙏 «שלום»\n'.repeat(50)]) {
      const stored = cipher.encrypt(text);
      expect(isEncrypted(stored)).toBe(true);
      expect(cipher.decrypt(stored)).toBe(text);
      expect(cipher.encrypt(text)).not.toBe(stored);
      if (text) expect(stored).not.toContain(text.slice(0, 10));
    }
  });

  it('stores the version and the key id with each value', () => {
    const key = newKey();
    const stored = envCipher(key).encrypt('x');
    expect(stored).toMatch(/^enc:v1:[0-9a-f]{12}:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(keyIdOf(stored)).toBe(dataKeyId(parseDataKey(key) as Buffer));
  });

  it('refuses a tampered value: ciphertext, tag, IV, or the key id it claims', () => {
    const [keyA, keyB] = [newKey(), newKey()];
    const cipher = envCipher(keyA, keyB);
    const stored = cipher.encrypt('Years of waiting.');
    const parts = stored.split(':');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const index of [3, 4, 5]) {
      const altered = parts.map((part, i) => (i === index ? flip(part) : part)).join(':');
      expect(() => cipher.decrypt(altered)).toThrow(DecryptionError);
    }
    // Claiming the other known key's id: authentication fails, nothing is returned.
    const otherId = keyIdOf(envCipher(keyB).encrypt('y')) as string;
    const relabelled = [...parts.slice(0, 2), otherId, ...parts.slice(3)].join(':');
    expect(() => cipher.decrypt(relabelled)).toThrow(/failed authentication/);
    expect(() => cipher.decrypt(`${stored.slice(0, 27)}!!`)).toThrow(/malformed/);
  });

  it('refuses a value of a key it does not know, naming the key id', () => {
    const stored = envCipher(newKey()).encrypt('secret');
    expect(() => envCipher(newKey()).decrypt(stored)).toThrow(
      new RegExp(`data key ${keyIdOf(stored)}, which is not configured`),
    );
  });

  it('encrypts with the first key and reads with whichever key the value names', () => {
    const [oldKey, currentKey] = [newKey(), newKey()];
    const fromOld = envCipher(oldKey).encrypt('written under the old key');
    const cipher = envCipher(currentKey, oldKey);
    expect(cipher.decrypt(fromOld)).toBe('written under the old key');
    const fresh = cipher.encrypt('new');
    expect(keyIdOf(fresh)).toBe(cipher.currentKeyId);
    expect(keyIdOf(fresh)).not.toBe(keyIdOf(fromOld));
    expect(() => envCipher(oldKey).decrypt(fresh)).toThrow(DecryptionError);
  });

  it('reads a value stored before encryption as it is, even one that merely starts like a stored value', () => {
    const cipher = envCipher(newKey());
    for (const text of ['Plain old text', 'enc: my notes', 'enc:v1:not-a-key-id:x'])
      expect(cipher.decrypt(text)).toBe(text);
  });

  it('follows the key file: a key added by keys:rotate in another process encrypts here too', () => {
    const file = keyFile();
    ensureKeyFile(file);
    const here = new FieldCipher({ envKeys: [], keyFile: file });
    const before = here.encrypt('before');
    const added = addKeyToFile(file);
    // The other process wrote with the new key: read here without a restart.
    const elsewhere = new FieldCipher({ envKeys: [], keyFile: file });
    expect(here.decrypt(elsewhere.encrypt('elsewhere'))).toBe('elsewhere');
    expect(keyIdOf(here.encrypt('after'))).toBe(added.id);
    expect(here.decrypt(before)).toBe('before');
  });

  it('keeps the key file keys readable when DATA_ENCRYPTION_KEY takes over', () => {
    const file = keyFile();
    ensureKeyFile(file);
    const stored = new FieldCipher({ envKeys: [], keyFile: file }).encrypt('from the file');
    const key = newKey();
    const cipher = new FieldCipher({ envKeys: [key], keyFile: file });
    expect(cipher.decrypt(stored)).toBe('from the file');
    expect(cipher.currentKeyId).toBe(dataKeyId(parseDataKey(key) as Buffer));
  });
});
