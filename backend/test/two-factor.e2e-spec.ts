import request from 'supertest';
import { DataSource } from 'typeorm';
import { totpCode } from '../src/modules/auth/two-factor/totp';
import {
  Agent,
  createTestApp,
  keepSecureCookies,
  signedInAgent,
  TestApp,
} from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

const PASSWORD = 'a-long-enough-password';

// docs/architecture.md, "Two-factor sign-in".
describe('two-factor sign-in of staff: TOTP, recovery codes, the second step, Require 2FA', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { role: 'administrator' })).agent;
  });
  afterAll(() => t.close());

  /** A password sign-in from a new browser. */
  async function passwordStep(username: string, password = PASSWORD) {
    const agent = request.agent(t.server);
    const res = await agent
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username, password })
      .expect(200);
    keepSecureCookies(agent, res);
    return { agent, body: res.body as Record<string, unknown> };
  }

  /** A staff member with the authenticator app on: its secret and recovery codes. */
  async function enrolled(role: 'pastoral' | 'content' = 'pastoral') {
    const account = await signedInAgent(t, { role });
    const start = await account.agent.post('/api/auth/two-factor/totp').expect(201);
    const secret = start.body.secret as string;
    // The code of the step before: this step's code stays unused for the test's sign-in (a code is
    // good once, enrolment included).
    const confirmed = await account.agent
      .post('/api/auth/two-factor/totp/confirm')
      .send({ code: totpCode(secret, Date.now() - 30_000) })
      .expect(200);
    return { ...account, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  const staffRow = async (id: number) => {
    const rows = (await admin.get('/api/admin/staff').expect(200)).body as {
      userId: number;
      twoFactor: boolean;
    }[];
    return rows.find((row) => row.userId === id)!;
  };

  it('enrols the app: a QR code and the secret, a wrong code refused, a right one turns it on with ten recovery codes', async () => {
    const { agent, id } = await signedInAgent(t, { role: 'pastoral' });
    expect((await agent.get('/api/auth/two-factor').expect(200)).body).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: [],
      required: false,
    });
    expect((await staffRow(id)).twoFactor).toBe(false);

    const start = await agent.post('/api/auth/two-factor/totp').expect(201);
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.body.uri).toContain(`secret=${start.body.secret}`);
    expect(start.body.qrCode).toMatch(/^data:image\/png;base64,/);
    // Encrypted at rest.
    const [stored] = await db.query('SELECT secret FROM staff_totp_factors WHERE user_id = $1', [
      id,
    ]);
    expect(stored.secret).toMatch(/^enc:v1:/);
    expect(stored.secret).not.toContain(start.body.secret);

    // Not on until confirmed: a sign-in is still a password alone.
    expect((await agent.get('/api/auth/two-factor').expect(200)).body.totp).toBe(false);

    const wrong = await agent
      .post('/api/auth/two-factor/totp/confirm')
      .send({ code: totpCode(start.body.secret, Date.now() - 5 * 60_000) })
      .expect(400);
    expect(wrong.body.message).toMatch(/not right/);
    const malformed = await agent
      .post('/api/auth/two-factor/totp/confirm')
      .send({ code: '12ab56' })
      .expect(400);
    expect(malformed.body.message).toBe('The code is the 6 digits your authenticator app shows');

    const confirmed = await agent
      .post('/api/auth/two-factor/totp/confirm')
      .send({ code: totpCode(start.body.secret) })
      .expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    // Only hashes are stored.
    const hashes: { code_hash: string }[] = await db.query(
      'SELECT code_hash FROM staff_recovery_codes WHERE user_id = $1',
      [id],
    );
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.code_hash)).not.toContain(confirmed.body.recoveryCodes[0]);

    expect((await agent.get('/api/auth/two-factor').expect(200)).body).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });
    expect((await staffRow(id)).twoFactor).toBe(true);
    // Starting again while on is refused.
    await agent.post('/api/auth/two-factor/totp').expect(409);
  });

  it('the right password alone is a second step, not a session; a code finishes it and a code is good once', async () => {
    const { username, secret } = await enrolled();
    const { agent, body } = await passwordStep(username);
    expect(body).toEqual({
      secondFactor: { methods: ['totp', 'recovery'], expiresAt: expect.any(String) },
    });
    const expiresIn =
      Date.parse((body.secondFactor as { expiresAt: string }).expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
    // Not signed in meanwhile.
    await agent.get('/api/auth/user').expect(401);
    await agent.get('/api/admin/counseling').expect(401);
    await agent.get('/api/auth/two-factor').expect(401);

    expect(
      (await agent.post('/api/auth/login/totp').send({ code: '000000' }).expect(401)).body.message,
    ).toBe('Invalid code');
    const code = totpCode(secret);
    const signedIn = await agent.post('/api/auth/login/totp').send({ code }).expect(200);
    expect(signedIn.body).toMatchObject({ username, role: 'pastoral', isAdmin: true });
    expect(signedIn.body).not.toHaveProperty('twoFactorSetupRequired');
    await agent.get('/api/auth/user').expect(200);
    await agent.get('/api/admin/counseling').expect(200);

    // The same code again (a replay) is refused, saying why; the next step's code is accepted.
    const again = await passwordStep(username);
    const replay = await again.agent.post('/api/auth/login/totp').send({ code }).expect(401);
    expect(replay.body.message).toBe(
      'That code was already used. Wait for the next code in your authenticator app.',
    );
    await again.agent
      .post('/api/auth/login/totp')
      .send({ code: totpCode(secret, Date.now() + 30_000) })
      .expect(200);
  });

  it('checks what the second step is sent: a code or a recovery code, one of them', async () => {
    const { username } = await enrolled();
    const { agent } = await passwordStep(username);
    for (const body of [{}, { code: '123456', recoveryCode: 'abcd-efgh-jkmn' }])
      expect((await agent.post('/api/auth/login/totp').send(body).expect(400)).body.message).toBe(
        'Enter the code from your authenticator app, or one recovery code',
      );
    expect(
      (await agent.post('/api/auth/login/totp').send({ recoveryCode: 'short' }).expect(400)).body
        .message,
    ).toMatch(/recovery code has 12/);
    // Without a password step there is nothing to finish.
    await request(t.server).post('/api/auth/login/totp').send({ code: '123456' }).expect(401);
  });

  it('a recovery code signs in once', async () => {
    const { username, recoveryCodes, agent: owner } = await enrolled();
    const first = await passwordStep(username);
    await first.agent
      .post('/api/auth/login/totp')
      .send({ recoveryCode: recoveryCodes[3].toUpperCase() })
      .expect(200);
    await first.agent.get('/api/auth/user').expect(200);
    const second = await passwordStep(username);
    const reused = await second.agent
      .post('/api/auth/login/totp')
      .send({ recoveryCode: recoveryCodes[3] })
      .expect(401);
    expect(reused.body.message).toBe(
      'That recovery code was already used: each works once. Use another one.',
    );
    const [audited] = await db.query(
      `SELECT summary FROM audit_events WHERE action = 'auth.second_factor_failed' ORDER BY id DESC LIMIT 1`,
    );
    expect(audited.summary).toEqual({ method: 'recovery_code', reason: 'reused' });
    expect((await owner.get('/api/auth/two-factor').expect(200)).body.recoveryCodesLeft).toBe(9);
  });

  it('the second step expires after five minutes', async () => {
    const { username, secret } = await enrolled();
    const { agent } = await passwordStep(username);
    await db.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{secondFactor,expiresAt}', to_jsonb(0))::json
       WHERE (sess->'secondFactor'->>'userId')::int = (SELECT id FROM users WHERE username = $1)`,
      [username],
    );
    const res = await agent
      .post('/api/auth/login/totp')
      .send({ code: totpCode(secret) })
      .expect(401);
    expect(res.body.message).toMatch(/expired/);
    await agent.get('/api/auth/user').expect(401);
  });

  it('five attempts per second step, then the password again', async () => {
    const { username, secret } = await enrolled();
    const { agent } = await passwordStep(username);
    for (let i = 0; i < 5; i++)
      await agent.post('/api/auth/login/totp').send({ code: '000000' }).expect(401);
    const blocked = await agent
      .post('/api/auth/login/totp')
      .send({ code: totpCode(secret) })
      .expect(429);
    expect(blocked.body.message).toMatch(/username and password again/);
    // The step is gone: even the right code does not finish it now.
    await agent
      .post('/api/auth/login/totp')
      .send({ code: totpCode(secret) })
      .expect(401);
    await agent.get('/api/auth/user').expect(401);
    // A new password step has its own five.
    const again = await passwordStep(username);
    await again.agent
      .post('/api/auth/login/totp')
      .send({ code: totpCode(secret) })
      .expect(200);
  });

  it('new recovery codes and turning the app off need the password or a current code', async () => {
    const { agent, username, secret, recoveryCodes } = await enrolled();
    const refused = await agent
      .post('/api/auth/two-factor/recovery-codes')
      .send({ password: 'not the password' })
      .expect(400);
    expect(refused.body.message).toBe('That password or code is not right.');
    await agent.post('/api/auth/two-factor/recovery-codes').send({}).expect(400);
    const renewed = await agent
      .post('/api/auth/two-factor/recovery-codes')
      .send({ code: totpCode(secret) })
      .expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    // The old codes stopped working.
    const old = await passwordStep(username);
    await old.agent
      .post('/api/auth/login/totp')
      .send({ recoveryCode: recoveryCodes[0] })
      .expect(401);

    await agent.post('/api/auth/two-factor/totp/disable').send({ password: 'wrong' }).expect(400);
    await agent.post('/api/auth/two-factor/totp/disable').send({ password: PASSWORD }).expect(200);
    expect((await agent.get('/api/auth/two-factor').expect(200)).body).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });
    // The password alone signs in again, with today's answer.
    const { body } = await passwordStep(username);
    expect(body).toMatchObject({ username, role: 'pastoral' });
    expect(body).not.toHaveProperty('secondFactor');
  });

  describe('Require 2FA (a setting)', () => {
    let settings: Record<string, unknown>;
    const saveSettings = (changes: Record<string, unknown>) =>
      admin.put('/api/admin/settings').send({ ...settings, ...changes });

    beforeAll(async () => {
      settings = (await admin.get('/api/admin/settings').expect(200)).body;
      stripReadOnlySettings(settings);
      expect(settings.requireTwoFactor).toBe(false);
      await saveSettings({ requireTwoFactor: 'yes' }).expect(400);
      await saveSettings({ requireTwoFactor: true }).expect(200);
      expect((await admin.get('/api/admin/settings').expect(200)).body.requireTwoFactor).toBe(true);
    });
    afterAll(() => saveSettings({ requireTwoFactor: false }).expect(200));

    it('a staff member without a second factor may only enrol (or sign out) until they have one', async () => {
      const { username } = await signedInAgent(t, { role: 'content' });
      const { agent, body } = await passwordStep(username);
      expect(body).toMatchObject({ username, role: 'content', twoFactorSetupRequired: true });
      expect((await agent.get('/api/auth/user').expect(200)).body.twoFactorSetupRequired).toBe(
        true,
      );
      const refused = await agent.get('/api/admin/events').expect(403);
      expect(refused.body.message).toBe(
        'Two-factor sign-in is required: set up an authenticator app or a passkey in My account first.',
      );
      await agent
        .post('/api/auth/two-factor/recovery-codes')
        .send({ password: PASSWORD })
        .expect(403);
      expect((await agent.get('/api/auth/two-factor').expect(200)).body.required).toBe(true);

      const start = await agent.post('/api/auth/two-factor/totp').expect(201);
      await agent
        .post('/api/auth/two-factor/totp/confirm')
        .send({ code: totpCode(start.body.secret) })
        .expect(200);
      // Enrolled: the whole dashboard of the role, on the same browser.
      await agent.get('/api/admin/events').expect(200);
      expect((await agent.get('/api/auth/user').expect(200)).body).not.toHaveProperty(
        'twoFactorSetupRequired',
      );
      // The only factor cannot be removed while it is required.
      const kept = await agent
        .post('/api/auth/two-factor/totp/disable')
        .send({ password: PASSWORD })
        .expect(409);
      expect(kept.body.message).toMatch(/set up another method/);
      // Next time: the second step.
      expect((await passwordStep(username)).body).toHaveProperty('secondFactor');
    });

    it('an account that is not staff is not held to it', async () => {
      const { username } = await signedInAgent(t, { role: null });
      const { body } = await passwordStep(username);
      expect(body).not.toHaveProperty('twoFactorSetupRequired');
    });
  });
});
