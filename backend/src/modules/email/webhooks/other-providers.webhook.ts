import { createHmac, timingSafeEqual, verify } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { ProviderEvent } from '../suppressions/provider-events.repository';
import { eventTime, isRecord, parseJson, recipientAddress, text } from './addresses';
import {
  WebhookCredentialsError,
  WebhookNotConfiguredError,
  WebhookSignatureError,
} from './webhooks.errors';

/** Mailgun signs only timestamp + token: a signature older than this is not taken. */
export const MAILGUN_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Equal secrets, compared in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The Message-ID header of the message a Mailgun event is about (`message.headers.message-id`). */
function mailgunMessageId(message: unknown): string | null {
  const headers = isRecord(message) && isRecord(message.headers) ? message.headers : null;
  return headers ? text(headers['message-id']) : null;
}

/** Postmark's bounce types (its Bounce webhook's `Type`) that say the address is dead, or may be. */
const POSTMARK_HARD = new Set(['HardBounce', 'BadEmailAddress']);
const POSTMARK_SOFT = new Set(['SoftBounce', 'Transient', 'DnsError']);

/**
 * SendGrid's Event Webhook, Postmark's Bounce and Spam Complaint webhooks, and Mailgun's webhooks,
 * each verified as the provider documents before anything in the body is read.
 */
@Injectable()
export class ProviderWebhooks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * SendGrid signs timestamp + raw body with ECDSA (P-256, SHA-256); the signature (base64 DER) and
   * timestamp come in the X-Twilio-Email-Event-Webhook-Signature / -Timestamp headers.
   */
  sendgrid(raw: Buffer, signature: string | undefined, timestamp: string | undefined) {
    const key = this.config.emailWebhooks.sendgridPublicKey;
    if (!key) throw new WebhookNotConfiguredError();
    if (!signature || !timestamp) throw new WebhookSignatureError();
    const signed = Buffer.concat([Buffer.from(timestamp, 'utf8'), raw]);
    let valid = false;
    try {
      valid = verify('sha256', signed, key, Buffer.from(signature, 'base64'));
    } catch {
      valid = false;
    }
    if (!valid) throw new WebhookSignatureError();
    const body = parseJson(raw);
    const events: ProviderEvent[] = [];
    for (const item of Array.isArray(body) ? body : []) {
      if (!isRecord(item)) continue;
      const email = recipientAddress(item.email);
      const id = text(item.sg_event_id);
      if (!email || !id) continue;
      // A "bounce" of type "blocked" is SendGrid's soft bounce; "deferred" is still being retried.
      const kind =
        item.event === 'spamreport'
          ? 'complaint'
          : item.event === 'bounce'
            ? item.type === 'blocked'
              ? 'soft_bounce'
              : 'hard_bounce'
            : null;
      if (!kind) continue;
      events.push({
        provider: 'sendgrid',
        eventId: id,
        email,
        kind,
        occurredAt: eventTime(item.timestamp),
        detail: [text(item.status), text(item.reason)].filter(Boolean).join(' ') || null,
        // The Message-ID header of the message SendGrid sent (its `smtp-id`).
        messageId: text(item['smtp-id']),
      });
    }
    return events;
  }

  /**
   * Postmark has no signature: the webhook URL carries basic-auth credentials, or the webhook sends a
   * custom header with a token; whichever is configured must match.
   */
  postmark(raw: Buffer, authorization: string | undefined, token: string | undefined) {
    const { basicAuth, token: expectedToken } = this.config.emailWebhooks.postmark;
    if (!basicAuth && !expectedToken) throw new WebhookNotConfiguredError();
    const byToken =
      expectedToken !== undefined && token !== undefined && sameSecret(token, expectedToken);
    let byBasic = false;
    if (basicAuth && authorization?.startsWith('Basic ')) {
      const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      byBasic =
        colon > 0 &&
        sameSecret(decoded.slice(0, colon), basicAuth.username) &&
        sameSecret(decoded.slice(colon + 1), basicAuth.password);
    }
    if (!byToken && !byBasic) throw new WebhookCredentialsError();
    const body = parseJson(raw);
    if (!isRecord(body)) return [];
    const email = recipientAddress(body.Email);
    // Postmark's IDs pass 2^53 (its own example is 4323372036854775807): read from the text, not
    // from the parsed number, which JSON.parse rounds.
    const id = /"ID"\s*:\s*"?(\d+)/.exec(raw.toString('utf8'))?.[1] ?? text(body.ID);
    if (!email || !id) return [];
    const type = text(body.Type) ?? '';
    const kind =
      body.RecordType === 'SpamComplaint' || type === 'SpamComplaint'
        ? 'complaint'
        : body.RecordType !== 'Bounce'
          ? null
          : POSTMARK_HARD.has(type)
            ? 'hard_bounce'
            : POSTMARK_SOFT.has(type)
              ? 'soft_bounce'
              : null;
    if (!kind) return [];
    const event: ProviderEvent = {
      provider: 'postmark',
      eventId: id,
      email,
      kind,
      occurredAt: eventTime(body.BouncedAt),
      detail: [type, text(body.Details) ?? text(body.Description)].filter(Boolean).join(': '),
    };
    return [event];
  }

  /**
   * Mailgun signs timestamp + token with HMAC-SHA256 under the webhook signing key; as it advises, an
   * old timestamp is refused and a token is taken once (the caller checks it against stored events).
   */
  mailgun(raw: Buffer): ProviderEvent[] {
    const key = this.config.emailWebhooks.mailgunSigningKey;
    if (!key) throw new WebhookNotConfiguredError();
    const body = parseJson(raw);
    const signature = isRecord(body) && isRecord(body.signature) ? body.signature : null;
    const timestamp = text(signature?.timestamp);
    const token = text(signature?.token);
    const given = text(signature?.signature);
    if (!isRecord(body) || !timestamp || !token || !given) throw new WebhookSignatureError();
    const expected = createHmac('sha256', key)
      .update(timestamp + token)
      .digest('hex');
    if (!sameSecret(given.toLowerCase(), expected)) throw new WebhookSignatureError();
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAILGUN_MAX_AGE_SECONDS) {
      throw new WebhookSignatureError('The webhook signature is too old.');
    }
    const data = isRecord(body['event-data']) ? body['event-data'] : null;
    const email = recipientAddress(data?.recipient);
    const id = text(data?.id);
    if (!data || !email || !id) return [];
    const kind =
      data.event === 'complained'
        ? 'complaint'
        : data.event === 'failed'
          ? data.severity === 'permanent'
            ? 'hard_bounce'
            : 'soft_bounce'
          : null;
    if (!kind) return [];
    const status = isRecord(data['delivery-status']) ? data['delivery-status'] : {};
    return [
      {
        provider: 'mailgun',
        eventId: id,
        email,
        kind,
        occurredAt: eventTime(data.timestamp),
        detail:
          [text(status.code), text(status.message) || text(status.description), text(data.reason)]
            .filter(Boolean)
            .join(' ') || null,
        signingToken: token,
        messageId: mailgunMessageId(data.message),
      },
    ];
  }
}
