import request from 'supertest';
import { DataSource } from 'typeorm';
import { MaintenanceService } from '../src/maintenance/maintenance.service';
import * as passwords from '../src/modules/auth/password';
import { SESSION_EXPIRED } from '../src/common/access/access.guard';
import {
  Agent,
  createTestApp,
  keepSecureCookies,
  signedInAgent,
  TestApp,
} from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

/** A sign-in from client address `ip` (the app trusts the proxy's X-Forwarded-For here). */
function signIn(t: TestApp, ip: string, username: string, password: string): request.Test {
  return request(t.server)
    .post('/api/auth/login')
    .set('X-Forwarded-For', ip)
    .send({ username, password });
}

// docs/architecture.md, "Staff roles and permissions" (staff sessions and sign-in).
describe('staff sign-in throttle: counted before the password is checked', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
        LOGIN_THROTTLE_WINDOW_SECONDS: '900',
      },
    });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('lets 30 parallel wrong passwords reach at most the configured number of password checks', async () => {
    const { username } = await signedInAgent(t, { role: 'pastoral' });
    const checks = jest.spyOn(passwords, 'verifyPassword');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(t, '203.0.113.10', username, 'wrong guess')),
    );
    const statuses = answers.map((res) => res.status);
    expect(checks).toHaveBeenCalledTimes(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ minute\(s\)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the account open to its owner from a clean address, and refuses the attacking one', async () => {
    const { username, password } = await signedInAgent(t, { role: 'content' });
    for (let i = 0; i < 8; i += 1) await signIn(t, '198.51.100.7', username, `guess ${i}`);
    // The right password from the attacking address is refused too, without a password check.
    const checks = jest.spyOn(passwords, 'verifyPassword');
    await signIn(t, '198.51.100.7', username, password).expect(429);
    expect(checks).not.toHaveBeenCalled();
    await signIn(t, '192.0.2.44', username, password).expect(200);
  });

  it('makes the wait grow with each further attempt while refused', async () => {
    const { username } = await signedInAgent(t, { role: 'content' });
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await signIn(t, '198.51.100.20', username, 'wrong');
      if (res.status === 429) waits.push(Number(res.headers['retry-after']));
    }
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeGreaterThanOrEqual(899);
    expect(waits[1]).toBeGreaterThanOrEqual(2 * 900 - 2);
    expect(waits[2]).toBeGreaterThanOrEqual(4 * 900 - 2);
  });

  it('throttles one address however many accounts it tries', async () => {
    const many = await createTestApp({
      workers: false,
      env: {
        TRUST_PROXY: 'true',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
      },
    });
    try {
      const { username, password } = await signedInAgent(many, { role: 'content' });
      for (let i = 0; i < 6; i += 1) {
        await signIn(many, '203.0.113.99', `nobody-${i}`, 'wrong').expect(401);
      }
      await signIn(many, '203.0.113.99', 'nobody-else', 'wrong').expect(429);
      await signIn(many, '203.0.113.99', username, password).expect(429);
      await signIn(many, '203.0.113.100', username, password).expect(200);
    } finally {
      await many.close();
    }
  });

  it('starts the count again after a successful sign-in from that address', async () => {
    const { username, password } = await signedInAgent(t, { role: 'communications' });
    for (let i = 0; i < 4; i += 1) {
      await signIn(t, '198.51.100.30', username, 'wrong').expect(401);
    }
    await signIn(t, '198.51.100.30', username, password).expect(200);
    for (let i = 0; i < 5; i += 1) {
      await signIn(t, '198.51.100.30', username, 'wrong').expect(401);
    }
    await signIn(t, '198.51.100.30', username, password).expect(429);
  });

  it('keeps its counters in rate_limits, which maintenance prunes once their time has passed', async () => {
    const { username } = await signedInAgent(t, { role: 'pastoral' });
    await signIn(t, '198.51.100.40', username, 'wrong').expect(401);
    const rows: { key: string }[] = await db.query(
      `SELECT key FROM rate_limits WHERE key LIKE '%198.51.100.40' ORDER BY key`,
    );
    expect(rows.map((r) => r.key)).toEqual([
      expect.stringMatching(/^login-account:\d+\|198\.51\.100\.40$/),
      'login-address:198.51.100.40',
    ]);
    await db.query(`UPDATE rate_limits SET expire = $1 WHERE key LIKE '%198.51.100.40'`, [
      Date.now() - 2 * 3600 * 1000,
    ]);
    await t.app.get(MaintenanceService).run();
    const left: unknown[] = await db.query(
      `SELECT key FROM rate_limits WHERE key LIKE '%198.51.100.40'`,
    );
    expect(left).toEqual([]);
  });
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_PASSWORD = 'a quiet garden at dawn';

