import request from 'supertest';
import { DataSource } from 'typeorm';
import { AddressHash } from '../src/modules/email/unsubscribe/address-hash';
import { memberAgent, uniqueEmail } from './support/community';
import {
  emailQueueIdle,
  eventually,
  seedMembers,
  seedSubscriber,
  TEMPLATE_INPUT,
} from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

const LOGIN_REQUIRED = 'Please log in to your community account to continue.';

const TESTIMONY = {
  name: 'Lydia',
  category: 'Faith',
  title: 'Opened heart',
  testimony: 'The Lord opened my heart by the river.',
};
const COUNSELING = {
  name: 'Lydia of Thyatira',
  category: 'Spiritual Growth',
  background: 'I sell purple cloth and have just come to faith.',
  currentSituation: 'My household wants to learn more.',
  specificNeeds: 'Someone to study with us.',
};

/** Every text-like column of every table, to look for a value anywhere in the database. */
async function rowsMentioning(db: DataSource, needle: string): Promise<string[]> {
  const columns: { table_name: string; column_name: string }[] = await db.query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public'
       AND data_type IN ('character varying', 'text', 'json', 'jsonb', 'ARRAY', 'character')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE position(lower($1) in lower("${column_name}"::text)) > 0`,
      [needle],
    );
    if (n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** Every column that names a member by id, and the sessions that do. */
async function rowsNamingMember(db: DataSource, memberId: number): Promise<string[]> {
  const columns: { table_name: string; column_name: string }[] = await db.query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = 'member_id'`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}" = $1`,
      [memberId],
    );
    if (n > 0) found.push(`${table_name}.${column_name}`);
  }
  const [{ n }] = await db.query(
    `SELECT count(*)::int AS n FROM sessions WHERE sess->>'memberId' = $1`,
    [String(memberId)],
  );
  if (n > 0) found.push('sessions.sess');
  const [{ m }] = await db.query('SELECT count(*)::int AS m FROM community_members WHERE id = $1', [
    memberId,
  ]);
  if (m > 0) found.push('community_members.id');
  return found;
}

