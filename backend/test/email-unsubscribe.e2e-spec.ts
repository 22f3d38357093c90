import { EventEmitter2 } from '@nestjs/event-emitter';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../src/common/events/domain-events';
import { MailComposerService } from '../src/modules/email/mail/mail-composer.service';
import { seedMembers, seedSubscriber } from './support/email-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Unsubscribing crosses modules: the e-mail module suppresses the address, then announces
 * `email.unsubscribed`, and the community (members' e-mail consent) and the newsletter leave it. The
 * page says "unsubscribed" only once every one of them has.
 */
describe('unsubscribing from a message link leaves every list', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const unsubscribePath = (email: string) =>
    `/unsubscribe?token=${t.app.get(MailComposerService).tokens.create(email)}`;

  async function lists(email: string) {
    const [member] = await db.query(
      'SELECT subscribe_to_emails FROM community_members WHERE email = $1',
      [email],
    );
    const subscribers = await db.query('SELECT id FROM subscribers WHERE lower(email) = $1', [
      email,
    ]);
    const suppressions = await db.query('SELECT reason FROM email_suppressions WHERE email = $1', [
      email,
    ]);
    return {
      memberAcceptsEmail: member?.subscribe_to_emails as boolean | undefined,
      newsletter: subscribers.length,
      suppressed: suppressions.map((r: { reason: string }) => r.reason),
    };
  }

  it("leaves the member's e-mail consent and the newsletter, and suppresses the address", async () => {
    await seedMembers(t, [
      { firstName: 'Priscilla', email: 'priscilla@example.test' },
      { firstName: 'Aquila', email: 'aquila@example.test' },
    ]);
    await seedSubscriber(t, 'Priscilla', 'priscilla@example.test');
    await seedSubscriber(t, 'Aquila', 'aquila@example.test');

    const done = await request(t.server)
      .post(unsubscribePath('Priscilla@Example.test'))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain('You have been unsubscribed');
    expect(await lists('priscilla@example.test')).toEqual({
      memberAcceptsEmail: false,
      newsletter: 0,
      suppressed: ['unsubscribe'],
    });
    // Nobody else's lists change.
    expect(await lists('aquila@example.test')).toEqual({
      memberAcceptsEmail: true,
      newsletter: 1,
      suppressed: [],
    });
  });

  it('says so only once every list is left: a list that cannot be left is an error page, and the link works again later', async () => {
    await seedMembers(t, [{ firstName: 'Phoebe', email: 'phoebe@example.test' }]);
    await seedSubscriber(t, 'Phoebe', 'phoebe@example.test');
    const emitter = t.app.get(EventEmitter2);
    const unavailable = () => Promise.reject(new Error('a mailing list is unavailable'));
    emitter.on(DomainEvents.emailUnsubscribed, unavailable);
    try {
      const failed = await request(t.server)
        .post(unsubscribePath('phoebe@example.test'))
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(500);
      expect(failed.text).toContain('Something went wrong');
      expect(failed.text).not.toContain('You have been unsubscribed');
    } finally {
      emitter.off(DomainEvents.emailUnsubscribed, unavailable);
    }
    // The address is already suppressed (no campaign mails it), and repeating the link finishes.
    expect((await lists('phoebe@example.test')).suppressed).toEqual(['unsubscribe']);
    const done = await request(t.server)
      .post(unsubscribePath('phoebe@example.test'))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain('You have been unsubscribed');
    expect(await lists('phoebe@example.test')).toEqual({
      memberAcceptsEmail: false,
      newsletter: 0,
      suppressed: ['unsubscribe'],
    });
  });
});
