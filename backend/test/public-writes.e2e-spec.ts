import request from 'supertest';
import { DataSource } from 'typeorm';
import { signInMember, uniqueEmail } from './support/community';
import { createAppOnDatabase } from './support/second-app';
import { createTestApp, TestApp } from './support/test-app';

/** Public writes are limited per client address, counted in PostgreSQL and so shared by processes. */
describe('public write limits', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof createAppOnDatabase>>;
  const limit = { PUBLIC_WRITE_LIMIT: '3', PUBLIC_WRITE_WINDOW_SECONDS: '600' };

  beforeAll(async () => {
    t = await createTestApp({ workers: false, env: limit });
    other = await createAppOnDatabase(t.databaseUrl, `other-${Date.now()}`, limit);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const subscribe = (server: typeof t.server) =>
    request(server)
      .post('/api/subscribe')
      .send({ name: 'Ruth', email: uniqueEmail('limit') });

  it('answers 429 with Retry-After once a client passes the limit, across API processes', async () => {
    await subscribe(t.server).expect(201);
    await subscribe(other.server).expect(201);
    await subscribe(t.server).expect(201);
    const refused = await subscribe(other.server).expect(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    await subscribe(t.server).expect(429);
  });

  it('counts invalid submissions too, and each kind of write on its own', async () => {
    for (let i = 0; i < 3; i++) {
      await request(t.server).post('/api/community/members').send({ email: 'bad' }).expect(400);
    }
    await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'A', lastName: 'B', email: uniqueEmail('signup') })
      .expect(429);

    // A member who joined earlier signs in (not a counted write) and still has testimonies to give.
    const email = uniqueEmail('member');
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO community_members (first_name, last_name, email) VALUES ('Ruth', 'M', $1)`,
        [email],
      );
    const agent = request.agent(t.server);
    await signInMember(t, agent, email);
    const testimony = {
      name: 'Ruth',
      email,
      category: 'Faith',
      title: 'Grace',
      testimony: 'He was faithful.',
      isAnonymous: false,
    };
    for (let i = 0; i < 3; i++) await agent.post('/api/testimonials').send(testimony).expect(201);
    await agent.post('/api/testimonials').send(testimony).expect(429);
  });
});
