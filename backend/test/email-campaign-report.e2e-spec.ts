import { createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { TRACKING_NOTE } from '../src/modules/email/mail/render';
import { CampaignReportService } from '../src/modules/email/tracking/campaign-report.service';
import { CampaignTracking } from '../src/modules/email/tracking/campaign-tracking.service';
import { eventually, seedMembers, TEMPLATE_INPUT } from './support/email-fixtures';
import { createAppOnDatabase } from './support/second-app';
import { SmtpSink } from './support/smtp-sink';
import { SnsFake } from './support/sns-fake-server';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

const TOPIC = 'arn:aws:sns:us-east-1:123456789012:ministry-ses-feedback';
const MAILGUN_KEY = 'key-mailgun-webhook-signing-0123456789';
const LESSONS = ['https://lessons.example/faith', 'https://lessons.example/hope'];

/**
 * A campaign's report, counted from stored rows, against what actually happened: the messages the
 * SMTP sink received (and refused), the bounces and complaint the providers' webhooks reported about
 * those very messages, the clicks, opens and the unsubscribe made through the links in them.
 */
describe("a campaign's report matches the sink and the webhooks exactly", () => {
  let t: TestApp;
  let sink: SmtpSink;
  let sns: SnsFake;
  let admin: Agent;
  let sendgrid: { publicKey: KeyObject; privateKey: KeyObject };
  let templateId: number;
  let settings: Record<string, unknown>;

  const MARRIED = ['ann', 'bob', 'cat', 'dan', 'eli', 'fay', 'gus', 'hal'].map(
    (name) => `${name}@report.test`,
  );

  const waitForStatus = (id: number, statuses: string[]) =>
    eventually(
      async () => {
        const body = (await admin.get(`/api/email/campaigns/${id}`).expect(200)).body;
        return statuses.includes(body.status) ? body : undefined;
      },
      30000,
      `campaign ${id} to reach ${statuses.join('/')}`,
    );
  const sendCampaign = async (maritalStatus: string) => {
    const created = await admin
      .post('/api/email/campaigns')
      .send({
        name: `Report ${maritalStatus}`,
        templateId,
        targetCriteria: {
          maritalStatus,
          spiritualLevel: 'all',
          needs: 'all',
          includeNewsletterSubscribers: false,
        },
        lessonLinks: LESSONS,
      })
      .expect(201);
    const id = created.body.id as number;
    await admin.post(`/api/email/campaigns/${id}/send`).expect(200);
    await waitForStatus(id, ['sent']);
    return id;
  };
  const report = async (id: number) =>
    (await admin.get(`/api/email/campaigns/${id}/report`).expect(200)).body as Record<
      string,
      unknown
    > & { links: unknown[]; hours: Array<Record<string, number>> };
  const hrefs = (mail: ParsedMail) =>
    [...String(mail.html).matchAll(/<a href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const pixel = (mail: ParsedMail) => /<img src="([^"]+)"/.exec(String(mail.html))?.[1];
  const path = (url: string) => new URL(url).pathname + new URL(url).search;

  const sendgridPost = (events: object[]) => {
    const body = JSON.stringify(events);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = sign('sha256', Buffer.from(timestamp + body), sendgrid.privateKey).toString(
      'base64',
    );
    return request(t.server)
      .post('/api/email/webhooks/sendgrid')
      .set('Content-Type', 'application/json')
      .set('X-Twilio-Email-Event-Webhook-Signature', signature)
      .set('X-Twilio-Email-Event-Webhook-Timestamp', timestamp)
      .send(body);
  };
  const mailgunPost = (eventData: Record<string, unknown>) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = randomBytes(25).toString('hex');
    return request(t.server)
      .post('/api/email/webhooks/mailgun')
      .set('Content-Type', 'application/json')
      .send({
        signature: {
          timestamp,
          token,
          signature: createHmac('sha256', MAILGUN_KEY)
            .update(timestamp + token)
            .digest('hex'),
        },
        'event-data': eventData,
      });
  };
  const sesPost = (payload: object) => {
    const message = sns.sign(
      {
        Type: 'Notification',
        MessageId: `msg-${randomBytes(8).toString('hex')}`,
        TopicArn: TOPIC,
        Message: JSON.stringify(payload),
        Timestamp: new Date().toISOString(),
      },
      '2',
    );
    return request(t.server)
      .post('/api/email/webhooks/ses')
      .set('Content-Type', 'text/plain; charset=UTF-8')
      .set('x-amz-sns-message-type', 'Notification')
      .send(JSON.stringify(message));
  };

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    sns = await new SnsFake().start();
    sendgrid = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: '0',
        EMAIL_RETRY_DELAY_MS: '200',
        PUBLIC_URL: 'https://ministry.example',
        MINISTRY_POSTAL_ADDRESS: '1 Test Street, Testville',
        EMAIL_WEBHOOK_SES_TOPIC_ARNS: TOPIC,
        EMAIL_WEBHOOK_SES_FETCH_BASE_URL: sns.baseUrl,
        EMAIL_WEBHOOK_SENDGRID_PUBLIC_KEY: sendgrid.publicKey
          .export({ format: 'der', type: 'spki' })
          .toString('base64'),
        EMAIL_WEBHOOK_MAILGUN_SIGNING_KEY: MAILGUN_KEY,
      },
    });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    templateId = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201)).body
      .id;
    await seedMembers(t, [
      ...MARRIED.map((email) => ({
        firstName: email.split('@')[0],
        email,
        maritalStatus: 'married',
      })),
      { firstName: 'Sol', email: 'sol@report.test', maritalStatus: 'single' },
    ]);
    const answer = (await admin.get('/api/admin/settings').expect(200)).body as Record<
      string,
      unknown
    >;
    stripReadOnlySettings(answer);
    settings = answer;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
    await sns.close();
  });

  it('counts no opens or clicks while tracking is off, and its mails link straight to the lessons', async () => {
    const id = await sendCampaign('single');
    const [mail] = await Promise.all(sink.received('sol@report.test').map(SmtpSink.parse));
    expect(hrefs(mail)).toEqual(expect.arrayContaining(LESSONS));
    expect(pixel(mail)).toBeUndefined();
    expect(mail.text).not.toContain(TRACKING_NOTE);
    // Still a Message-ID naming the delivery, so bounces count in the report.
    expect(mail.messageId).toMatch(/^<d\d+\.c\d+\.k[0-9a-f]{8}@campaign\.ministry\.example>$/);
    expect(await report(id)).toMatchObject({
      recipients: 1,
      sent: 1,
      tracking: false,
      uniqueOpens: 0,
      uniqueClicks: 0,
      links: LESSONS.map((url) => ({ url, uniqueClicks: 0, totalClicks: 0 })),
    });
    sink.clear();
  });

  it('counts what the sink, the webhooks and the recipients did, the same in another process', async () => {
    await admin
      .put('/api/admin/settings')
      .send({ ...settings, trackOpensAndClicks: true })
      .expect(200);
    sink.refuse('hal@report.test', 550);
    const id = await sendCampaign('married');
    const mails = new Map<string, ParsedMail>();
    for (const received of sink.messages) mails.set(received.to[0], await SmtpSink.parse(received));
    expect([...mails.keys()].sort()).toEqual(MARRIED.filter((e) => !e.startsWith('hal')).sort());
    const mail = (name: string) => mails.get(`${name}@report.test`)!;

    // The message: tracked links (the lessons' own addresses shown), the pixel, the note.
    const ann = mail('ann');
    const tracked = hrefs(ann).filter((href) => href.startsWith('https://ministry.example/r/'));
    expect(tracked).toHaveLength(2);
    expect(String(ann.html)).toContain(`>${LESSONS[0]}</a>`);
    expect(hrefs(ann)).not.toContain(LESSONS[0]);
    expect(ann.text).toContain(TRACKING_NOTE);
    expect(String(ann.html)).toContain(TRACKING_NOTE);

    // Clicks and opens: ann clicks the first lesson twice and the second once, bob the first once;
    // ann opens twice, bob and cat once.
    const click = async (name: string, link: number) => {
      const res = await request(t.server)
        .get(path(hrefs(mail(name)).filter((h) => h.includes('/r/'))[link]))
        .expect(302);
      expect(res.headers.location).toBe(LESSONS[link]);
      expect(res.headers['cache-control']).toBe('no-store');
    };
    const open = async (name: string) => {
      const res = await request(t.server)
        .get(path(pixel(mail(name))!))
        .expect(200);
      expect(res.headers['content-type']).toBe('image/gif');
    };
    await click('ann', 0);
    await click('ann', 0);
    await click('ann', 1);
    await click('bob', 0);
    await open('ann');
    await open('ann');
    await open('bob');
    await open('cat');

    // Never an open redirect: an altered token, a link the campaign does not have, a URL.
    const token = tracked[0].slice(tracked[0].lastIndexOf('/') + 1);
    const [body, signature] = token.split('.');
    await request(t.server)
      .get(`/r/${body.replace(/-0$/, '-1')}.${signature}`)
      .expect(404);
    const beyond = t.app.get(CampaignTracking).tokens.create({
      kind: 'click',
      deliveryId: Number(/^c(\d+)/.exec(body)![1]),
      link: 5,
    });
    await request(t.server).get(`/r/${beyond}`).expect(404);
    await request(t.server)
      .get(`/r/${encodeURIComponent('https://evil.example/')}`)
      .expect(404);

    // The providers report on these very messages, by their Message-ID; SendGrid's twice.
    // SendGrid stamps to the second: this bounce carries the send's first second, which reads as a
    // little before the campaign's start, and still counts in its first hour.
    const startSecond = Math.floor(Date.parse(String((await report(id)).startedAt)) / 1000);
    const sendgridBounce = {
      email: 'dan@report.test',
      timestamp: startSecond,
      'smtp-id': mail('dan').messageId,
      event: 'bounce',
      type: 'bounce',
      status: '5.1.1',
      reason: '550 5.1.1 The email account does not exist',
      sg_event_id: 'sg-report-dan',
      sg_message_id: 'sg-msg-dan.filter0001',
    };
    await sendgridPost([sendgridBounce]).expect(204);
    await sendgridPost([sendgridBounce]).expect(204);
    await mailgunPost({
      id: 'mg-report-eli',
      event: 'failed',
      severity: 'temporary',
      reason: 'generic',
      timestamp: Date.now() / 1000,
      recipient: 'eli@report.test',
      'delivery-status': { code: 452, message: '4.2.2 Mailbox full', description: '' },
      message: {
        headers: { 'message-id': mail('eli').messageId!.slice(1, -1), to: 'eli@report.test' },
      },
    }).expect(204);
    await sesPost({
      notificationType: 'Complaint',
      complaint: {
        feedbackId: 'ses-report-fay',
        complainedRecipients: [{ emailAddress: 'fay@report.test' }],
        timestamp: new Date().toISOString(),
        complaintFeedbackType: 'abuse',
      },
      mail: {
        timestamp: new Date().toISOString(),
        source: 'no-reply@ministry.example',
        messageId: '0000014a-ses-own-id',
        destination: ['fay@report.test'],
        commonHeaders: { messageId: mail('fay').messageId, subject: ann.subject },
      },
    }).expect(204);
    // A report that quotes ann's message for another address counts nowhere in the campaign.
    await mailgunPost({
      id: 'mg-report-outsider',
      event: 'failed',
      severity: 'permanent',
      reason: 'bounce',
      timestamp: Date.now() / 1000,
      recipient: 'outsider@report.test',
      'delivery-status': { code: 550, message: '5.1.1 No such user', description: '' },
      message: { headers: { 'message-id': ann.messageId!.slice(1, -1) } },
    }).expect(204);

    // gus unsubscribes with the one-click POST of his message's List-Unsubscribe, twice.
    const unsubscribe = SmtpSink.unsubscribeUrl(mail('gus'));
    for (let i = 0; i < 2; i += 1) {
      await request(t.server)
        .post(unsubscribe.pathname + unsubscribe.search)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
    }

    const counted = await report(id);
    expect(counted).toEqual({
      campaignId: id,
      recipients: MARRIED.length,
      sent: mails.size,
      failed: 1,
      skipped: 0,
      pending: 0,
      skippedReasons: [],
      hardBounced: 1,
      softBounced: 1,
      complaints: 1,
      unsubscribed: 1,
      tracking: true,
      uniqueOpens: 3,
      totalOpens: 4,
      uniqueClicks: 2,
      totalClicks: 4,
      links: [
        { url: LESSONS[0], uniqueClicks: 2, totalClicks: 3 },
        { url: LESSONS[1], uniqueClicks: 1, totalClicks: 1 },
      ],
      hours: expect.any(Array),
      startedAt: expect.any(String),
    });
    expect(counted.hours).toHaveLength(48);
    expect(counted.hours[0]).toEqual({ hour: 0, opens: 4, clicks: 4, bounces: 2 });
    expect(counted.hours.slice(1).every((h) => h.opens + h.clicks + h.bounces === 0)).toBe(true);

    // Another process on the same database, and this one once more, count the same.
    const other = await createAppOnDatabase(t.databaseUrl, `report-b-${Date.now()}`, {
      PUBLIC_URL: 'https://ministry.example',
    });
    try {
      const again = await other.app.get(CampaignReportService).report(id);
      expect(JSON.parse(JSON.stringify(again))).toEqual(counted);
    } finally {
      await other.close();
    }
    expect(await report(id)).toEqual(counted);
  });

  it('is for those who manage campaigns only, and says 404 for an unknown campaign', async () => {
    await request(t.server).get('/api/email/campaigns/1/report').expect(401);
    const member = (await signedInAgent(t, { isAdmin: false })).agent;
    await member.get('/api/email/campaigns/1/report').expect(403);
    const missing = await admin.get('/api/email/campaigns/999999/report').expect(404);
    expect(missing.body.message).toBe('Email campaign not found');
    await admin.get('/api/email/campaigns/abc/report').expect(404);
  });
});
