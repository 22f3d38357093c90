import { EventEmitter2 } from '@nestjs/event-emitter';
import { Client } from 'pg';
import request from 'supertest';
import { DomainEvents, SubscriberCreatedEvent } from '../src/common/events/domain-events';
import { createTestApp, TestApp } from './support/test-app';

describe('newsletter (POST /api/subscribe)', () => {
  let t: TestApp;
  let db: Client;
  const announced: SubscriberCreatedEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    t.app
      .get(EventEmitter2)
      .on(DomainEvents.subscriberCreated, (event: SubscriberCreatedEvent) => announced.push(event));
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('subscribes a new address, stored trimmed and lower-cased, and announces it once', async () => {
    const res = await request(t.server)
      .post('/api/subscribe')
      .send({ name: '  Ruth Levi ', email: '  Ruth.Levi@Example.ORG ' })
      .expect(201);
    expect(res.body).toEqual({ message: 'You have been subscribed to our newsletter.' });
    const rows = await db.query('SELECT name, email FROM subscribers WHERE email = $1', [
      'ruth.levi@example.org',
    ]);
    expect(rows.rows).toEqual([{ name: 'Ruth Levi', email: 'ruth.levi@example.org' }]);
    expect(announced).toEqual([
      {
        subscriberId: expect.any(Number),
        name: 'Ruth Levi',
        email: 'ruth.levi@example.org',
        confirmed: true,
        // No language asked for: the site's default, recorded with the subscriber.
        language: 'en',
      },
    ]);
  });

  it('answers a repeated address (any case) with the same success, without a second row or event', async () => {
    announced.length = 0;
    const first = await request(t.server)
      .post('/api/subscribe')
      .send({ name: 'Boaz', email: 'boaz@example.org' })
      .expect(201);
    const again = await request(t.server)
      .post('/api/subscribe')
      .send({ name: 'Someone Else', email: 'BOAZ@example.org' })
      .expect(201);
    expect(again.body).toEqual(first.body);
    const rows = await db.query('SELECT name FROM subscribers WHERE email = $1', [
      'boaz@example.org',
    ]);
    expect(rows.rows).toEqual([{ name: 'Boaz' }]);
    expect(announced).toHaveLength(1);
  });

  it('survives concurrent subscriptions of one address', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(t.server)
          .post('/api/subscribe')
          .send({ name: 'Naomi', email: 'naomi@example.org' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const rows = await db.query('SELECT count(*)::int AS n FROM subscribers WHERE email = $1', [
      'naomi@example.org',
    ]);
    expect(rows.rows[0].n).toBe(1);
  });

  it.each([
    [{ name: 'R', email: 'r@example.org' }, 'name', 'Name must be at least 2 characters'],
    [{ name: ' R ', email: 'r@example.org' }, 'name', 'Name must be at least 2 characters'],
    [{ email: 'r@example.org' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'Ruth', email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    [{ name: 'Ruth', email: '' }, 'email', 'Please enter a valid email address'],
    [{ name: 'Ruth' }, 'email', 'Please enter a valid email address'],
  ])('refuses %j with 400 and the spec message', async (body, field, message) => {
    const res = await request(t.server).post('/api/subscribe').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('needs no session and refuses requests from another site', async () => {
    await request(t.server)
      .post('/api/subscribe')
      .set('Origin', 'https://evil.example')
      .send({ name: 'Eve', email: 'eve@example.org' })
      .expect(403);
  });
});