interface SessionRow {
  id: string;
  device: string;
  address: string | null;
  signedInAt: string | null;
  lastSeenAt: string | null;
  current: boolean;
}

describe('staff sessions and "My account"', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ workers: false, env: { TRUST_PROXY: 'true' } });
    db = t.app.get(DataSource);
    ({ agent: admin } = await signedInAgent(t, { role: 'administrator' }));
  });
  afterAll(() => t.close());

  /** Another browser signed in as `username`, from `ip` with `userAgent`. */
  async function browser(
    username: string,
    password: string,
    userAgent = CHROME_LINUX,
    ip = '203.0.113.5',
  ): Promise<Agent> {
    const agent = request.agent(t.server);
    const res = await agent
      .post('/api/auth/login')
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', ip)
      .set('X-Forwarded-Proto', 'https')
      .send({ username, password })
      .expect(200);
    keepSecureCookies(agent, res);
    return agent;
  }

  /** Moves the stored timestamps of every session of `userId` into the past. */
  async function age(userId: number, field: 'lastSeenAt' | 'signedInAt', ms: number) {
    await db.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, $2, to_jsonb($3::bigint))::json
        WHERE sess->>'userId' = $1`,
      [String(userId), `{${field}}`, Date.now() - ms],
    );
  }

  it('lists the own sessions with device, address, times and this one marked; ends another one', async () => {
    const { username, password, id } = await signedInAgent(t, { role: 'pastoral' });
    const before = Date.now();
    const first = await browser(username, password, CHROME_LINUX, '203.0.113.5');
    const second = await browser(username, password, FIREFOX_WINDOWS, '198.51.100.9');
    const listed = (await first.get('/api/auth/account/sessions').expect(200)).body as SessionRow[];
    // signedInAgent's own session, and the two browsers.
    expect(listed).toHaveLength(3);
    const mine = listed.find((row) => row.current)!;
    expect(mine).toMatchObject({ device: 'Chrome on Linux', address: '203.0.113.5' });
    expect(Date.parse(mine.signedInAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(mine.lastSeenAt!)).toBeGreaterThanOrEqual(before - 1000);
    const other = listed.find((row) => row.device === 'Firefox on Windows')!;
    expect(other).toMatchObject({ address: '198.51.100.9', current: false });
    expect(listed.filter((row) => row.current)).toHaveLength(1);
    // Never the session id itself.
    const sids: { sid: string }[] = await db.query(
      `SELECT sid FROM sessions WHERE sess->>'userId' = $1`,
      [String(id)],
    );
    for (const { sid } of sids) expect(JSON.stringify(listed)).not.toContain(sid);

    await first.delete(`/api/auth/account/sessions/${other.id}`).expect(204);
    const ended = await second.get('/api/auth/user').expect(401);
    expect(ended.body.message).toBe(
      'This session was ended from another device. Sign in again to continue.',
    );
    await first.get('/api/auth/user').expect(200);
    const after = (await first.get('/api/auth/account/sessions').expect(200)).body as SessionRow[];
    expect(after.map((row) => row.id)).not.toContain(other.id);
  });

  it("refuses to end another account's session, or one that does not exist, with 404", async () => {
    const victim = await signedInAgent(t, { role: 'content' });
    const victimSessions = (await victim.agent.get('/api/auth/account/sessions').expect(200))
      .body as SessionRow[];
    const { agent: intruder } = await signedInAgent(t, { role: 'communications' });
    const refused = await intruder
      .delete(`/api/auth/account/sessions/${victimSessions[0].id}`)
      .expect(404);
    expect(refused.body.message).toBe('Session not found');
    await admin.delete(`/api/auth/account/sessions/${victimSessions[0].id}`).expect(404);
    await intruder.delete(`/api/auth/account/sessions/${'x'.repeat(500)}`).expect(404);
    await victim.agent.get('/api/auth/user').expect(200);
    await request(t.server).get('/api/auth/account/sessions').expect(401);
  });

  it('changes the password: the current one is asked, the policy applies, the other sessions end', async () => {
    const { agent, username, password } = await signedInAgent(t, { role: 'communications' });
    const other = await browser(username, password);
    const change = (body: Record<string, unknown>) =>
      agent.post('/api/auth/account/password').send(body);

    const wrong = await change({ currentPassword: 'not it', newPassword: NEW_PASSWORD }).expect(
      400,
    );
    expect(wrong.body.message).toBe('The current password is not right.');
    const short = await change({ currentPassword: password, newPassword: 'short' }).expect(400);
    expect(short.body.message).toBe('The password must be at least 12 characters long.');
    const common = await change({ currentPassword: password, newPassword: 'password1234' });
    expect(common.status).toBe(400);
    expect(common.body.message).toMatch(/too common/);
    await change({ currentPassword: password }).expect(400);
    await change({ currentPassword: password, newPassword: 12 }).expect(400);
    await other.get('/api/auth/user').expect(200);

    const done = await change({ currentPassword: password, newPassword: NEW_PASSWORD }).expect(200);
    expect(done.body.message).toMatch(/other sessions have been signed out/);
    keepSecureCookies(agent, done);
    await other.get('/api/auth/user').expect(401);
    await agent.get('/api/auth/user').expect(200);
    const left = (await agent.get('/api/auth/account/sessions').expect(200)).body as SessionRow[];
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
    await signIn(t, '192.0.2.1', username, password).expect(401);
    await signIn(t, '192.0.2.1', username, NEW_PASSWORD).expect(200);
  });

  it('gives this browser a new session id when the password changes', async () => {
    const { agent, password, id } = await signedInAgent(t, { role: 'content' });
    const sidsOf = async () =>
      (
        (await db.query(`SELECT sid FROM sessions WHERE sess->>'userId' = $1`, [String(id)])) as {
          sid: string;
        }[]
      ).map((r) => r.sid);
    const [before] = await sidsOf();
    const res = await agent
      .post('/api/auth/account/password')
      .send({ currentPassword: password, newPassword: NEW_PASSWORD })
      .expect(200);
    keepSecureCookies(agent, res);
    const after = await sidsOf();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    await agent.get('/api/auth/user').expect(200);
  });

  it('signs a staff session out after the idle timeout (2 hours by default)', async () => {
    const { agent, id } = await signedInAgent(t, { role: 'pastoral' });
    await age(id, 'lastSeenAt', 119 * 60_000);
    await agent.get('/api/auth/user').expect(200);
    await age(id, 'lastSeenAt', 121 * 60_000);
    const expired = await agent.get('/api/auth/user').expect(401);
    expect(expired.body.message).toBe(SESSION_EXPIRED);
    await agent.get('/api/auth/user').expect(401);
    const rows: unknown[] = await db.query(`SELECT 1 FROM sessions WHERE sess->>'userId' = $1`, [
      String(id),
    ]);
    expect(rows).toEqual([]);
  });

  it('signs a busy staff session out after its absolute lifetime (12 hours by default)', async () => {
    const { agent, id } = await signedInAgent(t, { role: 'content' });
    await age(id, 'signedInAt', 11.9 * 3600_000);
    await agent.get('/api/admin/events').expect(200);
    await age(id, 'signedInAt', 12.1 * 3600_000);
    const expired = await agent.get('/api/admin/events').expect(401);
    expect(expired.body.message).toBe(SESSION_EXPIRED);
  });

  it('keeps the last-seen time as requests come, so a used session stays', async () => {
    const { agent, id } = await signedInAgent(t, { role: 'pastoral' });
    await age(id, 'lastSeenAt', 110 * 60_000);
    await agent.get('/api/auth/user').expect(200);
    const [row] = (await db.query(
      `SELECT (sess->>'lastSeenAt')::bigint AS "lastSeenAt" FROM sessions WHERE sess->>'userId' = $1`,
      [String(id)],
    )) as { lastSeenAt: string }[];
    expect(Date.now() - Number(row.lastSeenAt)).toBeLessThan(60_000);
  });

  it('takes both limits from the settings, within their bounds', async () => {
    const settings = (await admin.get('/api/admin/settings').expect(200)).body as Record<
      string,
      unknown
    >;
    expect(settings).toMatchObject({ staffIdleMinutes: 120, staffSessionHours: 12 });
    stripReadOnlySettings(settings);
    const save = (changes: Record<string, unknown>) =>
      admin.put('/api/admin/settings').send({ ...settings, ...changes });
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { staffIdleMinutes: 4 },
        'staffIdleMinutes',
        'The idle timeout of staff sessions must be a whole number of minutes from 5 to 1440',
      ],
      [
        { staffSessionHours: 73 },
        'staffSessionHours',
        'The lifetime of staff sessions must be a whole number of hours from 1 to 72',
      ],
      [
        { staffSessionHours: '2' },
        'staffSessionHours',
        'The lifetime of staff sessions must be a whole number of hours from 1 to 72',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await save(change).expect(400);
      expect(res.body).toEqual({ message, errors: [{ field, message }] });
    }
    const open = await request(t.server).get('/api/settings').expect(200);
    expect(open.body).not.toHaveProperty('staffIdleMinutes');

    const { agent, id } = await signedInAgent(t, { role: 'pastoral' });
    await save({ staffIdleMinutes: 10, staffSessionHours: 2 }).expect(200);
    try {
      await age(id, 'lastSeenAt', 9 * 60_000);
      await agent.get('/api/auth/user').expect(200);
      await age(id, 'lastSeenAt', 11 * 60_000);
      await agent.get('/api/auth/user').expect(401);

      const busy = await signedInAgent(t, { role: 'content' });
      await age(busy.id, 'signedInAt', 2.1 * 3600_000);
      await busy.agent.get('/api/auth/user').expect(401);
    } finally {
      await save({ staffIdleMinutes: 120, staffSessionHours: 12 }).expect(200);
    }
  });

  it('leaves a community member signed in when the staff session in the same browser expires', async () => {
    const { agent, id } = await signedInAgent(t, { role: 'pastoral' });
    await db.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{memberId}', '999999')::json
        WHERE sess->>'userId' = $1`,
      [String(id)],
    );
    await age(id, 'lastSeenAt', 3 * 3600_000);
    await agent.get('/api/auth/user').expect(401);
    const rows: { sess: Record<string, unknown> }[] = await db.query(
      `SELECT sess FROM sessions WHERE sess->>'memberId' = '999999'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].sess).not.toHaveProperty('userId');
    expect(rows[0].sess).not.toHaveProperty('signedInAt');
  });

  it("ends an account's sessions when its role changes, so the new role starts afresh", async () => {
    const member = await signedInAgent(t, { role: 'communications' });
    const other = await browser(member.username, member.password);
    await admin
      .put(`/api/admin/staff/accounts/${member.id}/role`)
      .send({ role: 'content' })
      .expect(200);
    await member.agent.get('/api/auth/user').expect(401);
    await other.get('/api/auth/user').expect(401);
    const again = await browser(member.username, member.password);
    const user = await again.get('/api/auth/user').expect(200);
    expect(user.body.role).toBe('content');
    // The same role again changes nothing: the sessions stay.
    await admin
      .put(`/api/admin/staff/accounts/${member.id}/role`)
      .send({ role: 'content' })
      .expect(200);
    await again.get('/api/auth/user').expect(200);
  });

  it('keeps an Administrator who changes their own role signed in, on a new session id', async () => {
    const { agent: first, id } = await signedInAgent(t, { role: 'administrator' });
    const res = await first
      .put(`/api/admin/staff/accounts/${id}/role`)
      .send({ role: 'pastoral' })
      .expect(200);
    keepSecureCookies(first, res);
    expect(String(res.headers['set-cookie'])).toMatch(/ministry\.sid=/);
    const user = await first.get('/api/auth/user').expect(200);
    expect(user.body.role).toBe('pastoral');
  });
});