describe('my account (/api/community/me…): a member sees, corrects, downloads and deletes their data', () => {
  let t: TestApp;
  let db: DataSource;
  let sink: SmtpSink;
  let admin: Agent;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: '0',
        EMAIL_RETRY_DELAY_MS: '200',
        PUBLIC_URL: 'http://ministry.example',
        MINISTRY_POSTAL_ADDRESS: '1 Test Street, Testville',
      },
    });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /** A member with a testimony in each status and a counseling request the ministry answered. */
  async function memberWithHistory(email = uniqueEmail('lydia')) {
    const member = await memberAgent(t, {
      email,
      firstName: 'Lydia',
      lastName: 'Purple',
      city: 'Thyatira',
    });
    const ids: Record<string, number> = {};
    for (const status of ['pending', 'approved', 'featured', 'rejected']) {
      await member.agent
        .post('/api/testimonials')
        .send({ ...TESTIMONY, email, title: `${status} story` })
        .expect(201);
      const [row] = await db.query(
        'SELECT id FROM testimonials WHERE member_id = $1 AND title = $2',
        [member.id, `${status} story`],
      );
      ids[status] = row.id;
    }
    await admin.put(`/api/admin/testimonials/${ids.approved}`).send({ status: 'approved' });
    await admin
      .put(`/api/admin/testimonials/${ids.featured}`)
      .send({ status: 'approved' })
      .expect(200);
    await admin.put(`/api/admin/testimonials/${ids.featured}`).send({ isFeatured: true });
    await admin.put(`/api/admin/testimonials/${ids.rejected}`).send({ status: 'rejected' });
    await member.agent
      .post('/api/counseling')
      .send({ ...COUNSELING, email, preferredContact: 'phone' })
      .expect(201);
    const [request] = await db.query('SELECT id FROM counseling_requests WHERE member_id = $1', [
      member.id,
    ]);
    await admin
      .post(`/api/admin/counseling/${request.id}/responses`)
      .send({ message: 'We will call you on Thursday, Lydia.' })
      .expect(201);
    return { ...member, testimonyIds: ids, counselingId: request.id as number };
  }

  describe('who may call', () => {
    type Method = 'get' | 'put' | 'post' | 'delete';
    const routes: { method: Method; path: string; body: object | null }[] = [
      { method: 'get', path: '/api/community/me', body: null },
      { method: 'put', path: '/api/community/me', body: { firstName: 'A', lastName: 'B' } },
      { method: 'put', path: '/api/community/me/preferences', body: { newsletter: true } },
      { method: 'post', path: '/api/community/me/email', body: { email: 'new@example.test' } },
      { method: 'get', path: '/api/community/me/testimonials', body: null },
      { method: 'get', path: '/api/community/me/counseling', body: null },
      { method: 'get', path: '/api/community/me/export', body: null },
      { method: 'delete', path: '/api/community/me', body: { confirmEmail: 'x@example.test' } },
    ];

    it.each(routes)(
      '$method $path: 401 without a member session, also for an administrator',
      async ({ method, path, body }) => {
        const call = (client: request.SuperTest<request.Test> | Agent) => {
          const test = client[method](path);
          return body ? test.send(body) : test;
        };
        const anonymous = await call(request(t.server)).expect(401);
        expect(anonymous.body.message).toBe(LOGIN_REQUIRED);
        await call(admin).expect(401);
      },
    );

    it('shows each member only their own data', async () => {
      const lydia = await memberWithHistory();
      const other = await memberAgent(t, { firstName: 'Dorcas' });

      const mine = await other.agent.get('/api/community/me').expect(200);
      expect(mine.body).toMatchObject({ firstName: 'Dorcas', email: other.email });
      expect(JSON.stringify(mine.body)).not.toContain(lydia.email);
      expect((await other.agent.get('/api/community/me/testimonials').expect(200)).body).toEqual(
        [],
      );
      expect((await other.agent.get('/api/community/me/counseling').expect(200)).body).toEqual([]);
      const exported = await other.agent.get('/api/community/me/export').expect(200);
      expect(exported.text).not.toContain(lydia.email);
      expect(exported.text).not.toContain('Lydia');

      const theirs = await lydia.agent.get('/api/community/me').expect(200);
      expect(theirs.body).toMatchObject({ firstName: 'Lydia', email: lydia.email });
      expect(theirs.body).not.toHaveProperty('id');
    });
  });

  it('corrects the profile with the sign-up rules and messages; the address and consent are not part of it', async () => {
    const { agent } = await memberAgent(t, { firstName: 'Tabitha', age: 40 });
    const bad = async (body: object, message: string) => {
      const res = await agent.put('/api/community/me').send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    await bad({ firstName: '', lastName: 'Joppa' }, 'First name is required');
    await bad({ firstName: 'Tabitha' }, 'Last name is required');
    await bad({ firstName: 'Tabitha', lastName: 'Joppa', age: 9 }, 'Must be at least 13 years old');
    await bad(
      { firstName: 'Tabitha', lastName: 'Joppa', sex: 'robot' },
      'Please select a valid gender',
    );
    await bad(
      { firstName: 'Tabitha', lastName: 'Joppa', needs: ['gold'] },
      'Please choose support needs from the listed areas',
    );
    await bad(
      { firstName: 'Tabitha', lastName: 'Joppa', email: 'x@example.test' },
      'property email should not exist',
    );

    const res = await agent
      .put('/api/community/me')
      .send({
        firstName: ' Dorcas ',
        lastName: 'Joppa',
        age: '41',
        needs: ['prayer', 'prayer'],
        city: 'Joppa',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      firstName: 'Dorcas',
      lastName: 'Joppa',
      age: 41,
      needs: ['prayer'],
      city: 'Joppa',
      phone: null,
      subscribeToEmails: true,
    });
    expect((await agent.get('/api/community/session').expect(200)).body.member.name).toBe(
      'Dorcas Joppa',
    );
  });

  it('turns e-mail updates and the newsletter on and off', async () => {
    const { agent, email } = await memberAgent(t, { subscribeToEmails: true });
    expect((await agent.get('/api/community/me').expect(200)).body.newsletter).toEqual({
      subscribed: false,
      subscribedAt: null,
    });
    const on = await agent
      .put('/api/community/me/preferences')
      .send({ subscribeToEmails: false, newsletter: true })
      .expect(200);
    expect(on.body.subscribeToEmails).toBe(false);
    expect(on.body.newsletter).toEqual({ subscribed: true, subscribedAt: expect.any(String) });
    expect(await db.query('SELECT 1 FROM subscribers WHERE email = $1', [email])).toHaveLength(1);
    const off = await agent
      .put('/api/community/me/preferences')
      .send({ newsletter: false })
      .expect(200);
    expect(off.body.newsletter.subscribed).toBe(false);
    expect(off.body.subscribeToEmails).toBe(false);
    const bad = await agent
      .put('/api/community/me/preferences')
      .send({ newsletter: 'yes' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('Newsletter must be true or false');
  });

  describe('changing the address', () => {
    const linkIn = async (to: string) => {
      await sink.waitFor(() => sink.received(to).length > 0, 20000, `mail to ${to}`);
      const mail = await SmtpSink.parse(sink.received(to).at(-1)!);
      const link = /http:\/\/ministry\.example\/community\?emailChange=([\w-]+)/.exec(
        mail.text ?? '',
      );
      expect(link).not.toBeNull();
      return { mail, token: link![1] };
    };

    it('sends a single-use link to the new address; opening it changes the address', async () => {
      const { agent, email, id } = await memberAgent(t, { firstName: 'Priscilla' });
      const bad = await agent
        .post('/api/community/me/email')
        .send({ email: 'not an address' })
        .expect(400);
      expect(JSON.stringify(bad.body)).toContain('Please enter a valid email address');
      const same = await agent.post('/api/community/me/email').send({ email }).expect(400);
      expect(same.body.message).toBe('This is already your e-mail address.');

      const next = uniqueEmail('priscilla-new');
      const res = await agent
        .post('/api/community/me/email')
        .send({ email: next.toUpperCase() })
        .expect(202);
      expect(res.body.message).toContain('We sent a confirmation link to the new address');
      // The link is made and mailed once the answer is out (the answer's time tells nothing).
      const { mail, token } = await linkIn(next);
      expect((await agent.get('/api/community/me').expect(200)).body).toMatchObject({
        email,
        pendingEmail: next,
      });
      expect(mail.subject).toBe('Confirm your new e-mail address');
      // Stored only as its hash.
      expect(await rowsMentioning(db, token)).toEqual([]);

      // Anyone holding the link may open it (another device); it works once.
      const mailsBefore = sink.received(email).length;
      await request(t.server).post('/api/community/me/email/confirm').send({ token }).expect(200);
      const after = (await agent.get('/api/community/me').expect(200)).body;
      expect(after).toMatchObject({ email: next, pendingEmail: null });
      const again = await request(t.server)
        .post('/api/community/me/email/confirm')
        .send({ token })
        .expect(400);
      expect(again.body.message).toBe('This link is invalid or has expired.');
      const [row] = await db.query('SELECT email FROM community_members WHERE id = $1', [id]);
      expect(row.email).toBe(next);
      // The old address is told, so a change its owner did not make is noticed.
      await sink.waitFor(
        () => sink.received(email).length > mailsBefore,
        20000,
        `notice to ${email}`,
      );
      const notice = await SmtpSink.parse(sink.received(email).at(-1)!);
      expect(notice.subject).toBe('Your e-mail address was changed');
      expect(notice.text).toContain(`now uses the address ${next}`);
    });

    it('refuses an expired or made-up link, and gives nothing away about taken addresses', async () => {
      const { agent, id } = await memberAgent(t);
      const next = uniqueEmail('expired');
      await agent.post('/api/community/me/email').send({ email: next }).expect(202);
      const { token } = await linkIn(next);
      await db.query(`UPDATE member_email_changes SET expires_at = now() - interval '1 second'`);
      const expired = await request(t.server)
        .post('/api/community/me/email/confirm')
        .send({ token })
        .expect(400);
      expect(expired.body.message).toBe('This link is invalid or has expired.');
      for (const body of [{ token: 'made-up' }, { token: '' }, {}, { token: 42 }]) {
        const res = await request(t.server)
          .post('/api/community/me/email/confirm')
          .send(body)
          .expect(400);
        expect(JSON.stringify(res.body)).toContain('This link is invalid or has expired.');
      }

      // A request for a free address is pending; asking for a taken one must withdraw it and send
      // nothing. The pending request's going is the sign that the work after the answer is done.
      const pending = uniqueEmail('pending');
      await agent.post('/api/community/me/email').send({ email: pending }).expect(202);
      await linkIn(pending);
      const taken = await memberAgent(t);
      const before = sink.messages.length;
      const res = await agent
        .post('/api/community/me/email')
        .send({ email: taken.email })
        .expect(202);
      expect(res.body.message).toContain('We sent a confirmation link to the new address');
      await eventually(
        async () => {
          const rows = await db.query('SELECT 1 FROM member_email_changes WHERE member_id = $1', [
            id,
          ]);
          return rows.length === 0 ? true : undefined;
        },
        20000,
        'the pending change to be withdrawn',
      );
      await emailQueueIdle(t);
      expect(sink.messages.length).toBe(before);
    });
  });

  it('lists my testimonies with their status and my counseling requests with the responses', async () => {
    const lydia = await memberWithHistory();
    const testimonies = (await lydia.agent.get('/api/community/me/testimonials').expect(200)).body;
    expect(
      testimonies.map((x: { title: string; status: string }) => [x.title, x.status]).sort(),
    ).toEqual([
      ['approved story', 'approved'],
      ['featured story', 'featured'],
      ['pending story', 'pending'],
      ['rejected story', 'rejected'],
    ]);
    const counseling = (await lydia.agent.get('/api/community/me/counseling').expect(200)).body;
    expect(counseling).toEqual([
      expect.objectContaining({
        id: lydia.counselingId,
        category: 'Spiritual Growth',
        background: COUNSELING.background,
        status: 'in_progress',
        submittedAt: expect.any(String),
        lastResponseAt: expect.any(String),
        responses: [
          {
            id: expect.any(Number),
            message: 'We will call you on Thursday, Lydia.',
            responderName: expect.any(String),
            sentAt: expect.any(String),
          },
        ],
      }),
    ]);
  });

  it('downloads my data as one JSON file with the dates of each part', async () => {
    const lydia = await memberWithHistory();
    await lydia.agent.put('/api/community/me/preferences').send({ newsletter: true }).expect(200);
    const res = await lydia.agent
      .get('/api/community/me/export')
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(res.body as string);
    expect(data).toEqual({
      exportedAt: expect.any(String),
      profile: expect.objectContaining({
        firstName: 'Lydia',
        lastName: 'Purple',
        email: lydia.email,
        city: 'Thyatira',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      }),
      pendingEmailChange: null,
      newsletter: { subscribed: true, subscribedAt: expect.any(String) },
      // The sign-up's and the newsletter's opt-ins, each with its time and client address.
      consent: {
        emailUpdates: {
          status: 'recorded',
          givenAt: expect.any(String),
          clientAddress: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
        },
        newsletter: {
          status: 'recorded',
          givenAt: expect.any(String),
          clientAddress: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
        },
      },
      eventRegistrations: [],
      // Giving's section (giving-my-account.e2e-spec.ts fills it): nothing given yet.
      giving: { gifts: [], recurringGifts: [] },
      testimonies: expect.any(Array),
      counselingRequests: [
        expect.objectContaining({
          background: COUNSELING.background,
          submittedAt: expect.any(String),
          responses: [
            expect.objectContaining({
              message: 'We will call you on Thursday, Lydia.',
              sentAt: expect.any(String),
            }),
          ],
        }),
      ],
    });
    expect(data.testimonies).toHaveLength(4);
    for (const testimony of data.testimonies)
      expect(testimony.submittedAt).toEqual(expect.any(String));
    expect(
      data.testimonies.find((x: { status: string }) => x.status === 'approved').approvedAt,
    ).toEqual(expect.any(String));
  });

  describe('deleting the account', () => {
    /** Sends a campaign to everyone (members and newsletter) and answers who received it. */
    async function campaignRecipients(): Promise<string[]> {
      const templateId = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201))
        .body.id;
      const created = (
        await admin
          .post('/api/email/campaigns')
          .send({
            name: `After erasure ${Date.now()}`,
            templateId,
            targetCriteria: {
              maritalStatus: 'all',
              spiritualLevel: 'all',
              needs: 'all',
              includeNewsletterSubscribers: true,
            },
          })
          .expect(201)
      ).body;
      const before = sink.messages.length;
      await admin.post(`/api/email/campaigns/${created.id}/send`).expect(200);
      await eventually(
        async () => {
          const body = (await admin.get(`/api/email/campaigns/${created.id}`).expect(200)).body;
          return ['sent', 'failed'].includes(body.status) ? body : undefined;
        },
        30000,
        'the campaign to finish',
      );
      return sink.messages.slice(before).flatMap((m) => m.to);
    }

    it('is confirmed by typing the address; erases everything but approved testimonies (as Anonymous) and a keyed hash', async () => {
      const lydia = await memberWithHistory(uniqueEmail('Lydia.Erase'));
      await lydia.agent.put('/api/community/me/preferences').send({ newsletter: true }).expect(200);
      // A second device's session, and a pending change of address.
      await db.query(
        `INSERT INTO sessions (sid, sess, expire) SELECT 'other-device', sess, expire FROM sessions
         WHERE sess->>'memberId' = $1 LIMIT 1`,
        [String(lydia.id)],
      );
      await lydia.agent
        .post('/api/community/me/email')
        .send({ email: uniqueEmail('lydia-next') })
        .expect(202);
      await eventually(
        async () => (await lydia.agent.get('/api/community/me')).body.pendingEmail ?? undefined,
        10000,
        'the pending change of address',
      );
      // An earlier unsubscribe holds the address in plain text.
      await db.query(`INSERT INTO email_suppressions (email, reason) VALUES ($1, 'unsubscribe')`, [
        lydia.email,
      ]);

      for (const confirmEmail of ['someone@example.test', '', undefined]) {
        const res = await lydia.agent
          .delete('/api/community/me')
          .send({ confirmEmail })
          .expect(400);
        expect(JSON.stringify(res.body)).toMatch(/Type your e-mail address/);
      }
      expect((await lydia.agent.get('/api/community/me').expect(200)).body.email).toBe(lydia.email);

      const res = await lydia.agent
        .delete('/api/community/me')
        .send({ confirmEmail: ` ${lydia.email.toUpperCase()} ` })
        .expect(200);
      expect(res.body.message).toBe('Your account and your data have been deleted.');
      expect((await lydia.agent.get('/api/community/session').expect(200)).body).toEqual({
        isLoggedIn: false,
        member: null,
      });
      await lydia.agent.get('/api/community/me').expect(401);

      expect(await rowsMentioning(db, lydia.email)).toEqual([]);
      expect(await rowsNamingMember(db, lydia.id)).toEqual([]);
      const suppressions = await db.query(
        'SELECT email, email_hash, reason FROM email_suppressions WHERE email_hash = $1',
        [t.app.get(AddressHash).of(lydia.email)],
      );
      expect(suppressions).toEqual([
        { email: null, email_hash: expect.stringMatching(/^[0-9a-f]{64}$/), reason: 'erased' },
      ]);

      // The approved and featured testimonies stay, published, by nobody.
      const kept = await db.query(
        'SELECT id, name, email, is_anonymous, member_id, status, is_featured FROM testimonials WHERE id = ANY($1) ORDER BY id',
        [Object.values(lydia.testimonyIds)],
      );
      expect(kept).toEqual([
        {
          id: lydia.testimonyIds.approved,
          name: 'Anonymous',
          email: '',
          is_anonymous: true,
          member_id: null,
          status: 'approved',
          is_featured: false,
        },
        {
          id: lydia.testimonyIds.featured,
          name: 'Anonymous',
          email: '',
          is_anonymous: true,
          member_id: null,
          status: 'approved',
          is_featured: true,
        },
      ]);
      const published = (await request(t.server).get('/api/testimonials').expect(200)).body;
      expect(
        published.find((x: { id: number }) => x.id === lydia.testimonyIds.approved),
      ).toMatchObject({ name: null, isAnonymous: true });
      expect(
        await db.query('SELECT 1 FROM counseling_requests WHERE id = $1', [lydia.counselingId]),
      ).toEqual([]);
      expect(
        await db.query('SELECT 1 FROM counseling_responses WHERE counseling_request_id = $1', [
          lydia.counselingId,
        ]),
      ).toEqual([]);

      // The address comes back on the lists (a stranger's sign-up, an import): no campaign reaches it.
      await seedMembers(t, [{ firstName: 'Again', email: lydia.email }]);
      await seedSubscriber(t, 'Again', lydia.email);
      const keeper = uniqueEmail('keeper');
      await seedMembers(t, [{ firstName: 'Keeper', email: keeper }]);
      const recipients = await campaignRecipients();
      expect(recipients).toContain(keeper);
      expect(recipients).not.toContain(lydia.email);
    });

    it("the administrator's Delete erases the same way", async () => {
      const lydia = await memberWithHistory();
      await admin.delete(`/api/community/members/${lydia.id}`).expect(204);
      await admin.delete(`/api/community/members/${lydia.id}`).expect(404);
      await lydia.agent.get('/api/community/me').expect(401);
      expect(await rowsMentioning(db, lydia.email)).toEqual([]);
      expect(await rowsNamingMember(db, lydia.id)).toEqual([]);
      expect(
        await db.query('SELECT 1 FROM testimonials WHERE id = ANY($1)', [
          [lydia.testimonyIds.pending, lydia.testimonyIds.rejected],
        ]),
      ).toEqual([]);
      expect(
        await db.query('SELECT name FROM testimonials WHERE id = $1', [
          lydia.testimonyIds.featured,
        ]),
      ).toEqual([{ name: 'Anonymous' }]);
      await seedSubscriber(t, 'Again', lydia.email);
      expect(await campaignRecipients()).not.toContain(lydia.email);
    });
  });
});
