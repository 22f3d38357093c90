import request from 'supertest';
import { DataSource } from 'typeorm';
import { uniqueEmail } from './support/community';
import { eventually, seedMembers, seedSubscriber } from './support/email-fixtures';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * Saved audiences: a campaign's target audience kept under a name, listed, reused (its live count is
 * the campaign form's count of the same criteria), renamed and deleted, by whoever sends campaigns
 * (Communications and Administrator), each write in the audit trail.
 */
describe('saved audiences (/api/email/audiences)', () => {
  let t: TestApp;
  let db: DataSource;
  let comms: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    db = t.app.get(DataSource);
    comms = (await signedInAgent(t, { role: 'communications' })).agent;
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    const tag = Date.now();
    await seedMembers(t, [
      {
        firstName: 'Naomi',
        email: `naomi-${tag}@example.test`,
        maritalStatus: 'widowed',
        needs: ['prayer'],
      },
      {
        firstName: 'Ruth',
        email: `ruth-${tag}@example.test`,
        maritalStatus: 'widowed',
        needs: ['prayer', 'fellowship'],
      },
      {
        firstName: 'Orpah',
        email: `orpah-${tag}@example.test`,
        maritalStatus: 'widowed',
        needs: ['fellowship'],
      },
      {
        firstName: 'Boaz',
        email: `boaz-${tag}@example.test`,
        maritalStatus: 'married',
        needs: ['prayer'],
      },
      {
        firstName: 'Quiet',
        email: `quiet-${tag}@example.test`,
        maritalStatus: 'widowed',
        needs: ['prayer'],
        subscribeToEmails: false,
      },
    ]);
    await seedSubscriber(t, 'Reader', uniqueEmail('reader'));
  });
  afterAll(() => t.close());

  const WIDOWS = { maritalStatus: 'widowed', needs: 'prayer', includeNewsletterSubscribers: false };

  const audit = async (action: string) =>
    eventually(async () => {
      const rows: { target_type: string; target_id: string; actor_role: string }[] = await db.query(
        'SELECT target_type, target_id, actor_role FROM audit_events WHERE action = $1 ORDER BY id',
        [action],
      );
      return rows.length ? rows : undefined;
    });

  it('saves, lists, counts, renames, changes and deletes, each audited', async () => {
    const saved = await comms
      .post('/api/email/audiences')
      .send({ name: '  Widows who want prayer ', criteria: WIDOWS })
      .expect(201);
    expect(saved.body).toEqual({
      id: expect.any(Number),
      name: 'Widows who want prayer',
      // Stored filled in: what a campaign with these criteria would store.
      criteria: { ...WIDOWS, spiritualLevel: 'all' },
      createdBy: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = saved.body.id as number;
    expect(await audit('email.audience.create')).toEqual([
      { target_type: 'email.audience', target_id: String(id), actor_role: 'communications' },
    ]);

    const list = await admin.get('/api/email/audiences').expect(200);
    expect(list.body.map((a: { name: string }) => a.name)).toContain('Widows who want prayer');

    // The saved audience reaches whom the campaign form counts for the same criteria.
    const count = (await comms.get(`/api/email/audiences/${id}/count`).expect(200)).body.count;
    const live = (await comms.post('/api/email/audience/count').send(WIDOWS).expect(200)).body
      .count;
    expect(count).toBe(2);
    expect(count).toBe(live);

    const renamed = await admin
      .put(`/api/email/audiences/${id}`)
      .send({ name: 'Widows (prayer)' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Widows (prayer)', criteria: { ...WIDOWS } });
    const widened = await comms
      .put(`/api/email/audiences/${id}`)
      .send({ criteria: { maritalStatus: 'widowed', includeNewsletterSubscribers: false } })
      .expect(200);
    expect(widened.body.name).toBe('Widows (prayer)');
    expect(widened.body.criteria).toMatchObject({ maritalStatus: 'widowed', needs: 'all' });
    expect((await comms.get(`/api/email/audiences/${id}/count`).expect(200)).body.count).toBe(3);
    expect(await audit('email.audience.update')).toHaveLength(2);

    // A campaign made from it: the picker copies the criteria into the campaign form.
    await comms.delete(`/api/email/audiences/${id}`).expect(204);
    expect(await audit('email.audience.delete')).toEqual([
      { target_type: 'email.audience', target_id: String(id), actor_role: 'communications' },
    ]);
    await comms.get(`/api/email/audiences/${id}/count`).expect(404);
    await comms.delete(`/api/email/audiences/${id}`).expect(404);
    await comms.put(`/api/email/audiences/${id}`).send({ name: 'x' }).expect(404);
  });

  it('refuses a name taken whatever its case (409), and bad input with a clear 400', async () => {
    await comms
      .post('/api/email/audiences')
      .send({ name: 'Leaders', criteria: { spiritualLevel: 'leader' } })
      .expect(201);
    const taken = await admin
      .post('/api/email/audiences')
      .send({ name: 'LEADERS', criteria: {} })
      .expect(409);
    expect(taken.body.message).toBe('An audience with this name is saved already');
    const other = await comms
      .post('/api/email/audiences')
      .send({ name: 'Seekers', criteria: { spiritualLevel: 'seeking' } })
      .expect(201);
    await comms.put(`/api/email/audiences/${other.body.id}`).send({ name: 'leaders' }).expect(409);

    const cases: [unknown, string][] = [
      [{ criteria: {} }, 'Audience name is required'],
      [{ name: '   ', criteria: {} }, 'Audience name is required'],
      [{ name: 'x'.repeat(101), criteria: {} }, 'Audience name must be at most 100 characters'],
      [{ name: 'No criteria' }, 'Please choose the target audience to save'],
      [
        { name: 'Bad', criteria: { maritalStatus: 'engaged' } },
        'Please choose a marital status from the list',
      ],
      [{ name: 'Extra', criteria: {}, createdBy: 'me' }, 'property createdBy should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await comms
        .post('/api/email/audiences')
        .send(body as object)
        .expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    await comms.put('/api/email/audiences/abc').send({ name: 'x' }).expect(404);
  });

  it('only staff who send campaigns: 401 anonymous, 403 other roles and members', async () => {
    await request(t.server).get('/api/email/audiences').expect(401);
    await request(t.server)
      .post('/api/email/audiences')
      .send({ name: 'x', criteria: {} })
      .expect(401);
    for (const role of ['pastoral', 'content', null] as const) {
      const { agent } = await signedInAgent(t, { role });
      await agent.get('/api/email/audiences').expect(403);
      await agent.post('/api/email/audiences').send({ name: 'x', criteria: {} }).expect(403);
    }
  });
});
