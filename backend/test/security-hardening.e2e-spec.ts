import request from 'supertest';
import { DataSource } from 'typeorm';
import { totpCode } from '../src/modules/auth/two-factor/totp';
import { memberAgent, uniqueEmail } from './support/community';
import { emailQueueIdle } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import {
  Agent,
  createTestApp,
  keepSecureCookies,
  signedInAgent,
  TestApp,
} from './support/test-app';

/**
 * What a penetration test found, each closed: the second step guessed across password re-entries, a
 * spoofed first X-Forwarded-For entry, the counseling list's unaudited texts, concurrent enrolment and
 * invitations, and mail floods to one recipient.
 */
describe('security hardening', () => {
  let t: TestApp;
  let db: DataSource;
  let sink: SmtpSink;
  let admin: Agent;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      workers: false,
      env: {
        SMTP_URL: sink.url,
        // One proxy in front that appends the address it saw (as most load balancers do).
        TRUST_PROXY: '1',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
        LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL: '12',
        SIGN_IN_LIMIT_PER_EMAIL: '4',
      },
    });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { role: 'administrator' })).agent;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const auditRows = async (action: string, targetId?: number) =>
    (await db.query(
      `SELECT actor_id AS "actorId", target_id AS "targetId", summary, client_address AS "clientAddress"
         FROM audit_events WHERE action = $1 AND ($2::text IS NULL OR target_id = $2::text)
        ORDER BY id`,
      [action, targetId === undefined ? null : String(targetId)],
    )) as {
      actorId: number | null;
      targetId: string | null;
      summary: Record<string, unknown>;
      clientAddress: string | null;
    }[];

  describe('the second step of a staff sign-in', () => {
    /** A staff member with the authenticator app on. */
    async function enrolled() {
      const account = await signedInAgent(t, { role: 'pastoral' });
      const start = await account.agent.post('/api/auth/two-factor/totp').expect(201);
      const secret = start.body.secret as string;
      const confirmed = await account.agent
        .post('/api/auth/two-factor/totp/confirm')
        .send({ code: totpCode(secret, Date.now() - 30_000) })
        .expect(200);
      return { ...account, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
    }

    async function passwordStep(username: string, password: string): Promise<Agent> {
      const agent = request.agent(t.server);
      const res = await agent
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ username, password })
        .expect(200);
      expect(res.body.secondFactor).toBeDefined();
      keepSecureCookies(agent, res);
      return agent;
    }

    it('counts wrong codes across password re-entries: after ten, a growing wait, the owner e-mailed, the trail told', async () => {
      const { id, username, password, secret } = await enrolled();
      const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
      // Two full steps of five wrong answers each (codes and recovery codes alike).
      for (let round = 0; round < 2; round += 1) {
        const agent = await passwordStep(username, password);
        for (let i = 0; i < 5; i += 1) {
          const body =
            i % 2
              ? { recoveryCode: 'abcd-efgh-jkmn' }
              : { code: wrong(totpCode(secret, Date.now())) };
          const res = await agent.post('/api/auth/login/totp').send(body);
          expect(res.status).toBe(401);
        }
      }
      // A third password re-entry gives no fresh tries: even the right code waits now.
      const third = await passwordStep(username, password);
      const refused = await third
        .post('/api/auth/login/totp')
        .send({ code: totpCode(secret, Date.now()) });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many wrong codes for this account\. Try again in \d+ minute\(s\)\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(3000);
      // The next refusal waits longer.
      const fourth = await passwordStep(username, password);
      const later = await fourth.post('/api/auth/login/totp').send({ code: '123456' });
      expect(later.status).toBe(429);
      expect(Number(later.headers['retry-after'])).toBeGreaterThan(
        Number(refused.headers['retry-after']),
      );

      expect(await auditRows('auth.second_factor_failed', id)).toHaveLength(10);
      const locked = await auditRows('auth.second_factor_locked', id);
      expect(locked).toHaveLength(1);
      expect(locked[0].summary).toMatchObject({ failures: 10 });

      const email = `${username}@example.test`;
      await sink.waitFor(() => sink.received(email).length > 0, 10_000, 'the alert');
      expect(sink.received(email)).toHaveLength(1);
      const alert = await SmtpSink.parse(sink.received(email)[0]);
      expect(alert.subject).toMatch(/^Someone has your .+ password$/);
      expect(alert.text).toContain('10 wrong two-factor codes');
    });

    it('starts the count again once the owner gets through', async () => {
      const { id, username, password, secret } = await enrolled();
      const agent = await passwordStep(username, password);
      for (let i = 0; i < 4; i += 1)
        await agent.post('/api/auth/login/totp').send({ code: '000000' }).expect(401);
      await agent
        .post('/api/auth/login/totp')
        .send({ code: totpCode(secret, Date.now()) })
        .expect(200);
      const [row] = await db.query('SELECT points FROM rate_limits WHERE key = $1', [
        `second-factor-account:${id}`,
      ]);
      expect(row).toBeUndefined();
    });
  });

  describe('behind a proxy that appends to X-Forwarded-For (TRUST_PROXY=1)', () => {
    const wrongPassword = (spoofed: string, real: string, username: string) =>
      request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `${spoofed}, ${real}`)
        .send({ username, password: 'not the password' });

    it('counts the address the proxy saw, never the first entry a client wrote', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await wrongPassword(`10.9.${i}.1`, '198.51.100.77', `nobody-${i}`);
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
      expect(statuses.slice(8)).toEqual(Array(4).fill(429));
      // The trail keeps the proxy's address, not the spoofed one.
      const failures = await auditRows('auth.sign_in_failed');
      expect(failures.map((row) => row.clientAddress)).toContain('198.51.100.77');
      expect(failures.map((row) => row.clientAddress)).not.toContain('10.9.0.1');
    });

    it('refuses a client address that is not an IP address', async () => {
      const res = await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', 'evil-host')
        .send({ username: 'x', password: 'y' })
        .expect(400);
      expect(res.body.message).toBe('The client address could not be read.');
    });

    it('slows an account attacked from many addresses, and stores each sign-in address as an IP', async () => {
      const { username, password } = await signedInAgent(t, { role: 'content' });
      const statuses: number[] = [];
      for (let i = 0; i < 14; i += 1) {
        const res = await wrongPassword('1.1.1.1', `203.0.113.${i + 1}`, username);
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 12)).toEqual(Array(12).fill(401));
      expect(statuses.slice(12)).toEqual([429, 429]);
      // The owner is slowed, never shut out for good: at most an hour.
      const owner = await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '192.0.2.50')
        .send({ username, password })
        .expect(429);
      expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(3600);
    });
  });

  describe('the Counseling tab', () => {
    it('reads the narrative only through audited reads: the page leaves it out, the plain list and the detail are audited', async () => {
      const { agent: pastor, id: pastorId } = await signedInAgent(t, { role: 'pastoral' });
      const ids: number[] = [];
      for (const name of ['Hannah', 'Naomi']) {
        const [{ id }] = await db.query(
          `INSERT INTO counseling_requests (name, email, category, background, current_situation, specific_needs)
           VALUES ($1, 'x@example.test', 'Family Issues', 'b', 'c', 'd') RETURNING id`,
          [name],
        );
        ids.push(id);
      }
      const page = await pastor.get('/api/admin/counseling?pageSize=50').expect(200);
      expect(JSON.stringify(page.body.items)).not.toMatch(
        /background|currentSituation|specificNeeds/,
      );
      expect(await auditRows('counseling.list_read')).toHaveLength(0);

      const plain = await pastor.get('/api/admin/counseling').expect(200);
      expect(plain.body[0]).toHaveProperty('currentSituation');
      const [read] = await auditRows('counseling.list_read');
      expect(read.actorId).toBe(pastorId);
      expect(read.summary).toEqual({ count: plain.body.length, ids: [`${ids[0]}-${ids[1]}`] });

      const detail = await pastor.get(`/api/admin/counseling/${ids[1]}`).expect(200);
      expect(detail.body).toMatchObject({ name: 'Naomi', background: 'b', responses: [] });
      expect(await auditRows('counseling.view', ids[1])).toHaveLength(1);
      await pastor.get('/api/admin/counseling/999999').expect(404);
    });
  });

  describe('races and floods', () => {
    it('enrols the authenticator app once under six concurrent starts', async () => {
      const { agent, id } = await signedInAgent(t, { role: 'pastoral' });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => agent.post('/api/auth/two-factor/totp')),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
      const rows = await db.query('SELECT 1 FROM staff_totp_factors WHERE user_id = $1', [id]);
      expect(rows).toHaveLength(1);
    });

    it('leaves exactly one open invitation after six concurrent invitations to one address', async () => {
      const email = uniqueEmail('invitee');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          admin.post('/api/admin/staff/invitations').send({ email, role: 'content' }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
      const [{ open }] = await db.query(
        `SELECT count(*)::int AS open FROM account_tokens
          WHERE purpose = 'invitation' AND lower(email) = $1 AND used_at IS NULL AND revoked_at IS NULL`,
        [email.toLowerCase()],
      );
      expect(open).toBe(1);
    });

    it('caps the password-reset e-mails to one staff address at five an hour', async () => {
      const { username } = await signedInAgent(t, { role: 'content' });
      const email = `${username}@example.test`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const res = await request(t.server)
          .post('/api/auth/password-reset/request')
          .send({ email });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
      await sink.waitFor(() => sink.received(email).length >= 5, 10_000, 'reset mails');
      // Each request queued its mail before it answered: once the queue is idle, all were sent.
      await emailQueueIdle(t);
      expect(sink.received(email)).toHaveLength(5);
    });

    it("caps a member's e-mail-change confirmations to one address, whoever's it is", async () => {
      const { agent } = await memberAgent(t, { firstName: 'Jezebel' });
      const stranger = uniqueEmail('stranger');
      const statuses: number[] = [];
      for (let i = 0; i < 14; i += 1) {
        const res = await agent.post('/api/community/me/email').send({ email: stranger });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(4).fill(202), ...Array(10).fill(429)]);
    });
  });
});
