// The mail providers' bounce and complaint webhooks as their servers send them, for the webhook bench:
// the payload shapes of their docs (the same as backend/test/email-bounces.e2e-spec.ts posts), each
// signed as its provider signs it. Amazon SNS is the integration tests' fake on loopback
// (backend/test/support/sns-fake-server.ts); SendGrid signs with an
// ECDSA P-256 key, Mailgun with HMAC-SHA256, Postmark sends a token header.
import { createHmac, generateKeyPairSync, randomBytes, sign as signWith } from 'node:crypto';

export const SES_TOPIC = 'arn:aws:sns:us-east-1:123456789012:ministry-ses-feedback';

/**
 * Amazon SNS on loopback: the integration tests' fake (its certificate served at SigningCertURL's
 * path, messages signed as SNS signs them), run by Node's type stripping; notifications of SES
 * events signed with SignatureVersion 2.
 */
export async function startSnsFake() {
  const { SnsFake } = await import('../../backend/test/support/sns-fake-server.ts');
  const fake = await new SnsFake().start();
  return {
    baseUrl: fake.baseUrl,
    certificatesFetched: () => fake.certificatesServed,
    /** An SNS Notification carrying `payload` (an SES event), signed as SNS signs it. */
    notification: (payload, messageId) =>
      JSON.stringify(
        fake.sign(
          {
            Type: 'Notification',
            MessageId: messageId,
            TopicArn: SES_TOPIC,
            Message: JSON.stringify(payload),
            Timestamp: new Date().toISOString(),
          },
          '2',
        ),
      ),
    close: () => fake.close(),
  };
}

/** The keys and secrets of the four providers, and the server's EMAIL_WEBHOOK_* for them. */
export function providerSecrets(snsBaseUrl) {
  const sendgrid = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const secrets = {
    sendgridKey: sendgrid.privateKey,
    mailgunKey: `key-${randomBytes(16).toString('hex')}`,
    postmarkToken: `postmark-${randomBytes(16).toString('hex')}`,
  };
  return {
    secrets,
    env: {
      EMAIL_WEBHOOK_SES_TOPIC_ARNS: SES_TOPIC,
      EMAIL_WEBHOOK_SES_FETCH_BASE_URL: snsBaseUrl,
      EMAIL_WEBHOOK_SENDGRID_PUBLIC_KEY: sendgrid.publicKey
        .export({ format: 'der', type: 'spki' })
        .toString('base64'),
      EMAIL_WEBHOOK_POSTMARK_TOKEN: secrets.postmarkToken,
      EMAIL_WEBHOOK_MAILGUN_SIGNING_KEY: secrets.mailgunKey,
    },
  };
}

const iso = (ms) => new Date(ms).toISOString();

/** An SES bounce or complaint notification (the Message of an SNS Notification). */
export function sesPayload({ id, email, kind, at }) {
  const mail = {
    timestamp: iso(at),
    source: 'no-reply@ministry.example',
    messageId: `0000014a-${id}`,
    destination: [email],
  };
  if (kind === 'complaint')
    return {
      notificationType: 'Complaint',
      complaint: {
        feedbackId: id,
        complainedRecipients: [{ emailAddress: email }],
        timestamp: iso(at),
        userAgent: 'Mozilla/5.0',
        complaintFeedbackType: 'abuse',
        arrivalDate: iso(at),
      },
      mail,
    };
  const hard = kind === 'hard_bounce';
  return {
    notificationType: 'Bounce',
    bounce: {
      feedbackId: id,
      bounceType: hard ? 'Permanent' : 'Transient',
      bounceSubType: hard ? 'General' : 'MailboxFull',
      bouncedRecipients: [
        {
          emailAddress: email,
          action: 'failed',
          status: hard ? '5.1.1' : '4.2.2',
          diagnosticCode: hard ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
        },
      ],
      timestamp: iso(at),
      remoteMtaIp: '127.0.2.0',
      reportingMTA: 'dsn; a8-70.smtp-out.amazonses.com',
    },
    mail,
  };
}

/** One event of SendGrid's Event Webhook (its bounce, "blocked" bounce or spamreport). */
export function sendgridEvent({ id, email, kind, at }) {
  const common = {
    email,
    timestamp: Math.floor(at / 1000),
    'smtp-id': `<${id}@ismtpd-555>`,
    sg_event_id: id,
    sg_message_id: `${id}.filter0001.16648.5515E0B88.0`,
  };
  if (kind === 'complaint') return { ...common, event: 'spamreport' };
  return kind === 'hard_bounce'
    ? {
        ...common,
        event: 'bounce',
        category: ['newsletter'],
        reason: '500 unknown recipient',
        status: '5.0.0',
        type: 'bounce',
        bounce_classification: 'Invalid Address',
      }
    : { ...common, event: 'bounce', reason: '452 mailbox full', status: '4.2.2', type: 'blocked' };
}

/** A SendGrid POST: the events as one JSON array, signed (ECDSA over timestamp + body). */
export function sendgridRequest(events, privateKey) {
  const body = JSON.stringify(events);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Twilio-Email-Event-Webhook-Signature': signWith(
        'sha256',
        Buffer.from(timestamp + body),
        privateKey,
      ).toString('base64'),
      'X-Twilio-Email-Event-Webhook-Timestamp': timestamp,
    },
  };
}

/** Postmark's Bounce or SpamComplaint webhook body; `id` is its numeric ID (may pass 2^53). */
export function postmarkBody({ id, email, kind, at }) {
  const type =
    kind === 'complaint' ? 'SpamComplaint' : kind === 'hard_bounce' ? 'HardBounce' : 'SoftBounce';
  const record = kind === 'complaint' ? 'SpamComplaint' : 'Bounce';
  return `{"RecordType":"${record}","MessageStream":"broadcast","ID":${id},"Type":"${type}","TypeCode":1,"Name":"${type}","Tag":"Newsletter","MessageID":"883953f4-6105-42a2-a16a-77a8eac79483","ServerID":23,"Description":"The server was unable to deliver your message.","Details":"smtp;550 5.1.1 The email account that you tried to reach does not exist","Email":"${email}","From":"sender@example.com","BouncedAt":"${iso(at)}","DumpAvailable":true,"Inactive":true,"CanActivate":true,"Subject":"A word of hope"}`;
}

/** Mailgun's webhook body: its signature (HMAC of timestamp + one-use token) and event-data. */
export function mailgunBody({ id, email, kind, at }, signingKey) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = randomBytes(25).toString('hex');
  const permanent = kind === 'hard_bounce';
  const data =
    kind === 'complaint'
      ? { id, event: 'complained', timestamp: at / 1000, recipient: email }
      : {
          id,
          event: 'failed',
          severity: permanent ? 'permanent' : 'temporary',
          reason: permanent ? 'bounce' : 'generic',
          timestamp: at / 1000,
          recipient: email,
          'log-level': 'error',
          'delivery-status': {
            code: permanent ? 550 : 452,
            message: permanent ? '5.1.1 The email account does not exist' : '4.2.2 Mailbox full',
            description: '',
            'attempt-no': 1,
          },
          message: { headers: { 'message-id': `${id}@ministry.example`, to: email } },
        };
  return JSON.stringify({
    signature: {
      timestamp,
      token,
      signature: createHmac('sha256', signingKey)
        .update(timestamp + token)
        .digest('hex'),
    },
    'event-data': data,
  });
}
