import { createVerify, X509Certificate } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { ProviderEvent } from '../suppressions/provider-events.repository';
import { eventTime, isRecord, parseJson, recipientAddress, text } from './addresses';
import {
  WebhookNotConfiguredError,
  WebhookSignatureError,
  WebhookUpstreamError,
} from './webhooks.errors';

/** The fields SNS signs, in the order it signs them, per message type (its "Verifying" guide). */
const SIGNED_FIELDS: Record<string, string[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
  UnsubscribeConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
};
const ALGORITHMS: Record<string, string> = { '1': 'RSA-SHA1', '2': 'RSA-SHA256' };
const FETCH_TIMEOUT_MS = 5000;
const MAX_CERTIFICATE_BYTES = 16 * 1024;
const CACHED_CERTIFICATES = 50;

/** What a verified SNS message asks of us. */
export type SnsOutcome =
  { kind: 'events'; events: ProviderEvent[] } | { kind: 'subscribed' } | { kind: 'ignored' };

/**
 * Amazon SES bounce and complaint notifications through an SNS HTTPS subscription. Every message is
 * verified as SNS documents: its signature (version 1 SHA1 or 2 SHA256 with RSA) over the canonical
 * string, with the certificate at SigningCertURL, which must be https on an SNS host; and its topic
 * must be one configured, since any AWS account can sign a message of its own.
 */
@Injectable()
export class SesSnsWebhook {
  private readonly logger = new Logger(SesSnsWebhook.name);
  private readonly certificates = new Map<string, X509Certificate>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get settings() {
    return this.config.emailWebhooks.ses;
  }

  async handle(raw: Buffer): Promise<SnsOutcome> {
    if (this.settings.topicArns.length === 0) throw new WebhookNotConfiguredError();
    const message = parseJson(raw);
    if (!isRecord(message)) throw new WebhookSignatureError('Not an SNS message.');
    await this.verify(message);
    if (!this.settings.topicArns.includes(String(message.TopicArn))) {
      throw new WebhookSignatureError('Messages of this SNS topic are not accepted.');
    }
    switch (message.Type) {
      case 'SubscriptionConfirmation':
        await this.get(this.allowedUrl(message.SubscribeURL, 'SubscribeURL'), 'the subscription');
        this.logger.log(`Confirmed the SNS subscription to ${String(message.TopicArn)}`);
        return { kind: 'subscribed' };
      case 'Notification':
        return { kind: 'events', events: sesEvents(message) };
      default:
        return { kind: 'ignored' };
    }
  }

  private async verify(message: Record<string, unknown>): Promise<void> {
    const fields = SIGNED_FIELDS[String(message.Type)];
    const algorithm = ALGORITHMS[String(message.SignatureVersion)];
    const signature = text(message.Signature);
    if (!fields || !algorithm || !signature) throw new WebhookSignatureError();
    let canonical = '';
    for (const field of fields) {
      const value = message[field];
      if (value === undefined && field === 'Subject') continue;
      if (typeof value !== 'string') throw new WebhookSignatureError();
      canonical += `${field}\n${value}\n`;
    }
    const certificate = await this.certificate(message.SigningCertURL);
    const valid = createVerify(algorithm)
      .update(canonical, 'utf8')
      .verify(certificate.publicKey, signature, 'base64');
    if (!valid) throw new WebhookSignatureError();
  }

