import request from 'supertest';
import { CampaignDeliveryWorker } from '../src/modules/email/sending/campaign-delivery.worker';
import { SuppressionRepository } from '../src/modules/email/unsubscribe/suppression.repository';
import { UnsubscribeService } from '../src/modules/email/unsubscribe/unsubscribe.service';
import { DataSource } from 'typeorm';
import { SmtpSink } from './support/smtp-sink';
import { eventually, seedMembers, seedSubscriber, TEMPLATE_INPUT } from './support/email-fixtures';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

describe('e-mail campaigns: audience, preview, test send, sending, unsubscribe', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Agent;
  let templateId: number;

  const campaign = (change: Record<string, unknown> = {}) => ({
    name: 'Married couples retreat',
    templateId,
    targetCriteria: {
      maritalStatus: 'married',
      spiritualLevel: 'all',
      needs: 'all',
      includeNewsletterSubscribers: false,
    },
    lessonLinks: ['https://example.org/lessons/1', 'https://example.org/lessons/2'],
    ...change,
  });

  const waitForStatus = (id: number, statuses: string[]) =>
    eventually(
      async () => {
        const body = (await admin.get(`/api/email/campaigns/${id}`).expect(200)).body;
        return statuses.includes(body.status) ? body : undefined;
      },
      30000,
      `campaign ${id} to reach ${statuses.join('/')}`,
    );

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: '0',
        EMAIL_RETRY_DELAY_MS: '200',
        PUBLIC_URL: 'https://ministry.example',
        MINISTRY_POSTAL_ADDRESS: '1 Test Street, Testville',
      },
    });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    templateId = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201)).body
      .id;
    await seedMembers(t, [
      {
        firstName: 'Anna',
        email: 'anna@example.test',
        maritalStatus: 'married',
        needs: ['prayer'],
      },
      {
        firstName: 'Ben',
        email: 'Ben@Example.test',
        maritalStatus: 'married',
        spiritualLevel: 'growing',
      },
      {
        firstName: '<b>Eve</b>',
        lastName: 'Evil\r\nBcc: x@evil.test',
        email: 'eve@example.test',
        maritalStatus: 'married',
      },
      { firstName: 'Carl', email: 'carl@example.test', maritalStatus: 'single', needs: ['prayer'] },
      {
        firstName: 'Dora',
        email: 'dora@example.test',
        maritalStatus: 'married',
        subscribeToEmails: false,
      },
    ]);
    await seedSubscriber(t, 'Ben Newsletter', 'ben@example.test');
    await seedSubscriber(t, 'Sam Subscriber', 'sam@example.test');
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => sink.clear());

  it('refuses anonymous (401) and non-admin users (403) on every campaign route', async () => {
    const anon = request(t.server);
    await anon.get('/api/email/campaigns').expect(401);
    await anon.post('/api/email/campaigns').send(campaign()).expect(401);
    await anon.post('/api/email/audience/count').send({}).expect(401);
    await anon.post('/api/email/campaigns/1/send').expect(401);
    const { agent: user } = await signedInAgent(t, { isAdmin: false });
    await user.get('/api/email/campaigns').expect(403);
    await user.post('/api/email/campaigns').send(campaign()).expect(403);
    await user.get('/api/email/campaigns/1/preview').expect(403);
    await user.post('/api/email/campaigns/1/test').send({ email: 'a@b.test' }).expect(403);
    await user.post('/api/email/campaigns/1/send').expect(403);
    await user.post('/api/email/audience/count').send({}).expect(403);
  });

  it.each([
    [{ name: '' }, 'name', 'Campaign name is required'],
    [{ name: undefined }, 'name', 'Campaign name is required'],
    [{ lessonLinks: ['not a url'] }, 'lessonLinks', 'Please enter valid URLs'],
    [{ lessonLinks: ['javascript:alert(1)'] }, 'lessonLinks', 'Please enter valid URLs'],
    [{ templateId: undefined }, 'templateId', 'Please choose an email template'],
    [{ templateId: 999999 }, 'templateId', 'Please choose an active email template'],
    [{ templateId: 99999999999 }, 'templateId', 'Please choose an active email template'],
    [
      { videoMessageUrl: 'https://elsewhere.test/v.mp4' },
      'videoMessageUrl',
      'Please upload the video message again',
    ],
    [
      { videoMessageUrl: '/media/videos/00000000-0000-4000-8000-000000000000' },
      'videoMessageUrl',
      'Please upload the video message again',
    ],
    [
      { scheduledDate: 'tomorrow' },
      'scheduledDate',
      'Scheduled date must be a valid date and time',
    ],
    [
      { scheduledDate: '2000-01-01T00:00:00Z' },
      'scheduledDate',
      'Scheduled date must be in the future',
    ],
    [
      { targetCriteria: { maritalStatus: 'engaged' } },
      'targetCriteria.maritalStatus',
      'Please choose a marital status from the list',
    ],
  ])('400 for %j', async (change, field, message) => {
    const res = await admin.post('/api/email/campaigns').send(campaign(change)).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('counts the audience live: criteria, subscribers, de-duplicated addresses', async () => {
    const count = async (criteria: Record<string, unknown>) =>
      (await admin.post('/api/email/audience/count').send(criteria).expect(200)).body.count;
    expect(await count({ maritalStatus: 'married', includeNewsletterSubscribers: false })).toBe(3);
    expect(await count({ needs: 'prayer', includeNewsletterSubscribers: false })).toBe(2);
    expect(await count({ spiritualLevel: 'growing', includeNewsletterSubscribers: false })).toBe(1);
    // Members who accept e-mail (4) plus subscribers, Ben counted once: 5.
    expect(await count({})).toBe(5);
    expect(await count({ maritalStatus: 'widowed', includeNewsletterSubscribers: false })).toBe(0);
  });

  it("leaves suppressed addresses out of the count, plainly or by an erased member's hash", async () => {
    const count = async () =>
      (await admin.post('/api/email/audience/count').send({}).expect(200)).body.count;
    const db = t.app.get(DataSource);
    const before = await count();
    const plain = `plain-${Date.now()}@example.test`;
    const hashed = `Hashed-${Date.now()}@Example.test`;
    await seedSubscriber(t, 'Plain', plain);
    await seedSubscriber(t, 'Hashed', hashed);
    expect(await count()).toBe(before + 2);
    const suppressions = t.app.get(SuppressionRepository);
    await suppressions.addErased(hashed);
    expect(await count()).toBe(before + 1);
    await db.query(`INSERT INTO email_suppressions (email, reason) VALUES ($1, 'bounce')`, [plain]);
    expect(await count()).toBe(before);
    await db.query('DELETE FROM email_suppressions WHERE email = $1 OR email_hash IS NOT NULL', [
      plain,
    ]);
    expect(await count()).toBe(before + 2);
    await db.query('DELETE FROM subscribers WHERE lower(email) IN ($1, $2)', [
      plain,
      hashed.toLowerCase(),
    ]);
  });

  it('hashes the addresses given since the first erasure: an erased address given again is left out', async () => {
    const count = async () =>
      (await admin.post('/api/email/audience/count').send({}).expect(200)).body.count;
    const db = t.app.get(DataSource);
    const suppressions = t.app.get(SuppressionRepository);
    const before = await count();
    // An erasure a day ago: rows from before it are not hashed (the erased member's rows are gone).
    const erased = `back-${Date.now()}@example.test`;
    await suppressions.addErased(erased);
    await db.query(
      `UPDATE email_suppressions SET created_at = now() - interval '1 day' WHERE email_hash IS NOT NULL`,
    );
    expect(await count()).toBe(before);
    // The same address subscribes again today: its hash matches, so it is still not counted.
    await seedSubscriber(t, 'Back Again', erased);
    const other = `other-${Date.now()}@example.test`;
    await seedSubscriber(t, 'Other', other);
    expect(await count()).toBe(before + 1);
    await db.query('DELETE FROM email_suppressions WHERE email_hash IS NOT NULL');
    expect(await count()).toBe(before + 2);
    await db.query('DELETE FROM subscribers WHERE email IN ($1, $2)', [erased, other]);
  });

  it('creates a draft, lists it with N/A-safe fields, previews it and sends a test to any address', async () => {
    const created = (
      await admin
        .post('/api/email/campaigns')
        .send(campaign({ lessonLinks: ['https://example.org/a', '  '] }))
        .expect(201)
    ).body;
    expect(created).toMatchObject({
      status: 'draft',
      recipientCount: 0,
      templateId,
      lessonLinks: ['https://example.org/a'],
      videoMessageUrl: null,
      targetCriteria: {
        maritalStatus: 'married',
        spiritualLevel: 'all',
        needs: 'all',
        includeNewsletterSubscribers: false,
      },
    });
    const list = (await admin.get('/api/email/campaigns').expect(200)).body;
    expect(list[0]).toMatchObject({
      id: created.id,
      name: 'Married couples retreat',
      status: 'draft',
    });

    const preview = (await admin.get(`/api/email/campaigns/${created.id}/preview`).expect(200))
      .body;
    expect(preview.subject).toBe('A word of hope for you, Sarah');
    expect(preview.html).toContain('href="https://example.org/a"');
    await admin.get('/api/email/campaigns/999999/preview').expect(404);
    // Ids no integer column can hold name no campaign either: 404, never a database error.
    for (const id of ['99999999999', 'abc', '0']) {
      const missing = await admin.get(`/api/email/campaigns/${id}`).expect(404);
      expect(missing.body.message).toBe('Email campaign not found');
    }

    const bad = await admin
      .post(`/api/email/campaigns/${created.id}/test`)
      .send({ email: 'nope' })
      .expect(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
    await admin.post('/api/email/campaigns/999999/test').send({ email: 'x@y.test' }).expect(404);
    await admin
      .post(`/api/email/campaigns/${created.id}/test`)
      .send({ email: 'Pastor@Church.test' })
      .expect(202);
    await sink.waitForMessages(1);
    const mail = await SmtpSink.parse(sink.messages[0]);
    expect(sink.messages[0].to).toEqual(['pastor@church.test']);
    expect(mail.subject).toBe('[Test] A word of hope for you, Sarah');
    // Still a draft: a test send changes nothing.
    expect((await admin.get(`/api/email/campaigns/${created.id}`).expect(200)).body.status).toBe(
      'draft',
    );
  });

  it('lists a campaign not sent yet with the live count of its audience', async () => {
    const married = (
      await admin
        .post('/api/email/campaigns')
        .send(campaign({ name: 'Live count, married' }))
        .expect(201)
    ).body;
    const prayer = (
      await admin
        .post('/api/email/campaigns')
        .send(
          campaign({
            name: 'Live count, prayer',
            targetCriteria: { needs: 'prayer', includeNewsletterSubscribers: false },
          }),
        )
        .expect(201)
    ).body;
    const list = (await admin.get('/api/email/campaigns').expect(200)).body as {
      id: number;
      recipientCount: number;
    }[];
    // What the Send dialog will announce: married Anna, Ben, Eve; Anna and Carl need prayer.
    expect(list.find((c) => c.id === married.id)?.recipientCount).toBe(3);
    expect(list.find((c) => c.id === prayer.id)?.recipientCount).toBe(2);
    expect(
      (await admin.get(`/api/email/campaigns/${prayer.id}`).expect(200)).body.recipientCount,
    ).toBe(2);
    const count = (
      await admin
        .post('/api/email/audience/count')
        .send({ needs: 'prayer', includeNewsletterSubscribers: false })
        .expect(200)
    ).body.count;
    expect(count).toBe(2);
  });

  it('sends to the audience once each: headers, parts, escaping, postal address, unsubscribe', async () => {
    const created = (await admin.post('/api/email/campaigns').send(campaign()).expect(201)).body;
    const sending = (await admin.post(`/api/email/campaigns/${created.id}/send`).expect(200)).body;
    expect(sending).toMatchObject({ status: 'sending', recipientCount: 3 });
    const done = await waitForStatus(created.id, ['sent', 'failed']);
    expect(done).toMatchObject({
      status: 'sent',
      recipientCount: 3,
      progress: { sent: 3, failed: 0, pending: 0, skipped: 0 },
    });
    expect(done.sentDate).not.toBeNull();

    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual([
      'anna@example.test',
      'ben@example.test',
      'eve@example.test',
    ]);
    const anna = await SmtpSink.parse(sink.received('anna@example.test')[0]);
    expect(anna.subject).toBe('A word of hope for you, Anna');
    expect(anna.from?.text).toContain('Spirit & Truth Ministry');
    // Replies reach the ministry's info address (the footer's), not the no-reply sender.
    expect(anna.replyTo?.value.map((a) => a.address)).toEqual(['info@example.org']);
    expect(anna.html).toContain('Dear Anna Member,');
    expect(anna.html).toContain('faith &amp; obedience &lt;together&gt;');
    expect(anna.html).toContain('1 Test Street, Testville');
    expect(anna.text).toContain('1 Test Street, Testville');
    expect(anna.html).toContain('href="https://example.org/lessons/2"');
    const headers = SmtpSink.headerValues(anna, 'list-unsubscribe');
    expect(headers).toHaveLength(1);
    const listUnsubscribe = headers[0];
    const [https, mailto] = listUnsubscribe.split(',').map((s) => s.trim());
    // The link also says which campaign message it came from (`d`, signed), for the campaign's report.
    expect(https).toMatch(
      /^<https:\/\/ministry\.example\/unsubscribe\?token=[A-Za-z0-9_-]+&d=u\d+\.[A-Za-z0-9_-]{16}>$/,
    );
    expect(mailto).toMatch(/^<mailto:no-reply@localhost\?subject=unsubscribe>$/);
    expect(SmtpSink.headerValues(anna, 'list-unsubscribe-post')).toEqual([
      'List-Unsubscribe=One-Click',
    ]);
    const link = https.slice(1, -1);
    expect(anna.html).toContain(link.replace(/&/g, '&amp;'));
    expect(anna.text).toContain(link);
    // The token is opaque: the address does not appear in it.
    expect(link).not.toContain('anna');

    // Member-supplied names: escaped in HTML, and CR/LF never reach a header.
    const eveRaw = sink.received('eve@example.test')[0];
    const eve = await SmtpSink.parse(eveRaw);
    expect(eve.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(eve.html).not.toContain('<b>Eve</b>');
    expect(eve.headers.has('bcc')).toBe(false);
    expect(eveRaw.to).toEqual(['eve@example.test']);
    expect(eveRaw.raw.toString().split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/im);

    // Sending again is refused: only drafts can be sent.
    const again = await admin.post(`/api/email/campaigns/${created.id}/send`).expect(409);
    expect(again.body.message).toBe('Only draft campaigns can be sent.');
    await admin.post('/api/email/campaigns/999999/send').expect(404);
  });

  it('GET /unsubscribe shows a confirmation and never unsubscribes; one-click POST does, with 200', async () => {
    const created = (await admin.post('/api/email/campaigns').send(campaign()).expect(201)).body;
    await admin.post(`/api/email/campaigns/${created.id}/send`).expect(200);
    await waitForStatus(created.id, ['sent']);
    const anna = await SmtpSink.parse(sink.received('anna@example.test')[0]);
    const link = SmtpSink.unsubscribeUrl(anna);
    const path = `${link.pathname}${link.search}`;

    const page = await request(t.server).get(path).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('an**@example.test');
    expect(page.text).toContain('<form method="post"');
    await request(t.server).get(path).expect(200);
    const db = t.app.get(DataSource);
    const subscribed = async () =>
      (
        await db.query(
          "SELECT subscribe_to_emails FROM community_members WHERE email = 'anna@example.test'",
        )
      )[0].subscribe_to_emails;
    expect(await subscribed()).toBe(true);

    expect(page.text).toContain('<link rel="icon" href="/favicon.svg"');
    const forgedPage = await request(t.server).get('/unsubscribe?token=forged').expect(400);
    expect(forgedPage.headers['content-type']).toMatch(/text\/html/);
    expect(forgedPage.text).toContain('Invalid unsubscribe link');
    const forged = await request(t.server)
      .post('/unsubscribe?token=forged')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    expect(forged.headers['content-type']).toMatch(/text\/html/);
    expect(forged.text).toContain('Invalid unsubscribe link');
    expect(await subscribed()).toBe(true);

    // The confirmation page's own form: Chromium posts it with Origin: null because the page is
    // served with Referrer-Policy: no-referrer; the token authorises it, not the origin.
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const fromPage = await request(t.server)
      .post(path)
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send('')
      .expect(200);
    expect(fromPage.headers['content-type']).toMatch(/text\/html/);
    expect(fromPage.text).toContain('You have been unsubscribed');
    expect(await subscribed()).toBe(false);
    // Other writes still refuse a null origin.
    await request(t.server)
      .post('/api/subscribe')
      .set('Origin', 'null')
      .send({ name: 'X', email: 'x@example.test' })
      .expect(403);

    // RFC 8058: a POST with no cookie, answered 200 with no redirect.
    const done = await request(t.server)
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain('You have been unsubscribed');
    // Repeating it is harmless.
    await request(t.server).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);

    // The next campaign skips Anna; the audience count already knows.
    expect(
      (await admin.post('/api/email/audience/count').send(campaign().targetCriteria).expect(200))
        .body.count,
    ).toBe(2);
    sink.clear();
    const next = (
      await admin
        .post('/api/email/campaigns')
        .send(campaign({ name: 'Next' }))
        .expect(201)
    ).body;
    expect(
      (await admin.post(`/api/email/campaigns/${next.id}/send`).expect(200)).body.recipientCount,
    ).toBe(2);
    await waitForStatus(next.id, ['sent']);
    expect(sink.received('anna@example.test')).toHaveLength(0);
    expect(sink.messages).toHaveLength(2);

    // A test send to a suppressed address is refused.
    const refused = await admin
      .post(`/api/email/campaigns/${next.id}/test`)
      .send({ email: 'anna@example.test' })
      .expect(409);
    expect(refused.body.message).toBe('This address has unsubscribed from our e-mails.');
  });

  it('unsubscribing a newsletter subscriber removes them from the list', async () => {
    const db = t.app.get(DataSource);
    const id = await seedSubscriber(t, 'Nora News', 'nora@example.test');
    const created = (
      await admin
        .post('/api/email/campaigns')
        .send(
          campaign({
            name: 'News',
            targetCriteria: { maritalStatus: 'widowed', includeNewsletterSubscribers: true },
          }),
        )
        .expect(201)
    ).body;
    await admin.post(`/api/email/campaigns/${created.id}/send`).expect(200);
    await waitForStatus(created.id, ['sent']);
    const nora = await SmtpSink.parse(sink.received('nora@example.test')[0]);
    expect(nora.subject).toBe('A word of hope for you, Nora');
    const link = SmtpSink.unsubscribeUrl(nora);
    await request(t.server).post(`${link.pathname}${link.search}`).expect(200);
    expect(await db.query('SELECT id FROM subscribers WHERE id = $1', [id])).toHaveLength(0);
  });

  it('checks the suppression list just before each send, also for messages already queued', async () => {
    const worker = t.app.get(CampaignDeliveryWorker);
    await worker.pause();
    try {
      const created = (
        await admin
          .post('/api/email/campaigns')
          .send(
            campaign({
              name: 'Queued',
              targetCriteria: { maritalStatus: 'all', includeNewsletterSubscribers: true },
            }),
          )
          .expect(201)
      ).body;
      const sending = (await admin.post(`/api/email/campaigns/${created.id}/send`).expect(200))
        .body;
      expect(sending.recipientCount).toBe(4); // ben, carl, eve, sam (anna unsubscribed above)
      // Carl unsubscribes while his message waits in the queue.
      await t.app.get(UnsubscribeService).unsubscribe('carl@example.test');
      worker.resume();
      const done = await waitForStatus(created.id, ['sent']);
      expect(done.progress).toEqual({ pending: 0, sent: 3, failed: 0, skipped: 1 });
      expect(sink.received('carl@example.test')).toHaveLength(0);
    } finally {
      worker.resume();
    }
  });

  it('retries temporary SMTP failures and records permanent ones', async () => {
    sink.refuse('ben@example.test', 451, 2);
    sink.refuse('eve@example.test', 550);
    const created = (
      await admin
        .post('/api/email/campaigns')
        .send(campaign({ name: 'Flaky' }))
        .expect(201)
    ).body;
    await admin.post(`/api/email/campaigns/${created.id}/send`).expect(200);
    const done = await waitForStatus(created.id, ['sent', 'failed']);
    expect(done.status).toBe('sent');
    expect(done.progress).toMatchObject({ sent: 1, failed: 1 });
    expect(sink.received('ben@example.test')).toHaveLength(1);
    const rows = await t.app
      .get(DataSource)
      .query(
        'SELECT email, status, attempts, last_error, message_id FROM email_deliveries WHERE campaign_id = $1 ORDER BY email',
        [created.id],
      );
    expect(rows).toEqual([
      expect.objectContaining({
        email: 'ben@example.test',
        status: 'sent',
        attempts: 3,
        message_id: expect.any(String),
      }),
      expect.objectContaining({
        email: 'eve@example.test',
        status: 'failed',
        attempts: 1,
        last_error: expect.stringContaining('550'),
      }),
    ]);
  });

  it('marks a campaign failed, with a reason, when nobody could be mailed', async () => {
    sink.refuse('ben@example.test', 550);
    sink.refuse('eve@example.test', 550);
    const created = (
      await admin
        .post('/api/email/campaigns')
        .send(campaign({ name: 'Doomed' }))
        .expect(201)
    ).body;
    await admin.post(`/api/email/campaigns/${created.id}/send`).expect(200);
    const done = await waitForStatus(created.id, ['sent', 'failed']);
    expect(done.status).toBe('failed');
    expect(done.failureReason).toMatch(/^No message could be delivered: .*550/);
  });

  it('refuses to send a campaign whose audience is empty, and it stays a draft', async () => {
    const created = (
      await admin
        .post('/api/email/campaigns')
        .send(
          campaign({
            name: 'Nobody',
            targetCriteria: { maritalStatus: 'widowed', includeNewsletterSubscribers: false },
          }),
        )
        .expect(201)
    ).body;
    const res = await admin.post(`/api/email/campaigns/${created.id}/send`).expect(409);
    expect(res.body.message).toBe('No recipients match the target audience of this campaign.');
    expect((await admin.get(`/api/email/campaigns/${created.id}`).expect(200)).body.status).toBe(
      'draft',
    );
  });

  it('schedules a campaign with a future date and sends it then', async () => {
    const when = new Date(Date.now() + 2500).toISOString();
    const created = (
      await admin
        .post('/api/email/campaigns')
        .send(campaign({ name: 'Later', scheduledDate: when }))
        .expect(201)
    ).body;
    expect(created).toMatchObject({ status: 'scheduled', scheduledDate: when });
    const res = await admin.post(`/api/email/campaigns/${created.id}/send`).expect(409);
    expect(res.body.message).toBe('Only draft campaigns can be sent.');
    expect(sink.messages).toHaveLength(0);
    const done = await waitForStatus(created.id, ['sent', 'failed']);
    expect(done).toMatchObject({ status: 'sent', recipientCount: 2 });
    expect(new Date(done.sentDate).getTime()).toBeGreaterThanOrEqual(new Date(when).getTime());
  });
});
