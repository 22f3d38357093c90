import { createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { eventually, seedMembers, TEMPLATE_INPUT } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { SNS_HOST, SnsFake } from './support/sns-fake-server';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { AddressHash } from '../src/modules/email/unsubscribe/address-hash';

const TOPIC = 'arn:aws:sns:us-east-1:123456789012:ministry-ses-feedback';
const MAILGUN_KEY = 'key-mailgun-webhook-signing-0123456789';
const POSTMARK_TOKEN = 'postmark-webhook-token-0123456789';

/**
 * Bounces and complaints come back from each provider's webhook, in the payload shapes their docs show,
 * signed as they sign them; each verified before anything changes, each event applied once.
 */
describe('bounces and complaints from the mail providers suppress addresses', () => {
  let t: TestApp;
  let db: DataSource;
  let sink: SmtpSink;
  let sns: SnsFake;
  let admin: Agent;
  let sendgrid: { publicKey: KeyObject; privateKey: KeyObject };

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
        EMAIL_WEBHOOK_POSTMARK_USERNAME: 'postmark',
        EMAIL_WEBHOOK_POSTMARK_PASSWORD: 'postmark-basic-password-0123',
        EMAIL_WEBHOOK_POSTMARK_TOKEN: POSTMARK_TOKEN,
        EMAIL_WEBHOOK_MAILGUN_SIGNING_KEY: MAILGUN_KEY,
      },
    });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
    await sns.close();
  });

  const suppression = async (email: string) =>
    (
      (await db.query('SELECT reason, source, detail FROM email_suppressions WHERE email = $1', [
        email,
      ])) as Array<{ reason: string; source: string | null; detail: string | null }>
    )[0];
  const eventCount = async () =>
    ((await db.query('SELECT count(*)::int AS n FROM email_provider_events')) as [{ n: number }])[0]
      .n;
  const suppressionCount = async () =>
    ((await db.query('SELECT count(*)::int AS n FROM email_suppressions')) as [{ n: number }])[0].n;

  // --- Amazon SES through SNS -------------------------------------------------------------------

  const snsPost = (body: object) =>
    request(t.server)
      .post('/api/email/webhooks/ses')
      .set('Content-Type', 'text/plain; charset=UTF-8')
      .set('x-amz-sns-message-type', String((body as { Type: string }).Type))
      .send(JSON.stringify(body));

  const sesNotification = (payload: object, id = randomBytes(8).toString('hex')) => ({
    Type: 'Notification',
    MessageId: `msg-${id}`,
    TopicArn: TOPIC,
    Message: JSON.stringify(payload),
    Timestamp: new Date().toISOString(),
  });

  const sesBounce = (email: string, bounceType: string, feedbackId: string) => ({
    notificationType: 'Bounce',
    bounce: {
      feedbackId,
      bounceType,
      bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: [
        {
          emailAddress: email,
          action: 'failed',
          status: '5.1.1',
          diagnosticCode: 'smtp; 550 5.1.1 user unknown',
        },
      ],
      timestamp: new Date().toISOString(),
      remoteMtaIp: '127.0.2.0',
      reportingMTA: 'dsn; a8-70.smtp-out.amazonses.com',
    },
    mail: {
      timestamp: new Date().toISOString(),
      source: 'no-reply@ministry.example',
      messageId: `0000014a-${feedbackId}`,
      destination: [email],
    },
  });

  it('confirms an SNS subscription by fetching SubscribeURL, only when signed and on an SNS host', async () => {
    const confirmation = {
      Type: 'SubscriptionConfirmation',
      MessageId: '165545c9-2a5c-472c-8df2-7ff2be2b3b1b',
      Token:
        '2336412f37fb687f5d51e6e241d09c805a5a57b30d712f794cc5f6a988666d92768dd60a747ba6f3beb71854e285d6ad02428b09ceece29417f1f02d609c582afbacc99c583a916b9981dd2728f4ae6fdb82efd087cc3b7849e05798d2d2785c03b0879594eeac82c01f235d0e717736',
      TopicArn: TOPIC,
      Message: `You have chosen to subscribe to the topic ${TOPIC}.\nTo confirm the subscription, visit the SubscribeURL included in this message.`,
      SubscribeURL: `https://${SNS_HOST}/?Action=ConfirmSubscription&TopicArn=${encodeURIComponent(TOPIC)}&Token=2336412f37`,
      Timestamp: new Date().toISOString(),
    };
    // A forged signature, a certificate elsewhere than SNS, or over plain http: refused, nothing fetched.
    const signed = sns.sign(confirmation, '1');
    await snsPost({ ...signed, Signature: Buffer.from('forged').toString('base64') }).expect(403);
    await snsPost(sns.sign(confirmation, '1', 'https://sns.evil.example/cert.pem')).expect(403);
    await snsPost(
      sns.sign(confirmation, '1', `http://${SNS_HOST}/SimpleNotificationService-x.pem`),
    ).expect(403);
    await snsPost(
      sns.sign({
        ...confirmation,
        SubscribeURL: 'https://evil.example/?Action=ConfirmSubscription',
      }),
    ).expect(403);
    // Another AWS account's topic, properly signed, is still not ours.
    await snsPost(
      sns.sign({ ...confirmation, TopicArn: 'arn:aws:sns:us-east-1:999999999999:other' }),
    ).expect(403);
    expect(sns.confirmations).toEqual([]);

    await snsPost(signed).expect(204);
    expect(sns.confirmations).toEqual(['2336412f37']);
  });

  it('suppresses an SES hard bounce at once (SignatureVersion 2) and applies a repeat of it once', async () => {
    const message = sns.sign(
      sesNotification(sesBounce('Dead.Box@example.test', 'Permanent', 'fb-hard-1')),
      '2',
    );
    const before = await eventCount();
    await snsPost(message).expect(204);
    await snsPost(message).expect(204);
    expect(await suppression('dead.box@example.test')).toEqual({
      reason: 'bounce',
      source: 'ses',
      detail: 'smtp; 550 5.1.1 user unknown',
    });
    expect(await eventCount()).toBe(before + 1);
  });

  it("records a bounce of an erased member's address without the address, and suppresses nothing in plain", async () => {
    const email = 'erased.member@example.test';
    // What erasing a member leaves: the address's keyed hash on the list, the address nowhere.
    await db.query(
      "INSERT INTO email_suppressions (email_hash, reason) VALUES ($1, 'erased') ON CONFLICT DO NOTHING",
      [t.app.get(AddressHash).of(email)],
    );
    const message = sns.sign(sesNotification(sesBounce(email, 'Permanent', 'fb-erased-1')), '2');
    await snsPost(message).expect(204);
    await snsPost(message).expect(204);
    expect(await suppression(email)).toBeUndefined();
    const events = (await db.query(
      "SELECT email, kind FROM email_provider_events WHERE provider = 'ses' AND event_id LIKE 'fb-erased-1%'",
    )) as Array<{ email: string | null; kind: string }>;
    expect(events).toEqual([{ email: null, kind: 'hard_bounce' }]);
  });

  it('refuses an SES message changed after signing, and changes nothing', async () => {
    const signed = sns.sign(sesNotification(sesBounce('kept@example.test', 'Permanent', 'fb-x')));
    const tampered = {
      ...signed,
      Message: JSON.stringify(sesBounce('victim@example.test', 'Permanent', 'fb-x')),
    };
    const [events, suppressions] = [await eventCount(), await suppressionCount()];
    await snsPost(tampered).expect(403);
    expect([await eventCount(), await suppressionCount()]).toEqual([events, suppressions]);
  });

  it('takes an SES complaint as an unsubscribe too, and a complaint outranks an earlier bounce', async () => {
    await seedMembers(t, [{ firstName: 'Lydia', email: 'lydia@example.test' }]);
    await snsPost(
      sns.sign(sesNotification(sesBounce('lydia@example.test', 'Permanent', 'fb-lydia-b'))),
    ).expect(204);
    const complaint = {
      notificationType: 'Complaint',
      complaint: {
        feedbackId: 'fb-lydia-c',
        complainedRecipients: [{ emailAddress: 'lydia@example.test' }],
        timestamp: new Date().toISOString(),
        userAgent: 'Mozilla/5.0',
        complaintFeedbackType: 'abuse',
        arrivalDate: new Date().toISOString(),
      },
      mail: {
        messageId: 'm-1',
        source: 'no-reply@ministry.example',
        destination: ['lydia@example.test'],
      },
    };
    await snsPost(sns.sign(sesNotification(complaint), '1')).expect(204);
    expect(await suppression('lydia@example.test')).toMatchObject({
      reason: 'complaint',
      source: 'ses',
    });
    const [member] = await db.query(
      'SELECT subscribe_to_emails FROM community_members WHERE email = $1',
      ['lydia@example.test'],
    );
    expect(member.subscribe_to_emails).toBe(false);
    // A late copy of the bounce does not weaken the complaint.
    await snsPost(
      sns.sign(sesNotification(sesBounce('lydia@example.test', 'Permanent', 'fb-lydia-late'))),
    ).expect(204);
    expect((await suppression('lydia@example.test')).reason).toBe('complaint');
  });

  // --- SendGrid ---------------------------------------------------------------------------------

  const sendgridPost = (events: object[], key = sendgrid.privateKey) => {
    const body = JSON.stringify(events);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = sign('sha256', Buffer.from(timestamp + body), key).toString('base64');
    return request(t.server)
      .post('/api/email/webhooks/sendgrid')
      .set('Content-Type', 'application/json')
      .set('X-Twilio-Email-Event-Webhook-Signature', signature)
      .set('X-Twilio-Email-Event-Webhook-Timestamp', timestamp)
      .send(body);
  };

  it("verifies SendGrid's ECDSA signature and applies its bounces and spam reports once", async () => {
    const now = Math.floor(Date.now() / 1000);
    const events = [
      {
        email: 'gone@example.test',
        timestamp: now,
        'smtp-id': '<14c5d75ce93.dfd.64b469@ismtpd-555>',
        event: 'bounce',
        category: ['cat facts'],
        sg_event_id: 'sg-bounce-1',
        sg_message_id: '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0',
        reason: '500 unknown recipient',
        status: '5.0.0',
        type: 'bounce',
        bounce_classification: 'Invalid Address',
      },
      {
        email: 'spam@example.test',
        timestamp: now,
        'smtp-id': '<14c5d75ce93.dfd.64b469@ismtpd-555>',
        event: 'spamreport',
        sg_event_id: 'sg-spam-1',
        sg_message_id: '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0',
      },
      {
        email: 'blocked@example.test',
        timestamp: now,
        event: 'bounce',
        sg_event_id: 'sg-blocked-1',
        reason: '421 try later',
        status: '4.0.0',
        type: 'blocked',
      },
      { email: 'opened@example.test', timestamp: now, event: 'open', sg_event_id: 'sg-open-1' },
    ];
    const [before, suppressed] = [await eventCount(), await suppressionCount()];
    // Signed by another key, or not signed: refused, nothing changes.
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    await sendgridPost(events, stranger).expect(403);
    await request(t.server).post('/api/email/webhooks/sendgrid').send(events).expect(403);
    expect([await eventCount(), await suppressionCount()]).toEqual([before, suppressed]);

    await sendgridPost(events).expect(204);
    await sendgridPost([...events].reverse()).expect(204);
    expect(await eventCount()).toBe(before + 3);
    expect((await suppression('gone@example.test')).reason).toBe('bounce');
    expect((await suppression('spam@example.test')).reason).toBe('complaint');
    // One soft bounce is counted, not suppressed.
    expect(await suppression('blocked@example.test')).toBeUndefined();
  });

  // --- Postmark ---------------------------------------------------------------------------------

  const postmarkBounce = (id: string, email: string, type = 'HardBounce') =>
    `{"RecordType":"Bounce","MessageStream":"broadcast","ID":${id},"Type":"${type}","TypeCode":1,"Name":"Hard bounce","Tag":"Test","MessageID":"883953f4-6105-42a2-a16a-77a8eac79483","ServerID":23,"Description":"The server was unable to deliver your message (ex: unknown user, mailbox not found).","Details":"Test bounce details","Email":"${email}","From":"sender@example.com","BouncedAt":"${new Date().toISOString()}","DumpAvailable":true,"Inactive":true,"CanActivate":true,"Subject":"Test subject","Content":"<Full dump of bounce>"}`;

  it('takes Postmark bounces with its basic auth or token only, keeping IDs past 2^53 apart', async () => {
    const post = (body: string) =>
      request(t.server)
        .post('/api/email/webhooks/postmark')
        .set('Content-Type', 'application/json')
        .send(body);
    const body = postmarkBounce('4323372036854775807', 'john@example.test');
    const before = await eventCount();
    await post(body).expect(401);
    await post(body).auth('postmark', 'wrong-password-0123456789').expect(401);
    await post(body).set('X-Postmark-Webhook-Token', 'wrong-token-0123456789').expect(401);
    expect(await eventCount()).toBe(before);

    await post(body).auth('postmark', 'postmark-basic-password-0123').expect(204);
    await post(body).set('X-Postmark-Webhook-Token', POSTMARK_TOKEN).expect(204);
    // JSON.parse makes both of these 4323372036854775808; they are two events.
    await post(postmarkBounce('4323372036854775808', 'jane@example.test'))
      .set('X-Postmark-Webhook-Token', POSTMARK_TOKEN)
      .expect(204);
    expect(await eventCount()).toBe(before + 2);
    expect(await suppression('john@example.test')).toMatchObject({
      reason: 'bounce',
      source: 'postmark',
    });
    expect((await suppression('jane@example.test')).reason).toBe('bounce');

    const complaint = `{"RecordType":"SpamComplaint","MessageStream":"broadcast","ID":42,"Type":"SpamComplaint","TypeCode":100001,"Name":"Spam complaint","Tag":"","MessageID":"00000000-0000-0000-0000-000000000000","Metadata":{},"ServerID":1234,"Description":"","Details":"Test spam complaint details","Email":"annoyed@example.test","From":"sender@example.com","BouncedAt":"${new Date().toISOString()}","DumpAvailable":true,"Inactive":true,"CanActivate":false,"Subject":"Test subject","Content":"<Abuse report dump>"}`;
    await post(complaint).set('X-Postmark-Webhook-Token', POSTMARK_TOKEN).expect(204);
    expect((await suppression('annoyed@example.test')).reason).toBe('complaint');
  });

  // --- Mailgun ----------------------------------------------------------------------------------

  const mailgunBody = (
    eventData: Record<string, unknown>,
    token = randomBytes(25).toString('hex'),
  ) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    return {
      signature: {
        timestamp,
        token,
        signature: createHmac('sha256', MAILGUN_KEY)
          .update(timestamp + token)
          .digest('hex'),
      },
      'event-data': eventData,
    };
  };
  const mailgunFailure = (id: string, email: string, severity: string, daysAgo: number) => ({
    id,
    event: 'failed',
    severity,
    reason: severity === 'permanent' ? 'bounce' : 'generic',
    timestamp: Date.now() / 1000 - daysAgo * 86400,
    recipient: email,
    'log-level': 'error',
    'delivery-status': {
      code: severity === 'permanent' ? 550 : 452,
      message:
        severity === 'permanent' ? '5.1.1 The email account does not exist' : '4.2.2 Mailbox full',
      description: '',
      'attempt-no': 1,
    },
    message: { headers: { 'message-id': `${id}@ministry.example`, to: email } },
  });
  const mailgunPost = (body: object) =>
    request(t.server)
      .post('/api/email/webhooks/mailgun')
      .set('Content-Type', 'application/json')
      .send(body);

  it("verifies Mailgun's HMAC, refuses a replayed token, and suppresses on 3 soft bounces within 30 days, whatever their order", async () => {
    const before = await eventCount();
    const forged = mailgunBody(mailgunFailure('mg-f', 'x@example.test', 'permanent', 0));
    forged.signature.signature = createHmac('sha256', 'another-key').update('x').digest('hex');
    await mailgunPost(forged).expect(403);
    const stale = mailgunBody(mailgunFailure('mg-old', 'x@example.test', 'permanent', 0));
    stale.signature.timestamp = String(Math.floor(Date.now() / 1000) - 3 * 86400);
    stale.signature.signature = createHmac('sha256', MAILGUN_KEY)
      .update(stale.signature.timestamp + stale.signature.token)
      .digest('hex');
    await mailgunPost(stale).expect(403);

    const first = mailgunBody(mailgunFailure('mg-soft-a', 'full@example.test', 'temporary', 1));
    await mailgunPost(first).expect(204);
    // The same signature and token carrying another event is a replay.
    await mailgunPost({
      ...first,
      'event-data': mailgunFailure('mg-evil', 'victim@example.test', 'permanent', 0),
    }).expect(403);
    await mailgunPost(first).expect(204);
    // Out of order: day 20, then day 10 (which falls between); 3 within 30 days.
    await mailgunPost(
      mailgunBody(mailgunFailure('mg-soft-c', 'full@example.test', 'temporary', 20)),
    ).expect(204);
    expect(await suppression('full@example.test')).toBeUndefined();
    await mailgunPost(
      mailgunBody(mailgunFailure('mg-soft-b', 'full@example.test', 'temporary', 10)),
    ).expect(204);
    expect(await suppression('full@example.test')).toMatchObject({
      reason: 'bounce',
      source: 'mailgun',
    });
    expect(await eventCount()).toBe(before + 3);
    expect(await suppression('victim@example.test')).toBeUndefined();

    // Three spread over more than 30 days do not add up.
    for (const [id, days] of [
      ['mg-s1', 0],
      ['mg-s2', 31],
      ['mg-s3', 62],
    ] as const) {
      await mailgunPost(
        mailgunBody(mailgunFailure(id, 'flaky@example.test', 'temporary', days)),
      ).expect(204);
    }
    expect(await suppression('flaky@example.test')).toBeUndefined();

    await mailgunPost(
      mailgunBody({
        id: 'mg-c',
        event: 'complained',
        timestamp: Date.now() / 1000,
        recipient: 'grumpy@example.test',
      }),
    ).expect(204);
    expect((await suppression('grumpy@example.test')).reason).toBe('complaint');
  });

  it('applies a batch sent five times at once exactly once, and counts concurrent soft bounces all', async () => {
    const now = Math.floor(Date.now() / 1000);
    const batch = [0, 1, 2].map((n) => ({
      email: 'busy@example.test',
      timestamp: now - n * 86400,
      event: 'bounce',
      type: 'blocked',
      sg_event_id: `sg-busy-${n}`,
      reason: '452 mailbox full',
    }));
    const before = await eventCount();
    await Promise.all([0, 1, 2, 3, 4].map(() => sendgridPost(batch).expect(204)));
    expect(await eventCount()).toBe(before + 3);
    expect(await suppression('busy@example.test')).toMatchObject({
      reason: 'bounce',
      source: 'sendgrid',
    });
  });

  it('refuses every provider while it is not configured', async () => {
    const bare = await createTestApp({ workers: false });
    try {
      for (const provider of ['ses', 'sendgrid', 'postmark', 'mailgun']) {
        await request(bare.server).post(`/api/email/webhooks/${provider}`).send({}).expect(403);
      }
    } finally {
      await bare.close();
    }
  });

  // --- What suppression does --------------------------------------------------------------------

  it('skips a bounced address in the next campaign (the SMTP sink never sees it)', async () => {
    const templateId = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201))
      .body.id;
    await seedMembers(t, [
      { firstName: 'Tabitha', email: 'tabitha@example.test', maritalStatus: 'widowed' },
      { firstName: 'Dorcas', email: 'dorcas@example.test', maritalStatus: 'widowed' },
    ]);
    await sendgridPost([
      {
        email: 'dorcas@example.test',
        timestamp: Math.floor(Date.now() / 1000),
        event: 'bounce',
        type: 'bounce',
        sg_event_id: 'sg-dorcas',
        reason: '550 no such user',
        status: '5.1.1',
      },
    ]).expect(204);
    sink.clear();
    const created = (
      await admin
        .post('/api/email/campaigns')
        .send({
          name: 'Widows fellowship',
          templateId,
          targetCriteria: {
            maritalStatus: 'widowed',
            spiritualLevel: 'all',
            needs: 'all',
            includeNewsletterSubscribers: false,
          },
          lessonLinks: [],
        })
        .expect(201)
    ).body;
    await admin.post(`/api/email/campaigns/${created.id}/send`).expect(200);
    await eventually(
      async () => {
        const body = (await admin.get(`/api/email/campaigns/${created.id}`).expect(200)).body;
        return body.status === 'sent' ? body : undefined;
      },
      30000,
      'the campaign to be sent',
    );
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual(['tabitha@example.test']);
  });

  it('lets staff lift a bounce (audited), never a complaint; a late copy of the old bounce does not suppress again', async () => {
    await request(t.server)
      .post('/api/email/suppressions/lift')
      .send({ email: 'gone@example.test' })
      .expect(401);
    const user = (await signedInAgent(t, { role: null })).agent;
    await user
      .post('/api/email/suppressions/lift')
      .send({ email: 'gone@example.test' })
      .expect(403);

    const found = (
      await admin
        .post('/api/email/suppressions/find')
        .send({ email: 'Gone@Example.test' })
        .expect(200)
    ).body.suppression;
    expect(found).toMatchObject({
      email: 'gone@example.test',
      reason: 'bounce',
      source: 'sendgrid',
      liftable: true,
    });
    const refused = await admin
      .post('/api/email/suppressions/lift')
      .send({ email: 'spam@example.test' })
      .expect(409);
    expect(refused.body.message).toMatch(/spam/);
    expect((await suppression('spam@example.test')).reason).toBe('complaint');

    const lifted = (
      await admin
        .post('/api/email/suppressions/lift')
        .send({ email: 'gone@example.test' })
        .expect(200)
    ).body;
    expect(lifted).toMatchObject({ reason: 'bounce', email: 'gone@example.test' });
    expect(await suppression('gone@example.test')).toBeUndefined();
    const afterLift = await admin
      .post('/api/email/suppressions/find')
      .send({ email: 'gone@example.test' })
      .expect(200);
    expect(afterLift.body).toEqual({ suppression: null });
    await admin
      .post('/api/email/suppressions/lift')
      .send({ email: 'gone@example.test' })
      .expect(404);
    const [audit] = await db.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'email.suppression.lift'`,
    );
    expect(audit.n).toBe(1);

    // SendGrid retrying the old bounce (it happened before the lift) changes nothing; a new one does.
    await sendgridPost([
      {
        email: 'gone@example.test',
        timestamp: Math.floor(Date.now() / 1000) - 3600,
        event: 'bounce',
        type: 'bounce',
        sg_event_id: 'sg-bounce-old-copy',
      },
    ]).expect(204);
    expect(await suppression('gone@example.test')).toBeUndefined();
    await sendgridPost([
      {
        email: 'gone@example.test',
        timestamp: Math.floor(Date.now() / 1000) + 5,
        event: 'bounce',
        type: 'bounce',
        sg_event_id: 'sg-bounce-2',
      },
    ]).expect(204);
    expect((await suppression('gone@example.test')).reason).toBe('bounce');
  });
});
