import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AudienceRepository } from '../src/modules/email/campaigns/audience.repository';
import { ALL_AUDIENCE } from '../src/modules/email/campaigns/target-criteria';
import { MailComposerService } from '../src/modules/email/mail/mail-composer.service';
import { MAINTENANCE_JOB, SYSTEM_QUEUE } from '../src/queue/queue.constants';
import { memberAgent, uniqueEmail } from './support/community';
import { eventually } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

const SUBSCRIBED = 'You have been subscribed to our newsletter.';
const CHECK_EMAIL =
  'Please check your e-mail: we have sent you a link to confirm your subscription.';

/**
 * docs/architecture.md, "Opt-outs stand" and "Retention": a sign-up never lifts an opt-out (only
 * the owner's click on a single-use, expiring link does, and such mail goes to an address at most
 * once a day, whoever asks), double opt-in, and the retention of closed counseling requests,
 * rejected testimonies and unconfirmed subscriptions.
 */
describe('opt-outs stand, double opt-in, retention', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let db: DataSource;
  let admin: Agent;
  let settings: Record<string, unknown>;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://ministry.example' },
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
  beforeEach(() => sink.clear());

  const saveSettings = (changes: Record<string, unknown>) =>
    admin.put('/api/admin/settings').send({ ...settings, ...changes });

  const subscribe = (email: string, name = 'Someone Else') =>
    request(t.server).post('/api/subscribe').send({ name, email }).expect(201);

  /** Unsubscribes the way a recipient does: the link of a message. */
  async function unsubscribe(email: string): Promise<void> {
    const token = t.app.get(MailComposerService).tokens.create(email);
    await request(t.server).post(`/unsubscribe?token=${token}`).type('form').send('').expect(200);
  }

  const suppressed = async (email: string) =>
    (await db.query('SELECT reason FROM email_suppressions WHERE email = $1', [email])).map(
      (r: { reason: string }) => r.reason,
    ) as string[];

  const subscriber = async (email: string) =>
    (
      (await db.query('SELECT name, confirmed_at FROM subscribers WHERE email = $1', [email])) as {
        name: string;
        confirmed_at: Date | null;
      }[]
    )[0];

  /** Lets the worker finish what is queued: another address's mail is sent after it. */
  async function settle(): Promise<void> {
    const marker = uniqueEmail('marker');
    await subscribe(marker, 'Marker');
    await sink.firstTo(marker);
    const emailQueue = t.app.get<Queue>(getQueueToken('email'));
    await eventually(async () => {
      const counts = await emailQueue.getJobCounts('waiting', 'active', 'prioritized');
      return Object.values(counts).every((n) => n === 0) ? true : undefined;
    });
  }

  describe('a stranger cannot lift an opt-out', () => {
    it('answers as for anyone, keeps the suppression, mails the owner one link; the link re-subscribes once', async () => {
      const owner = uniqueEmail('ruth');
      await subscribe(owner, 'Ruth');
      await sink.firstTo(owner); // the welcome
      await unsubscribe(owner);
      expect(await suppressed(owner)).toEqual(['unsubscribe']);
      expect(await subscriber(owner)).toBeUndefined();
      sink.clear();

      // The stranger's answer is the one anybody gets.
      const fresh = await subscribe(uniqueEmail('fresh'));
      const stranger = await subscribe(owner.toUpperCase(), 'Orpah');
      expect(stranger.body).toEqual(fresh.body);
      expect(stranger.body).toEqual({ message: SUBSCRIBED });

      expect(await suppressed(owner)).toEqual(['unsubscribe']);
      const mail = await sink.firstTo(owner);
      expect(mail.subject).toContain('Please confirm your subscription');
      // Whatever the stranger typed as a name is not written into the owner's mail.
      expect(mail.text).not.toContain('Orpah');
      expect(mail.html).toContain('Confirm my subscription');
      const link = SmtpSink.confirmationPath(mail);
      // Waiting for the owner: no campaign reaches the address, nor the stranger's name.
      expect((await subscriber(owner)).confirmed_at).toBeNull();

      // Asked again, by the stranger or by a sign-up, within 24 hours: nothing more is mailed.
      await subscribe(owner, 'Orpah');
      await memberAgent(t, { email: owner, subscribeToEmails: true });
      await settle();
      // (The sign-up itself mails the new member a sign-in link, which is no subscription mail.)
      const confirmations = sink
        .received(owner)
        .filter((m) => /Please\s+confirm\s+your\s+subscription/.test(m.raw.toString()));
      expect(confirmations).toHaveLength(1);
      expect(await suppressed(owner)).toEqual(['unsubscribe']);

      // Opening the link shows a button and changes nothing (link scanners open links too).
      const page = await request(t.server).get(link).expect(200);
      expect(page.text).toContain('Confirm my subscription');
      expect(await suppressed(owner)).toEqual(['unsubscribe']);

      const done = await request(t.server).post(link).type('form').send('').expect(200);
      expect(done.text).toContain('Your subscription is confirmed');
      expect(await suppressed(owner)).toEqual([]);
      expect((await subscriber(owner)).confirmed_at).not.toBeNull();
      expect(await t.app.get(AudienceRepository).count(ALL_AUDIENCE)).toBeGreaterThan(0);

      // Single use.
      const again = await request(t.server).post(link).type('form').send('').expect(400);
      expect(again.text).toContain('no longer valid');
      await request(t.server).get(link).expect(400);
    });

    it("a member's sign-up for an unsubscribed address asks its owner too, and adds no newsletter row", async () => {
      const owner = uniqueEmail('boaz');
      await unsubscribe(owner);
      await memberAgent(t, { email: owner, subscribeToEmails: true });
      const mail = await sink.firstTo(owner);
      expect(mail.text).toContain('e-mails from');
      expect(await suppressed(owner)).toEqual(['unsubscribe']);
      await request(t.server)
        .post(SmtpSink.confirmationPath(mail))
        .type('form')
        .send('')
        .expect(200);
      expect(await suppressed(owner)).toEqual([]);
      expect(await subscriber(owner)).toBeUndefined();
    });

    it('refuses an expired or made-up link, and mails nothing to a bounced address', async () => {
      const owner = uniqueEmail('naomi');
      await unsubscribe(owner);
      await subscribe(owner);
      const link = SmtpSink.confirmationPath(await sink.firstTo(owner));
      await db.query(
        `UPDATE subscription_confirmations SET expires_at = now() - interval '1 second' WHERE email = $1`,
        [owner],
      );
      await request(t.server).post(link).type('form').send('').expect(400);
      expect(await suppressed(owner)).toEqual(['unsubscribe']);
      for (const token of ['x', 'A'.repeat(43), '<script>', ''])
        await request(t.server)
          .post(`/confirm-subscription?token=${encodeURIComponent(token)}`)
          .type('form')
          .send('')
          .expect(400);

      const bounced = uniqueEmail('bounced');
      await db.query(`INSERT INTO email_suppressions (email, reason) VALUES ($1, 'bounce')`, [
        bounced,
      ]);
      await subscribe(bounced);
      await settle();
      expect(sink.received(bounced)).toHaveLength(0);
      expect(await suppressed(bounced)).toEqual(['bounce']);
    });
  });

  describe('double opt-in (a setting, off by default)', () => {
    afterAll(() => saveSettings({ doubleOptIn: false }).expect(200));

    it('off: subscribed at once, welcomed, in the audience', async () => {
      expect(settings.doubleOptIn).toBe(false);
      const email = uniqueEmail('lydia');
      expect((await subscribe(email, 'Lydia')).body).toEqual({ message: SUBSCRIBED });
      expect((await sink.firstTo(email)).subject).toContain('Welcome');
      expect((await subscriber(email)).confirmed_at).not.toBeNull();
    });

    it('on: stored unconfirmed, never in an audience, confirmed by the link', async () => {
      await saveSettings({ doubleOptIn: true }).expect(200);
      const audience = t.app.get(AudienceRepository);
      const before = await audience.count(ALL_AUDIENCE);
      const email = uniqueEmail('tabitha');
      const known = uniqueEmail('known');
      await db.query('INSERT INTO subscribers (name, email) VALUES ($1, $2)', ['Known', known]);
      // The same answer for a new address and one already on the list.
      expect((await subscribe(email, 'Tabitha')).body).toEqual({ message: CHECK_EMAIL });
      expect((await subscribe(known)).body).toEqual({ message: CHECK_EMAIL });

      expect((await subscriber(email)).confirmed_at).toBeNull();
      expect(await audience.count(ALL_AUDIENCE)).toBe(before + 1); // `known` only
      const mail = await sink.firstTo(email);
      expect(mail.subject).toContain('Please confirm your subscription');
      expect(mail.text).toContain('newsletter');
      await request(t.server)
        .post(SmtpSink.confirmationPath(mail))
        .type('form')
        .send('')
        .expect(200);
      expect((await subscriber(email)).confirmed_at).not.toBeNull();
      expect(await audience.count(ALL_AUDIENCE)).toBe(before + 2);
      // An address already confirmed gets no link.
      await settle();
      expect(sink.received(known)).toHaveLength(0);
    });
  });

  describe('settings', () => {
    it('have the defaults, are validated, and a body without them keeps them', async () => {
      expect(settings).toMatchObject({
        doubleOptIn: false,
        retainClosedCounselingMonths: 24,
        retainRejectedTestimoniesDays: 90,
        retainUnconfirmedSubscriptionsDays: 7,
      });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ doubleOptIn: 'yes' }, 'doubleOptIn', 'Double opt-in must be true or false'],
        [
          { retainClosedCounselingMonths: 0 },
          'retainClosedCounselingMonths',
          'Closed counseling requests must be kept a whole number of months from 1 to 120',
        ],
        [
          { retainRejectedTestimoniesDays: 1.5 },
          'retainRejectedTestimoniesDays',
          'Rejected testimonies must be kept a whole number of days from 1 to 3650',
        ],
        [
          { retainUnconfirmedSubscriptionsDays: '7' },
          'retainUnconfirmedSubscriptionsDays',
          'Unconfirmed subscriptions must be kept a whole number of days from 1 to 365',
        ],
        [
          { retainUnconfirmedSubscriptionsDays: 366 },
          'retainUnconfirmedSubscriptionsDays',
          'Unconfirmed subscriptions must be kept a whole number of days from 1 to 365',
        ],
      ];
      for (const [change, field, message] of cases) {
        const res = await saveSettings(change).expect(400);
        expect(res.body).toEqual({ message, errors: [{ field, message }] });
      }

      await saveSettings({
        retainClosedCounselingMonths: 36,
        retainRejectedTestimoniesDays: 30,
      }).expect(200);
      const withoutPrivacy = { ...settings };
      for (const key of [
        'doubleOptIn',
        'retainClosedCounselingMonths',
        'retainRejectedTestimoniesDays',
        'retainUnconfirmedSubscriptionsDays',
      ])
        delete withoutPrivacy[key];
      const saved = await admin.put('/api/admin/settings').send(withoutPrivacy).expect(200);
      expect(saved.body).toMatchObject({
        retainClosedCounselingMonths: 36,
        retainRejectedTestimoniesDays: 30,
        retainUnconfirmedSubscriptionsDays: 7,
      });
      // Not public.
      const open = await request(t.server).get('/api/settings').expect(200);
      expect(open.body).not.toHaveProperty('doubleOptIn');
      expect(open.body).not.toHaveProperty('retainClosedCounselingMonths');
      await saveSettings({}).expect(200);
    });
  });

  describe('retention, run by the scheduled maintenance job', () => {
    async function runMaintenance(): Promise<Record<string, number>> {
      const queue = t.app.get<Queue>(getQueueToken(SYSTEM_QUEUE));
      const job = await queue.add(MAINTENANCE_JOB, {});
      return eventually(async () => {
        const state = await queue.getJobState(job.id!);
        if (state === 'failed') throw new Error((await queue.getJob(job.id!))?.failedReason);
        if (state !== 'completed') return undefined;
        return (await queue.getJob(job.id!))?.returnvalue as Record<string, number>;
      });
    }

    async function counselingRequest(status: string, closedAgo: string | null): Promise<number> {
      const [row] = await db.query(
        `INSERT INTO counseling_requests (name, email, category, background, current_situation, specific_needs, status, submitted_at, closed_at)
         VALUES ('Hannah', 'hannah@example.test', 'Family Issues', 'b', 'c', 'd', $1, now() - interval '5 years',
                 now() - $2::interval) RETURNING id`,
        [status, closedAgo],
      );
      await db.query(
        `INSERT INTO counseling_responses (counseling_request_id, message) VALUES ($1, 'We pray with you')`,
        [row.id],
      );
      return row.id as number;
    }

    async function testimony(status: string, rejectedAgo: string | null): Promise<number> {
      const [row] = await db.query(
        `INSERT INTO testimonials (name, email, category, title, testimony, status, submitted_at, rejected_at)
         VALUES ('Anna', 'anna@example.test', 'healing', 'T', 'A story', $1, now() - interval '2 years',
                 now() - $2::interval) RETURNING id`,
        [status, rejectedAgo],
      );
      return row.id as number;
    }

    async function signUp(confirmed: boolean, ago: string): Promise<string> {
      const email = uniqueEmail('retention');
      await db.query(
        `INSERT INTO subscribers (name, email, created_at, confirmed_at)
         VALUES ('Eunice', $1, now() - $2::interval, CASE WHEN $3 THEN now() - $2::interval END)`,
        [email, ago, confirmed],
      );
      return email;
    }

    const exists = async (table: string, column: string, value: unknown) =>
      ((await db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [value])) as unknown[])
        .length > 0;

    it('erases what is past its period, with the responses, and keeps the rest', async () => {
      const oldClosed = await counselingRequest('closed', '25 months');
      const recentClosed = await counselingRequest('closed', '23 months');
      const open = await counselingRequest('in_progress', null);
      const oldRejected = await testimony('rejected', '91 days');
      const recentRejected = await testimony('rejected', '89 days');
      const approved = await testimony('approved', null);
      const oldUnconfirmed = await signUp(false, '8 days');
      const recentUnconfirmed = await signUp(false, '6 days');
      const oldConfirmed = await signUp(true, '3 years');

      const result = await runMaintenance();
      expect(result).toMatchObject({
        closedCounselingRequests: 1,
        rejectedTestimonies: 1,
        unconfirmedSubscribers: 1,
      });

      expect(await exists('counseling_requests', 'id', oldClosed)).toBe(false);
      expect(await exists('counseling_responses', 'counseling_request_id', oldClosed)).toBe(false);
      expect(await exists('counseling_requests', 'id', recentClosed)).toBe(true);
      expect(await exists('counseling_responses', 'counseling_request_id', recentClosed)).toBe(
        true,
      );
      expect(await exists('counseling_requests', 'id', open)).toBe(true);
      expect(await exists('testimonials', 'id', oldRejected)).toBe(false);
      expect(await exists('testimonials', 'id', recentRejected)).toBe(true);
      expect(await exists('testimonials', 'id', approved)).toBe(true);
      expect(await exists('subscribers', 'email', oldUnconfirmed)).toBe(false);
      expect(await exists('subscribers', 'email', recentUnconfirmed)).toBe(true);
      expect(await exists('subscribers', 'email', oldConfirmed)).toBe(true);

      // A shorter period in the settings applies at the next run.
      await saveSettings({ retainClosedCounselingMonths: 12 }).expect(200);
      expect(await runMaintenance()).toMatchObject({ closedCounselingRequests: 1 });
      expect(await exists('counseling_requests', 'id', recentClosed)).toBe(false);
      await saveSettings({ retainClosedCounselingMonths: 24 }).expect(200);
    });

    it('counts from the closing and the rejection the dashboard records', async () => {
      const id = await counselingRequest('pending', null);
      await admin.put(`/api/admin/counseling/${id}`).send({ status: 'closed' }).expect(200);
      const [closed] = await db.query('SELECT closed_at FROM counseling_requests WHERE id = $1', [
        id,
      ]);
      expect(Date.now() - new Date(closed.closed_at).getTime()).toBeLessThan(60_000);
      await admin.put(`/api/admin/counseling/${id}`).send({ status: 'in_progress' }).expect(200);
      const [reopened] = await db.query('SELECT closed_at FROM counseling_requests WHERE id = $1', [
        id,
      ]);
      expect(reopened.closed_at).toBeNull();

      const story = await testimony('pending', null);
      await admin.put(`/api/admin/testimonials/${story}`).send({ status: 'rejected' }).expect(200);
      const [rejected] = await db.query('SELECT rejected_at FROM testimonials WHERE id = $1', [
        story,
      ]);
      expect(Date.now() - new Date(rejected.rejected_at).getTime()).toBeLessThan(60_000);
    });
  });
});