  /** The signing certificate, fetched once per URL; it must be in its validity period. */
  private async certificate(url: unknown): Promise<X509Certificate> {
    const address = this.allowedUrl(url, 'SigningCertURL');
    if (!address.pathname.endsWith('.pem')) throw new WebhookSignatureError();
    let certificate = this.certificates.get(address.href);
    if (!certificate) {
      const response = await this.get(address, 'the signing certificate');
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_CERTIFICATE_BYTES) throw new WebhookSignatureError();
      try {
        certificate = new X509Certificate(body);
      } catch {
        throw new WebhookSignatureError('The signing certificate is not a certificate.');
      }
      if (this.certificates.size >= CACHED_CERTIFICATES) this.certificates.clear();
      this.certificates.set(address.href, certificate);
    }
    const now = Date.now();
    if (now < Date.parse(certificate.validFrom) || now > Date.parse(certificate.validTo)) {
      throw new WebhookSignatureError('The signing certificate has expired.');
    }
    return certificate;
  }

  /** An https URL on an SNS host (EMAIL_WEBHOOK_SES_CERT_HOST_PATTERN), else the message is refused. */
  private allowedUrl(value: unknown, field: string): URL {
    let url: URL;
    try {
      url = new URL(String(value));
    } catch {
      throw new WebhookSignatureError(`${field} is not a URL.`);
    }
    if (
      url.protocol !== 'https:' ||
      url.username ||
      url.password ||
      url.port ||
      !this.settings.hostPattern.test(url.hostname)
    ) {
      throw new WebhookSignatureError(`${field} is not an Amazon SNS address.`);
    }
    return url;
  }

  private async get(url: URL, what: string): Promise<Response> {
    const base = this.settings.fetchBaseUrl;
    const target = base ? `${base}${url.pathname}${url.search}` : url.href;
    let response: Response;
    try {
      response = await fetch(target, {
        redirect: 'error',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch {
      throw new WebhookUpstreamError(what);
    }
    if (!response.ok) throw new WebhookUpstreamError(what);
    return response;
  }
}

/**
 * The Message-ID header of the message SES reports on: `mail.commonHeaders.messageId`, or among
 * `mail.headers` when the notification includes the headers (SES's own `mail.messageId` is its id, not
 * the header).
 */
function sesOriginalMessageId(mail: unknown): string | null {
  if (!isRecord(mail)) return null;
  const common = isRecord(mail.commonHeaders) ? text(mail.commonHeaders.messageId) : null;
  if (common) return common;
  const headers = Array.isArray(mail.headers) ? mail.headers : [];
  const header = headers.find(
    (item): item is Record<string, unknown> =>
      isRecord(item) && String(item.name).toLowerCase() === 'message-id',
  );
  return header ? text(header.value) : null;
}

/**
 * The bounces and complaints in an SES notification (the "notificationType" of feedback notifications,
 * or the "eventType" of event publishing): one event per recipient, keyed by SES's feedback id.
 */
export function sesEvents(message: Record<string, unknown>): ProviderEvent[] {
  const body = typeof message.Message === 'string' ? parseJson(Buffer.from(message.Message)) : null;
  if (!isRecord(body)) return [];
  const type = body.notificationType ?? body.eventType;
  const events: ProviderEvent[] = [];
  const fallbackId = String(message.MessageId);
  const messageId = sesOriginalMessageId(body.mail);
  if (type === 'Bounce' && isRecord(body.bounce)) {
    const bounce = body.bounce;
    const kind = bounce.bounceType === 'Permanent' ? 'hard_bounce' : 'soft_bounce';
    for (const recipient of Array.isArray(bounce.bouncedRecipients)
      ? bounce.bouncedRecipients
      : []) {
      if (!isRecord(recipient)) continue;
      const email = recipientAddress(recipient.emailAddress);
      if (!email) continue;
      events.push({
        provider: 'ses',
        eventId: `${text(bounce.feedbackId) ?? fallbackId}:${email}`,
        email,
        kind,
        occurredAt: eventTime(bounce.timestamp),
        detail:
          text(recipient.diagnosticCode) ??
          [text(bounce.bounceType), text(bounce.bounceSubType)].filter(Boolean).join(' / '),
        messageId,
      });
    }
  } else if (type === 'Complaint' && isRecord(body.complaint)) {
    const complaint = body.complaint;
    const recipients = Array.isArray(complaint.complainedRecipients)
      ? complaint.complainedRecipients
      : [];
    for (const recipient of recipients) {
      if (!isRecord(recipient)) continue;
      const email = recipientAddress(recipient.emailAddress);
      if (!email) continue;
      events.push({
        provider: 'ses',
        eventId: `${text(complaint.feedbackId) ?? fallbackId}:${email}`,
        email,
        kind: 'complaint',
        occurredAt: eventTime(complaint.timestamp),
        detail: text(complaint.complaintFeedbackType) ?? 'complaint',
        messageId,
      });
    }
  }
  return events;
}
