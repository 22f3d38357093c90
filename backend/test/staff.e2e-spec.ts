import request from 'supertest';
import { DataSource } from 'typeorm';
import { SmtpSink } from './support/smtp-sink';
import {
  Agent,
  createTestApp,
  keepSecureCookies,
  signedInAgent,
  TestApp,
} from './support/test-app';

const GOOD_PASSWORD = 'a quiet garden at dawn';

// docs/architecture.md, "Staff roles and permissions" (staff management).
describe('staff accounts: invitations, roles, deactivation, password resets', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let db: DataSource;
  let admin: Agent;
  let adminId: number;
  let adminLogin: { username: string; password: string };
  let seq = 0;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ workers: false, env: { SMTP_URL: sink.url } });
    db = t.app.get(DataSource);
    const signedIn = await signedInAgent(t, { role: 'administrator' });
    ({ agent: admin, id: adminId } = signedIn);
    adminLogin = { username: signedIn.username, password: signedIn.password };
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const newAddress = () => `staff${++seq}-${Date.now()}@example.test`;

  /** The token of the newest e-mailed link to `email` with `subject` matching. */
  async function linkTokenFor(email: string, subject: RegExp, count = 1): Promise<string> {
    await sink.waitFor(() => sink.received(email).length >= count, 10_000, `mail to ${email}`);
    const mail = await SmtpSink.parse(sink.received(email)[count - 1]);
    expect(mail.subject).toMatch(subject);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    // The HTML part links to the same address.
    expect(mail.html).toContain(`token=${token}`);
    return token!;
  }

  async function signIn(
    username: string,
    password: string,
  ): Promise<request.Response & { agent: Agent }> {
    const agent = request.agent(t.server);
    const res = await agent
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username, password });
    if (res.status === 200) keepSecureCookies(agent, res);
    return Object.assign(res, { agent });
  }

  async function invite(
    role: string,
    email = newAddress(),
  ): Promise<{ email: string; token: string; id: number }> {
    const count = sink.received(email).length + 1;
    const res = await admin.post('/api/admin/staff/invitations').send({ email, role }).expect(201);
    const token = await linkTokenFor(email, /invited/, count);
    return { email, token, id: res.body.invitationId };
  }

  async function accept(token: string, password = GOOD_PASSWORD) {
    return request(t.server)
      .post('/api/auth/invitation/accept')
      .send({ token, firstName: 'Ruth', lastName: 'Moabite', password });
  }

  it('an invited pastoral-care person accepts the e-mailed link, signs in and may do only their part', async () => {
    const email = newAddress();
    const invited = await admin
      .post('/api/admin/staff/invitations')
      .send({ email: `  ${email.toUpperCase()} `, role: 'pastoral' })
      .expect(201);
    expect(invited.body).toMatchObject({
      email,
      role: 'pastoral',
      status: 'invited',
      userId: null,
    });
    const hours = (Date.parse(invited.body.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const token = await linkTokenFor(email, /invited/);
    // Only the hash of the token is stored.
    const stored = await db.query('SELECT token_hash FROM account_tokens WHERE email = $1', [
      email,
    ]);
    expect(stored[0].token_hash).not.toContain(token);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    const info = await request(t.server).post('/api/auth/invitation').send({ token }).expect(200);
    expect(info.body).toEqual({ email, role: 'pastoral' });

    let res = await accept(token, 'short pass');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/at least 12 characters/);
    res = await accept(token, 'qwerty123456');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/too common/);
    res = await accept(token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: expect.any(String), username: email });

    // Single use.
    res = await accept(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/already been used/);

    const signedIn = await signIn(email, GOOD_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      email,
      firstName: 'Ruth',
      isAdmin: true,
      role: 'pastoral',
      permissions: [
        'counseling.read',
        'counseling.respond',
        'members.read',
        'members.profile',
        'testimonials.moderate',
      ],
    });
    const staff = signedIn.agent;
    await staff.get('/api/admin/counseling').expect(200);
    await staff.get('/api/community/members').expect(200);
    await staff.get('/api/admin/testimonials').expect(200);
    const refused = await staff.get('/api/admin/events').expect(403);
    expect(refused.body.message).toBe('You do not have permission to manage events.');
    expect((await staff.get('/api/community/members/export').expect(403)).body.message).toBe(
      'You do not have permission to export community members.',
    );
    await staff.get('/api/admin/staff').expect(403);

    const list = await admin.get('/api/admin/staff').expect(200);
    const row = list.body.find((r: { email: string }) => r.email === email);
    expect(row).toMatchObject({
      name: 'Ruth Moabite',
      role: 'pastoral',
      status: 'active',
      twoFactor: false,
      invitationId: null,
    });
    expect(Date.parse(row.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses tampered, malformed, expired and withdrawn invitation links with a clear 400', async () => {
    const { token, email, id } = await invite('content');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'not-a-token', '', 'x'.repeat(300)]) {
      const res = await request(t.server).post('/api/auth/invitation').send({ token: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not valid/);
    }
    expect((await accept(tampered)).status).toBe(400);
    expect((await request(t.server).post('/api/auth/invitation/accept').send({})).status).toBe(400);

    await db.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [id],
    );
    let res = await accept(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);

    // Resend: a new link valid 72 h again; the old one stops working.
    await admin.post(`/api/admin/staff/invitations/${id}/resend`).expect(200);
    const fresh = await linkTokenFor(email, /invited/, 2);
    expect(fresh).not.toBe(token);
    expect((await accept(token)).status).toBe(400);

    // Revoke: the link stops working, and the invitation leaves the list.
    await admin.delete(`/api/admin/staff/invitations/${id}`).expect(204);
    res = await accept(fresh);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/withdrawn/);
    const list = await admin.get('/api/admin/staff').expect(200);
    expect(list.body.some((r: { email: string }) => r.email === email)).toBe(false);
    await admin.delete(`/api/admin/staff/invitations/${id}`).expect(404);
    await admin.post('/api/admin/staff/invitations/999999/resend').expect(404);
  });

  it('refuses bad invitations with 400, and an address that already has an account with 409', async () => {
    let res = await admin
      .post('/api/admin/staff/invitations')
      .send({ email: 'nope', role: 'pastoral' });
    expect(res.status).toBe(400);
    res = await admin
      .post('/api/admin/staff/invitations')
      .send({ email: newAddress(), role: 'superuser' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/Role must be one of/);
    const { username } = await signedInAgent(t, { role: 'content' });
    res = await admin
      .post('/api/admin/staff/invitations')
      .send({ email: `${username}@example.test`, role: 'pastoral' });
    expect(res.status).toBe(409);
  });

  it("a role change ends that person's sessions; the new role applies from the next sign-in", async () => {
    const { agent: before, id, username, password } = await signedInAgent(t, { role: 'pastoral' });
    await before.get('/api/admin/counseling').expect(200);
    await admin.put(`/api/admin/staff/accounts/${id}/role`).send({ role: 'content' }).expect(200);
    // Told why, until the next sign-in.
    expect((await before.get('/api/admin/counseling').expect(401)).body.message).toBe(
      'Your role was changed by an administrator. Sign in again to continue.',
    );
    const { agent } = await signIn(username, password);
    await agent.get('/api/admin/counseling').expect(403);
    await agent.get('/api/admin/events').expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.role).toBe('content');
    await admin.put(`/api/admin/staff/accounts/${id}/role`).send({ role: 'owner' }).expect(400);
    await admin.put('/api/admin/staff/accounts/999999/role').send({ role: 'content' }).expect(404);
  });

  it('deactivation ends every session of that person at once; reactivation lets them sign in again', async () => {
    const { agent, id, username, password } = await signedInAgent(t, { role: 'communications' });
    const second = await signIn(username, password);
    expect(second.status).toBe(200);
    const sessionsOf = async () =>
      (
        await db.query(`SELECT count(*)::int AS n FROM sessions WHERE sess->>'userId' = $1`, [
          String(id),
        ])
      )[0].n;
    expect(await sessionsOf()).toBe(2);

    const res = await admin.post(`/api/admin/staff/accounts/${id}/deactivate`).expect(200);
    expect(res.body.status).toBe('deactivated');
    expect(await sessionsOf()).toBe(0);
    expect((await agent.get('/api/auth/user').expect(401)).body.message).toBe(
      'This account has been deactivated. Ask an administrator to reactivate it.',
    );
    await second.agent.get('/api/email/templates').expect(401);

    const again = await signIn(username, password);
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/deactivated/);
    // The wrong password does not learn that the account is deactivated.
    expect((await signIn(username, 'not the password at all')).body.message).not.toMatch(
      /deactivated/,
    );

    await admin.post(`/api/admin/staff/accounts/${id}/reactivate`).expect(200);
    const back = await signIn(username, password);
    expect(back.status).toBe(200);
    await back.agent.get('/api/email/templates').expect(200);
  });

  it('the last active Administrator can be neither demoted nor deactivated (409)', async () => {
    // Every other Administrator steps down first.
    await db.query(
      "UPDATE users SET deactivated_at = now() WHERE role = 'administrator' AND id <> $1",
      [adminId],
    );
    let res = await admin
      .put(`/api/admin/staff/accounts/${adminId}/role`)
      .send({ role: 'content' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/last active Administrator/);
    res = await admin.post(`/api/admin/staff/accounts/${adminId}/deactivate`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/last active Administrator/);

    // With a second Administrator, the first may step down.
    const { id: otherId, agent: other } = await signedInAgent(t, { role: 'administrator' });
    await admin
      .put(`/api/admin/staff/accounts/${adminId}/role`)
      .send({ role: 'content' })
      .expect(200);
    res = await other.post(`/api/admin/staff/accounts/${otherId}/deactivate`);
    expect(res.status).toBe(409);
    await other
      .put(`/api/admin/staff/accounts/${adminId}/role`)
      .send({ role: 'administrator' })
      .expect(200);
    // Both role changes ended the first one's sessions: signed in again, an Administrator again.
    await admin.get('/api/admin/staff').expect(401);
    admin = (await signIn(adminLogin.username, adminLogin.password)).agent;
    await admin.get('/api/admin/staff').expect(200);
  });

  it('"Forgot password?" answers the same whether or not the address exists; the link resets once and ends the sessions', async () => {
    const { agent, id, username } = await signedInAgent(t, { role: 'content' });
    const email = `${username}@example.test`;
    const known = await request(t.server)
      .post('/api/auth/password-reset/request')
      .send({ email: email.toUpperCase() });
    const unknown = await request(t.server)
      .post('/api/auth/password-reset/request')
      .send({ email: newAddress() });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(
      (await request(t.server).post('/api/auth/password-reset/request').send({ email: 'x' }))
        .status,
    ).toBe(400);

    const token = await linkTokenFor(email, /Reset your/);
    // The page asks first whether the link can be used.
    await request(t.server).post('/api/auth/password-reset/check').send({ token }).expect(200);
    let res = await request(t.server)
      .post('/api/auth/password-reset')
      .send({ token, password: 'password1234' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/too common/);
    res = await request(t.server)
      .post('/api/auth/password-reset')
      .send({ token, password: 'a brand new long password' })
      .expect(200);
    // The other browser is told why it was signed out.
    expect((await agent.get('/api/auth/user').expect(401)).body.message).toBe(
      'Your password was reset. Sign in with the new password.',
    );
    expect(
      (
        await db.query(`SELECT count(*)::int AS n FROM sessions WHERE sess->>'userId' = $1`, [
          String(id),
        ])
      )[0].n,
    ).toBe(0);
    expect((await signIn(username, 'a-long-enough-password')).status).toBe(401);
    expect((await signIn(username, 'a brand new long password')).status).toBe(200);

    res = await request(t.server)
      .post('/api/auth/password-reset')
      .send({ token, password: 'yet another long password' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/already been used/);
    const check = await request(t.server)
      .post('/api/auth/password-reset/check')
      .send({ token })
      .expect(400);
    expect(check.body.message).toBe('This link has already been used.');
  });

  it('an Administrator sends a reset link; it expires after an hour', async () => {
    const { id, username } = await signedInAgent(t, { role: 'pastoral' });
    const email = `${username}@example.test`;
    await admin.post(`/api/admin/staff/accounts/${id}/password-reset`).expect(202);
    const token = await linkTokenFor(email, /Reset your/);
    const [{ minutes }] = await db.query(
      "SELECT extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM account_tokens WHERE user_id = $1 AND purpose = 'password-reset'",
      [id],
    );
    expect(Math.round(Number(minutes))).toBe(60);
    await db.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [id],
    );
    const res = await request(t.server)
      .post('/api/auth/password-reset')
      .send({ token, password: 'a brand new long password' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
    await admin.post('/api/admin/staff/accounts/999999/password-reset').expect(404);
  });
});
