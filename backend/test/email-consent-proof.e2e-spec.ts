import request from 'supertest';
import { DataSource } from 'typeorm';
import { latestSignInMail, uniqueEmail } from './support/community';
import { SmtpSink } from './support/smtp-sink';
import {
  Agent,
  createTestApp,
  keepSecureCookies,
  signedInAgent,
  TestApp,
} from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

interface Proof {
  status: 'recorded' | 'unknown';
  givenAt: string | null;
  clientAddress: string | null;
}

/**
 * Every opt-in keeps its proof: when it was given and from which client address (the one Express
 * derives with TRUST_PROXY: behind one proxy, the last X-Forwarded-For hop), and the member's data
 * export shows it; opt-ins older than the proofs say "unknown".
 */
describe('consent proof of every opt-in', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let db: DataSource;
  let admin: Agent;
  let settings: Record<string, unknown>;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://ministry.example', TRUST_PROXY: '1' },
    });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    settings = (await admin.get('/api/admin/settings').expect(200)).body as Record<string, unknown>;
    stripReadOnlySettings(settings);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const saveSettings = (changes: Record<string, unknown>) =>
    admin
      .put('/api/admin/settings')
      .send({ ...settings, ...changes })
      .expect(200);

  /** Signs up from `from` (a spoofed first hop is ignored: only the proxy's own entry counts). */
  async function signUp(email: string, from: string, extra: Record<string, unknown> = {}) {
    const agent = request.agent(t.server);
    await agent
      .post('/api/community/members')
      .set('X-Forwarded-For', `10.9.9.9, ${from}`)
      .send({ firstName: 'Priscilla', lastName: 'Tentmaker', email, ...extra })
      .expect(201);
    const { token } = await latestSignInMail(t, email);
    const res = await agent
      .post('/api/community/login/verify')
      .set('X-Forwarded-For', from)
      .send({ token })
      .expect(200);
    keepSecureCookies(agent, res);
    return agent;
  }

  async function exported(
    agent: Agent,
  ): Promise<{ emailUpdates: Proof | null; newsletter: Proof | null }> {
    const res = await agent
      .get('/api/community/me/export')
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    return (
      JSON.parse(res.body as string) as { consent: { emailUpdates: Proof; newsletter: Proof } }
    ).consent;
  }

  const within = (iso: string | null, from: number, to: number) => {
    const at = new Date(iso ?? 0).getTime();
    return at >= from - 1000 && at <= to + 1000;
  };

  it('a sign-up with e-mail updates records its time and client address; one without has none', async () => {
    const email = uniqueEmail('priscilla');
    const before = Date.now();
    const agent = await signUp(email, '203.0.113.7');
    const after = Date.now();
    const { emailUpdates, newsletter } = await exported(agent);
    expect(emailUpdates).toEqual({
      status: 'recorded',
      givenAt: expect.any(String),
      clientAddress: '203.0.113.7',
    });
    expect(within(emailUpdates!.givenAt, before, after)).toBe(true);
    expect(newsletter).toBeNull();

    const quiet = await signUp(uniqueEmail('quiet'), '203.0.113.8', { subscribeToEmails: false });
    expect((await exported(quiet)).emailUpdates).toBeNull();
    const [row] = await db.query(
      'SELECT email_consent_at FROM community_members WHERE email = $1',
      [email],
    );
    expect(row.email_consent_at).toBeInstanceOf(Date);
  });

  it('turning e-mail updates on in My account records that request; turning them off and on again records the new one', async () => {
    const email = uniqueEmail('aquila');
    const agent = await signUp(email, '203.0.113.20', { subscribeToEmails: false });
    await agent
      .put('/api/community/me/preferences')
      .set('X-Forwarded-For', '2001:db8::20')
      .send({ subscribeToEmails: true })
      .expect(200);
    expect((await exported(agent)).emailUpdates).toMatchObject({
      status: 'recorded',
      clientAddress: '2001:db8::20',
    });
    await agent
      .put('/api/community/me/preferences')
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ subscribeToEmails: false })
      .expect(200);
    expect((await exported(agent)).emailUpdates).toBeNull();
    await agent
      .put('/api/community/me/preferences')
      .set('X-Forwarded-For', '198.51.100.2')
      .send({ subscribeToEmails: true, newsletter: true })
      .expect(200);
    const proof = await exported(agent);
    expect(proof.emailUpdates).toMatchObject({ clientAddress: '198.51.100.2' });
    // The newsletter joined from My account (no double opt-in): the same request is its proof.
    expect(proof.newsletter).toMatchObject({ status: 'recorded', clientAddress: '198.51.100.2' });
  });

  it('with double opt-in the proof of a newsletter subscription is the confirming click, not the sign-up', async () => {
    await saveSettings({ doubleOptIn: true });
    try {
      const email = uniqueEmail('phoebe');
      await request(t.server)
        .post('/api/subscribe')
        .set('X-Forwarded-For', '192.0.2.50')
        .send({ name: 'Phoebe', email })
        .expect(201);
      const [waiting] = await db.query(
        'SELECT consent_at, consent_address FROM subscribers WHERE email = $1',
        [email],
      );
      expect(waiting).toEqual({ consent_at: null, consent_address: null });
      const mail = await sink.firstTo(email);
      const link = SmtpSink.confirmationPath(mail, 'http://ministry.example');
      const before = Date.now();
      await request(t.server)
        .post(link)
        .set('X-Forwarded-For', '192.0.2.99')
        .type('form')
        .send('')
        .expect(200);
      const [confirmed] = await db.query(
        'SELECT confirmed_at, consent_at, consent_address FROM subscribers WHERE email = $1',
        [email],
      );
      expect(confirmed.consent_address).toBe('192.0.2.99');
      expect(within((confirmed.consent_at as Date).toISOString(), before, Date.now())).toBe(true);

      // The subscriber who then joins the community sees that proof in their export.
      const agent = await signUp(email, '192.0.2.100', { subscribeToEmails: false });
      expect((await exported(agent)).newsletter).toEqual({
        status: 'recorded',
        givenAt: (confirmed.consent_at as Date).toISOString(),
        clientAddress: '192.0.2.99',
      });
    } finally {
      await saveSettings({ doubleOptIn: false });
    }
  });

  it('an opt-in older than the proofs is kept and exported as unknown', async () => {
    const email = uniqueEmail('older');
    const agent = await signUp(email, '203.0.113.30', { subscribeToEmails: true });
    await agent.put('/api/community/me/preferences').send({ newsletter: true }).expect(200);
    // What the migration leaves on rows it finds: the opt-in, no proof.
    await db.query(
      'UPDATE community_members SET email_consent_at = NULL, email_consent_address = NULL WHERE email = $1',
      [email],
    );
    await db.query(
      'UPDATE subscribers SET consent_at = NULL, consent_address = NULL WHERE email = $1',
      [email],
    );
    const unknown = { status: 'unknown', givenAt: null, clientAddress: null };
    expect(await exported(agent)).toEqual({ emailUpdates: unknown, newsletter: unknown });
  });
});
