import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { prepareDatabase } from '../src/bootstrap';
import { findPgTools, pickPgTools } from '../src/backup/pg-tools';
import { APP_CONFIG, AppConfig } from '../src/config/app-config';
import { encryptStoredPlaintext } from '../src/encryption/data-encryption';
import { dataKeyId, parseDataKey, readKeyFile } from '../src/encryption/data-keys';
import { FieldCipher, fieldCipher, keyIdOf } from '../src/encryption/field-cipher';
import { rotateDataKeys } from '../src/encryption/rotate';
import { memberAgent } from './support/community';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

const run = promisify(execFile);

/** Texts no one could find in a dump by chance. */
const secret = (label: string) => `${label} ${randomBytes(8).toString('hex')}`;

interface Submitted {
  id: number;
  background: string;
  currentSituation: string;
  specificNeeds: string;
}

describe('counseling text encrypted at rest', () => {
  let t: TestApp;
  let db: DataSource;
  let config: AppConfig;
  let admin: Agent;
  let member: Awaited<ReturnType<typeof memberAgent>>;

  /** A plain SQL dump of the whole test database, as an operator (or a thief) would take it. */
  async function pgDump(): Promise<string> {
    const [{ server_version_num: version }] = await db.query('SHOW server_version_num');
    const tools = pickPgTools(await findPgTools(undefined), Math.floor(Number(version) / 10000));
    const { stdout } = await run(tools.pgDump, ['--no-owner', '--dbname', t.databaseUrl], {
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  }

  async function submit(): Promise<Submitted> {
    const texts = {
      background: secret('Years of waiting'),
      currentSituation: secret('Still praying at the temple'),
      specificNeeds: secret('Someone to pray with me'),
    };
    await member.agent
      .post('/api/counseling')
      .send({ name: 'Hannah of Ramah', email: member.email, category: 'Family Issues', ...texts })
      .expect(201);
    const [{ id }] = await db.query('SELECT max(id) AS id FROM counseling_requests');
    return { id, ...texts };
  }

  async function respond(id: number): Promise<{ id: number; message: string }> {
    const message = secret('We are praying with you');
    const res = await admin
      .post(`/api/admin/counseling/${id}/responses`)
      .send({ message })
      .expect(201);
    return { id: res.body.id, message };
  }

  /** What the dashboard shows of a request and its responses. */
  async function adminView(id: number) {
    const list = await admin.get('/api/admin/counseling').expect(200);
    const request = list.body.find((r: { id: number }) => r.id === id);
    const responses = await admin.get(`/api/admin/counseling/${id}/responses`).expect(200);
    return {
      background: request.background,
      currentSituation: request.currentSituation,
      specificNeeds: request.specificNeeds,
      messages: responses.body.map((r: { message: string }) => r.message),
    };
  }

  /** The key id of every stored counseling text (null: plaintext). */
  async function storedKeyIds(): Promise<(string | null)[]> {
    const rows: { value: string }[] = await db.query(
      `SELECT unnest(ARRAY[background, current_situation, specific_needs]) AS value FROM counseling_requests
       UNION ALL SELECT message FROM counseling_responses`,
    );
    return rows.map((row) => keyIdOf(row.value));
  }

  beforeAll(async () => {
    t = await createTestApp({
      workers: false,
      env: {
        // Its own key file (rotation adds keys to it), and the queue on PostgreSQL: then the dump
        // also holds the queue's jobs, the answer's e-mail job among them.
        DATA_DIR: mkdtempSync(join(tmpdir(), 'ministry-encryption-')),
        REDIS_URL: undefined,
      },
    });
    db = t.app.get(DataSource);
    config = t.app.get(APP_CONFIG);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    member = await memberAgent(t);
  });
  afterAll(() => t.close());

  it('stores a request and a response so that a pg_dump holds none of their text, and the dashboard reads them', async () => {
    const request = await submit();
    const response = await respond(request.id);

    const dump = await pgDump();
    for (const text of [
      request.background,
      request.currentSituation,
      request.specificNeeds,
      response.message,
    ])
      expect(dump.includes(text)).toBe(false);
    // The rows are in the dump, as ciphertext; what is not secret (name, category) stays readable.
    expect(dump).toContain('enc:v1:');
    expect(dump).toContain('Hannah of Ramah');

    // The answer's e-mail job (kept by the queue) holds it sealed, with the requester's name too.
    const job = await t.app
      .get<Queue>(getQueueToken('email'))
      .getJob(`counseling-response-${response.id}`);
    expect(job?.data.sealed).toMatch(/^enc:v1:/);
    expect(JSON.stringify(job?.data)).not.toContain('Hannah');

    expect(await adminView(request.id)).toEqual({
      background: request.background,
      currentSituation: request.currentSituation,
      specificNeeds: request.specificNeeds,
      messages: [response.message],
    });
    const current = fieldCipher().currentKeyId;
    expect(new Set(await storedKeyIds())).toEqual(new Set([current]));
  });

  it('keeps every text readable through a status change, which rewrites the row', async () => {
    const request = await submit();
    await admin.put(`/api/admin/counseling/${request.id}`).send({ status: 'closed' }).expect(200);
    expect(await adminView(request.id)).toMatchObject({
      background: request.background,
      specificNeeds: request.specificNeeds,
    });
  });

  it('reads a row an earlier version stored in plaintext, and encrypts it at the next start', async () => {
    const texts = ['Legacy background', 'Legacy situation', 'Legacy needs'].map(secret);
    const [{ id }] = await db.query(
      `INSERT INTO counseling_requests (name, email, category, background, current_situation, specific_needs)
       VALUES ('Ruth', 'ruth@example.test', 'Grief & Loss', $1, $2, $3) RETURNING id`,
      texts,
    );
    const message = secret('Legacy answer');
    await db.query(
      'INSERT INTO counseling_responses (counseling_request_id, message) VALUES ($1, $2)',
      [id, message],
    );
    const expected = {
      background: texts[0],
      currentSituation: texts[1],
      specificNeeds: texts[2],
      messages: [message],
    };
    expect(await adminView(id)).toEqual(expected);
    expect(await storedKeyIds()).toContain(null);

    // What every start does after the migrations.
    await prepareDatabase(config);
    expect(await storedKeyIds()).not.toContain(null);
    const dump = await pgDump();
    for (const text of [...texts, message]) expect(dump.includes(text)).toBe(false);
    expect(await adminView(id)).toEqual(expected);
  });

  it('keys:rotate re-encrypts every value with a new key, in batches, resumably; the running app reads on', async () => {
    const requests = [await submit(), await submit(), await submit()];
    await respond(requests[0].id);
    const before = fieldCipher().currentKeyId;
    const total = (await storedKeyIds()).length;
    const readsEverything = async () => {
      for (const request of requests)
        expect(await adminView(request.id)).toMatchObject({
          background: request.background,
          currentSituation: request.currentSituation,
          specificNeeds: request.specificNeeds,
        });
    };

    // A run that dies after its first batch: a new key is in the key file, some rows use it.
    let batches = 0;
    await expect(
      rotateDataKeys(config.dataEncryption, t.databaseUrl, {
        batchSize: 2,
        log: (line) => {
          if (line.startsWith('  ') && ++batches === 1) throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    const keys = readKeyFile(config.dataEncryption.keyFile);
    expect(keys).toHaveLength(2);
    const newKeyId = keys[1].id;
    expect(newKeyId).not.toBe(before);
    const halfway = await storedKeyIds();
    const moved = halfway.filter((id) => id === newKeyId).length;
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(total);
    expect(halfway).toContain(before);
    // The running app knows the new key without a restart, and reads both.
    await readsEverything();

    const result = await rotateDataKeys(config.dataEncryption, t.databaseUrl, {
      resume: true,
      batchSize: 2,
    });
    expect(result).toMatchObject({
      keyId: newKeyId,
      newKey: false,
      updated: expect.any(Number),
      unusedKeyIds: [before],
    });
    expect(result.remaining).toEqual({ [newKeyId]: total });
    expect(readKeyFile(config.dataEncryption.keyFile)).toHaveLength(2);
    expect(new Set(await storedKeyIds())).toEqual(new Set([newKeyId]));
    await readsEverything();

    // The app encrypts new text with the new key too.
    const later = await submit();
    expect(new Set(await storedKeyIds())).toEqual(new Set([newKeyId]));
    expect(await adminView(later.id)).toMatchObject({ specificNeeds: later.specificNeeds });

    // Nothing left to do: another run rewrites nothing.
    expect(
      (await rotateDataKeys(config.dataEncryption, t.databaseUrl, { resume: true })).updated,
    ).toBe(0);
  });

  it('moves to DATA_ENCRYPTION_KEY by a rotation; a start names, and a read refuses, a key it does not know', async () => {
    const request = await submit();
    const envKey = randomBytes(32).toString('base64');
    const envKeyId = dataKeyId(parseDataKey(envKey) as Buffer);
    const fileKeys = readKeyFile(config.dataEncryption.keyFile).length;
    // The environment's key encrypts; the key file's keys are still read.
    const envConfig = { ...config.dataEncryption, envKeys: [envKey] };
    const result = await rotateDataKeys(envConfig, t.databaseUrl);
    expect(result).toMatchObject({ keyId: envKeyId, newKey: false });
    expect(readKeyFile(config.dataEncryption.keyFile)).toHaveLength(fileKeys);
    expect(new Set(await storedKeyIds())).toEqual(new Set([envKeyId]));
    // A process with only that key (no key file) reads everything.
    const [row] = await db.query('SELECT specific_needs FROM counseling_requests WHERE id = $1', [
      request.id,
    ]);
    const envOnly = new FieldCipher({ envKeys: [envKey], keyFile: join(tmpdir(), 'none', 'keys') });
    expect(envOnly.decrypt(row.specific_needs)).toBe(request.specificNeeds);

    // This app was started without that key: a start says which key is missing, and a read fails
    // loudly instead of showing ciphertext.
    expect((await encryptStoredPlaintext(t.databaseUrl, fieldCipher())).unknownKeyIds).toEqual([
      envKeyId,
    ]);
    const res = await admin.get('/api/admin/counseling').expect(500);
    expect(JSON.stringify(res.body)).not.toContain('enc:v1:');
  });
});
