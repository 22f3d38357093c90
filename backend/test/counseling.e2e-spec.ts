import { EventEmitter2 } from '@nestjs/event-emitter';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CounselingResponseCreatedEvent, DomainEvents } from '../src/common/events/domain-events';
import { fieldCipher } from '../src/encryption/field-cipher';
import { memberAgent } from './support/community';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

const REQUEST = {
  name: 'Hannah of Ramah',
  email: ' Hannah@Example.test ',
  phone: '+1 555 0199',
  category: 'Family Issues',
  background: 'Years of waiting.',
  currentSituation: 'Still praying at the temple.',
  specificNeeds: 'Someone to pray with me.',
};

describe('counseling', () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: number;
  let member: Awaited<ReturnType<typeof memberAgent>>;
  let db: DataSource;

  /** Submits a request as the member and returns its id. */
  async function submit(overrides: Record<string, unknown> = {}): Promise<number> {
    const specificNeeds = `needs ${Math.random().toString(36).slice(2)}`;
    await member.agent
      .post('/api/counseling')
      .send({ ...REQUEST, specificNeeds, ...overrides })
      .expect(201);
    // The text is encrypted at rest: the newest row is this one (this file submits one at a time).
    const [row] = await db.query(
      'SELECT id, specific_needs FROM counseling_requests ORDER BY id DESC LIMIT 1',
    );
    expect(fieldCipher().decrypt(row.specific_needs)).toBe(specificNeeds);
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    db = t.app.get(DataSource);
    const signedIn = await signedInAgent(t, { isAdmin: true });
    admin = signedIn.agent;
    [{ id: adminId }] = await db.query('SELECT id FROM users WHERE username = $1', [
      signedIn.username,
    ]);
    await db.query("UPDATE users SET first_name = 'Eli', last_name = 'Priest' WHERE id = $1", [
      adminId,
    ]);
    member = await memberAgent(t);
  });
  afterAll(() => t.close());

  describe('POST /api/counseling (member)', () => {
    it('asks an anonymous visitor to log in', async () => {
      const res = await request(t.server).post('/api/counseling').send(REQUEST).expect(401);
      expect(res.body.message).toMatch(/log in/);
    });

    it('stores the request as pending with the defaults normal and email, linked to the member', async () => {
      const res = await member.agent.post('/api/counseling').send(REQUEST).expect(201);
      expect(res.body).toEqual({
        message: 'A member of our ministry team will reach out to you soon.',
      });
      const [row] = await db.query('SELECT * FROM counseling_requests ORDER BY id DESC LIMIT 1');
      expect(row).toMatchObject({
        name: 'Hannah of Ramah',
        email: member.email,
        phone: '+1 555 0199',
        category: 'Family Issues',
        urgency: 'normal',
        preferred_contact: 'email',
        status: 'pending',
        member_id: member.id,
        last_response_at: null,
      });
    });

    it("answers at the signed-in member's account address, not an old one typed into the form", async () => {
      const id = await submit({ email: 'hannah.old.address@example.test' });
      const [row] = await db.query('SELECT email FROM counseling_requests WHERE id = $1', [id]);
      expect(row.email).toBe(member.email);
      const events: CounselingResponseCreatedEvent[] = [];
      const listener = (event: CounselingResponseCreatedEvent) => events.push(event);
      t.app.get(EventEmitter2).on(DomainEvents.counselingResponseCreated, listener);
      try {
        await admin
          .post(`/api/admin/counseling/${id}/responses`)
          .send({ message: 'We are praying with you.' })
          .expect(201);
      } finally {
        t.app.get(EventEmitter2).off(DomainEvents.counselingResponseCreated, listener);
      }
      expect(events.map((event) => event.email)).toEqual([member.email]);
    });

    it('accepts every urgency, contact preference and counseling category of spec §9', async () => {
      for (const urgency of ['normal', 'soon', 'urgent'])
        for (const preferredContact of ['email', 'phone', 'both'])
          await submit({ urgency, preferredContact });
      for (const category of [
        'New to Walk',
        'Marriage & Relationships',
        'Finances & Stewardship',
        'Health & Healing',
        'Family Issues',
        'Spiritual Growth',
        'Life Decisions',
        'Grief & Loss',
        'Other',
      ])
        await submit({ category, phone: '' });
    });

    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a missing name', { name: undefined }, 'name', 'Name is required'],
      ['a blank name', { name: '  ' }, 'name', 'Name is required'],
      ['a missing e-mail', { email: undefined }, 'email', 'Please enter a valid email address'],
      ['a malformed e-mail', { email: 'hannah@' }, 'email', 'Please enter a valid email address'],
      ['a missing category', { category: undefined }, 'category', 'Category is required'],
      [
        'a testimony category',
        { category: 'Healing' },
        'category',
        'Please choose one of the counseling categories',
      ],
      ['a missing background', { background: undefined }, 'background', 'Background is required'],
      [
        'a blank current situation',
        { currentSituation: ' ' },
        'currentSituation',
        'Current situation is required',
      ],
      [
        'missing specific needs',
        { specificNeeds: undefined },
        'specificNeeds',
        'Specific needs are required',
      ],
      [
        'an unknown urgency',
        { urgency: 'high' },
        'urgency',
        'Urgency must be normal, soon or urgent',
      ],
      [
        'an unknown contact preference',
        { preferredContact: 'fax' },
        'preferredContact',
        'Preferred contact must be email, phone or both',
      ],
      [
        'a background over 10000 characters',
        { background: 'x'.repeat(10001) },
        'background',
        'Background must be at most 10000 characters',
      ],
      [
        'a phone over 50 characters',
        { phone: '1'.repeat(51) },
        'phone',
        'Phone must be at most 50 characters',
      ],
    ];
    it.each(cases)('refuses %s', async (_label, change, field, message) => {
      const res = await member.agent
        .post('/api/counseling')
        .send({ ...REQUEST, ...change })
        .expect(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContainEqual({ field, message });
    });
  });

  describe('admin', () => {
    it('lists urgent first, then soon, then normal, oldest first within each, with every field', async () => {
      await db.query('DELETE FROM counseling_requests');
      const normalOld = await submit({ urgency: 'normal' });
      const urgentOld = await submit({ urgency: 'urgent' });
      const soon = await submit({ urgency: 'soon' });
      const urgentNew = await submit({ urgency: 'urgent' });
      const normalNew = await submit();
      const res = await admin.get('/api/admin/counseling').expect(200);
      expect(res.body.map((r: { id: number }) => r.id)).toEqual([
        urgentOld,
        urgentNew,
        soon,
        normalOld,
        normalNew,
      ]);
      expect(res.body[0]).toEqual({
        id: urgentOld,
        name: 'Hannah of Ramah',
        email: member.email,
        phone: '+1 555 0199',
        category: 'Family Issues',
        background: 'Years of waiting.',
        currentSituation: 'Still praying at the temple.',
        specificNeeds: expect.any(String),
        urgency: 'urgent',
        preferredContact: 'email',
        status: 'pending',
        submittedAt: expect.any(String),
        assignedTo: null,
        lastResponseAt: null,
        createdAt: expect.any(String),
        responseCount: 0,
      });
    });

    it('sets any status in any order', async () => {
      const id = await submit();
      for (const status of ['closed', 'pending', 'completed', 'in_progress', 'pending']) {
        const res = await admin.put(`/api/admin/counseling/${id}`).send({ status }).expect(200);
        expect(res.body).toMatchObject({ id, status });
      }
      const bad = await admin
        .put(`/api/admin/counseling/${id}`)
        .send({ status: 'archived' })
        .expect(400);
      expect(bad.body.message).toBe('Status must be pending, in_progress, completed or closed');
      const missing = await admin.put(`/api/admin/counseling/${id}`).send({}).expect(400);
      expect(missing.body.message).toBe('Status is required');
    });

    it('stores a trimmed response, stamps lastResponseAt, moves pending to in_progress, and tells the e-mail module after commit', async () => {
      const id = await submit();
      const events: CounselingResponseCreatedEvent[] = [];
      const emitter = t.app.get(EventEmitter2);
      const listener = async (event: CounselingResponseCreatedEvent) => {
        // The response is committed by the time listeners hear of it.
        const [row] = await db.query('SELECT message FROM counseling_responses WHERE id = $1', [
          event.responseId,
        ]);
        expect(row.message).toMatch(/^enc:v1:/);
        expect(fieldCipher().decrypt(row.message)).toBe('We are praying with you.');
        events.push(event);
      };
      emitter.on(DomainEvents.counselingResponseCreated, listener);
      try {
        const res = await admin
          .post(`/api/admin/counseling/${id}/responses`)
          .send({ message: '  We are praying with you.  ' })
          .expect(201);
        expect(res.body).toEqual({
          id: expect.any(Number),
          counselingRequestId: id,
          responderId: adminId,
          responderName: 'Eli Priest',
          isFromAdmin: true,
          message: 'We are praying with you.',
          sentAt: expect.any(String),
        });
        // The event carries what the answer's e-mail needs: the e-mail module reads no counseling table.
        expect(events).toEqual([
          {
            counselingRequestId: id,
            responseId: res.body.id,
            name: 'Hannah of Ramah',
            email: member.email,
            category: 'Family Issues',
            preferredContact: 'email',
            message: 'We are praying with you.',
            // The member's: the reply is written in it.
            language: 'en',
          },
        ]);
        const list = await admin.get('/api/admin/counseling').expect(200);
        expect(list.body.find((r: { id: number }) => r.id === id)).toMatchObject({
          status: 'in_progress',
          lastResponseAt: res.body.sentAt,
          responseCount: 1,
        });
      } finally {
        emitter.off(DomainEvents.counselingResponseCreated, listener);
      }
    });

    it('leaves a status other than pending as it is when responding', async () => {
      const id = await submit();
      await admin.put(`/api/admin/counseling/${id}`).send({ status: 'completed' }).expect(200);
      await admin
        .post(`/api/admin/counseling/${id}/responses`)
        .send({ message: 'One more word.' })
        .expect(201);
      const list = await admin.get('/api/admin/counseling');
      expect(list.body.find((r: { id: number }) => r.id === id).status).toBe('completed');
    });

    it('refuses a blank response', async () => {
      const id = await submit();
      for (const body of [{}, { message: '' }, { message: '   \n ' }, { message: 7 }]) {
        const res = await admin
          .post(`/api/admin/counseling/${id}/responses`)
          .send(body)
          .expect(400);
        expect(res.body.message).toBe('Response message is required');
      }
      const too = await admin
        .post(`/api/admin/counseling/${id}/responses`)
        .send({ message: 'x'.repeat(10001) })
        .expect(400);
      expect(too.body.message).toBe('Response message must be at most 10000 characters');
      expect((await admin.get(`/api/admin/counseling/${id}/responses`)).body).toEqual([]);
    });

    it("lists a request's responses oldest first", async () => {
      const id = await submit();
      for (const message of ['first', 'second', 'third'])
        await admin.post(`/api/admin/counseling/${id}/responses`).send({ message }).expect(201);
      const res = await admin.get(`/api/admin/counseling/${id}/responses`).expect(200);
      expect(res.body.map((r: { message: string }) => r.message)).toEqual([
        'first',
        'second',
        'third',
      ]);
    });

    it("names each response's responder as the Auth module shows accounts, none once removed", async () => {
      const id = await submit();
      const other = await signedInAgent(t, { isAdmin: true });
      await admin.post(`/api/admin/counseling/${id}/responses`).send({ message: 'a' }).expect(201);
      await other.agent
        .post(`/api/admin/counseling/${id}/responses`)
        .send({ message: 'b' })
        .expect(201);
      const names = async () =>
        (await admin.get(`/api/admin/counseling/${id}/responses`).expect(200)).body.map(
          (r: { responderId: number | null; responderName: string | null }) => [
            r.responderId === null,
            r.responderName,
          ],
        );
      // A full name when the account has one, else its username.
      expect(await names()).toEqual([
        [false, 'Eli Priest'],
        [false, other.username],
      ]);
      // The answers outlive the account that gave them (the foreign key sets the id to null).
      await db.query('DELETE FROM users WHERE username = $1', [other.username]);
      expect(await names()).toEqual([
        [false, 'Eli Priest'],
        [true, null],
      ]);
    });

    it('deletes a request with its responses', async () => {
      const id = await submit();
      await admin.post(`/api/admin/counseling/${id}/responses`).send({ message: 'hi' }).expect(201);
      await admin.delete(`/api/admin/counseling/${id}`).expect(204);
      expect(
        await db.query('SELECT id FROM counseling_responses WHERE counseling_request_id = $1', [
          id,
        ]),
      ).toEqual([]);
      await admin.delete(`/api/admin/counseling/${id}`).expect(404);
    });

    it('answers 404 for an unknown or malformed id on every admin route', async () => {
      for (const id of ['999999', 'abc', '99999999999']) {
        for (const res of [
          await admin.put(`/api/admin/counseling/${id}`).send({ status: 'closed' }),
          await admin.get(`/api/admin/counseling/${id}/responses`),
          await admin.post(`/api/admin/counseling/${id}/responses`).send({ message: 'x' }),
          await admin.delete(`/api/admin/counseling/${id}`),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body.message).toBe('Counseling request not found');
        }
      }
    });

    it('shows counseling to administrators only: 401 anonymous and member, 403 non-admin', async () => {
      const id = await submit();
      const user = (await signedInAgent(t, { isAdmin: false })).agent;
      for (const [verb, path] of [
        ['get', '/api/admin/counseling'],
        ['put', `/api/admin/counseling/${id}`],
        ['get', `/api/admin/counseling/${id}/responses`],
        ['post', `/api/admin/counseling/${id}/responses`],
        ['delete', `/api/admin/counseling/${id}`],
      ] as const) {
        const anonymousAgent = request(t.server);
        const anonymous = await anonymousAgent[verb](path).send({ message: 'x', status: 'closed' });
        expect([path, anonymous.status]).toEqual([path, 401]);
        const asMember = await member.agent[verb](path).send({ message: 'x', status: 'closed' });
        expect([path, asMember.status]).toEqual([path, 401]);
        expect(JSON.stringify(asMember.body)).not.toContain('Hannah');
        const asUser = await user[verb](path).send({ message: 'x', status: 'closed' });
        expect([path, asUser.status]).toEqual([path, 403]);
      }
      expect(
        (await db.query('SELECT status FROM counseling_requests WHERE id = $1', [id]))[0],
      ).toEqual({ status: 'pending' });
    });
  });
});
