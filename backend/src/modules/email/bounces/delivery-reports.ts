import { createHash } from 'node:crypto';
import { simpleParser, type Attachment, type HeaderValue } from 'mailparser';
import type { ProviderEventKind } from '../entities/email-provider-event.entity';
import { recipientAddress } from '../webhooks/addresses';

/** One bounce or complaint a report in the bounce mailbox tells of. */
export interface MailboxReport {
  /** The report's own id with the address: what makes a second reading of it change nothing. */
  eventId: string;
  email: string;
  kind: ProviderEventKind;
  occurredAt: Date;
  detail: string | null;
  /** The Message-ID of the message the report is about, when it quotes it. */
  originalMessageId: string | null;
}

/** A report's event id: its id with the address, hashed when that is longer than the column. */
function eventIdOf(reportId: string, email: string): string {
  const id = `${reportId} ${email}`;
  return id.length <= 255 ? id : `sha256:${createHash('sha256').update(id).digest('hex')}`;
}

/** Fields of a report part (RFC 3464 §2.1, RFC 5965 §3.1): groups of header fields split by blank lines. */
export function fieldGroups(text: string): Array<Map<string, string>> {
  const groups: Array<Map<string, string>> = [];
  let current = new Map<string, string>();
  let last: string | null = null;
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (line.trim() === '') {
      if (current.size > 0) groups.push(current);
      current = new Map();
      last = null;
    } else if (/^[ \t]/.test(line) && last) {
      current.set(last, `${current.get(last)} ${line.trim()}`);
    } else {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      last = line.slice(0, colon).trim().toLowerCase();
      // A field named twice (Original-Rcpt-To in some reports) keeps its first value.
      if (!current.has(last)) current.set(last, line.slice(colon + 1).trim());
    }
  }
  if (current.size > 0) groups.push(current);
  return groups;
}

/** `rfc822; someone@example.org` (an address type, then the address) → the lower-cased address. */
function typedAddress(value: string | undefined): string | null {
  if (!value) return null;
  const semicolon = value.indexOf(';');
  return recipientAddress(semicolon >= 0 ? value.slice(semicolon + 1).trim() : value);
}

/**
 * A DSN's recipient by its status (RFC 3463): 5.x.x a permanent failure (hard bounce), 4.x.x a
 * transient one (soft). A recipient delivered, relayed or expanded is no bounce.
 */
function bounceKind(action: string | undefined, status: string | undefined) {
  const verb = (action ?? '').toLowerCase();
  if (verb !== 'failed' && verb !== 'delayed') return null;
  const klass = /^\s*([245])\.\d{1,3}\.\d{1,3}/.exec(status ?? '')?.[1];
  if (klass === '5') return verb === 'failed' ? 'hard_bounce' : 'soft_bounce';
  if (klass === '4') return 'soft_bounce';
  // A failure without a usable status: permanent, as RFC 3464 says of Action: failed.
  return verb === 'failed' && !status ? 'hard_bounce' : null;
}

/** ARF feedback types that are a recipient's complaint; not-spam and auth-failure are not. */
const COMPLAINT_TYPES = new Set(['abuse', 'fraud', 'virus', 'other']);

/** The Message-ID quoted in the returned message or its headers (the first one past the report's own). */
function quotedMessageId(raw: string): string | null {
  const bodyStart = raw.search(/\r?\n\r?\n/);
  const body = bodyStart >= 0 ? raw.slice(bodyStart) : '';
  return /^Message-ID:\s*(<[^<>\s]+>)/im.exec(body)?.[1] ?? null;
}

function headerText(value: HeaderValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function partText(attachments: Attachment[], type: string): string | null {
  const part = attachments.find((item) => item.contentType.toLowerCase() === type);
  return part ? part.content.toString('utf8') : null;
}

function dateOr(value: string | undefined, fallback: Date): Date {
  const date = value ? new Date(value) : new Date(NaN);
  return Number.isNaN(date.getTime()) ? fallback : date;
}

/**
 * The bounces and complaints in one message of the bounce mailbox: an RFC 3464 delivery status
 * notification (one event per failed or delayed recipient) or an RFC 5965 (ARF) abuse report (a
 * complaint). Anything else (an auto-reply, a person's mail) gives nothing.
 */
export async function parseDeliveryReport(raw: Buffer): Promise<MailboxReport[]> {
  const mail = await simpleParser(raw, { keepDeliveryStatus: true, skipHtmlToText: true });
  const type = mail.headers.get('content-type');
  const reportType =
    typeof type === 'object' && type !== null && 'params' in type
      ? String((type.params as Record<string, string>)['report-type'] ?? '').toLowerCase()
      : '';
  const source = raw.toString('utf8');
  // The report's own Message-ID names it; without one, its bytes do (the same message read twice).
  const reportId =
    mail.messageId ?? `sha256:${createHash('sha256').update(raw).digest('hex').slice(0, 40)}`;
  const received = mail.date ?? new Date();
  const originalMessageId = quotedMessageId(source);

  if (reportType === 'delivery-status') {
    const status = partText(mail.attachments, 'message/delivery-status');
    if (!status) return [];
    const [perMessage, ...recipients] = fieldGroups(status);
    const arrival = dateOr(perMessage?.get('arrival-date'), received);
    const reports: MailboxReport[] = [];
    for (const fields of recipients) {
      const email =
        typedAddress(fields.get('final-recipient')) ??
        typedAddress(fields.get('original-recipient'));
      const kind = bounceKind(fields.get('action'), fields.get('status'));
      if (!email || !kind) continue;
      reports.push({
        eventId: eventIdOf(reportId, email),
        email,
        kind,
        occurredAt: dateOr(fields.get('last-attempt-date'), arrival),
        detail:
          [fields.get('status'), fields.get('diagnostic-code')].filter(Boolean).join(' ') || null,
        originalMessageId,
      });
    }
    return reports;
  }

  if (reportType === 'feedback-report') {
    const feedback = partText(mail.attachments, 'message/feedback-report');
    if (!feedback) return [];
    const fields = fieldGroups(feedback)[0] ?? new Map<string, string>();
    const feedbackType = (fields.get('feedback-type') ?? '').toLowerCase();
    if (!COMPLAINT_TYPES.has(feedbackType)) return [];
    // Original-Rcpt-To is optional in ARF: the returned message's To is the next best witness.
    const quotedTo = /^To:\s*(.+)$/im.exec(source.slice(source.search(/\r?\n\r?\n/)))?.[1];
    const email =
      recipientAddress(fields.get('original-rcpt-to')) ??
      recipientAddress(quotedTo?.trim()) ??
      recipientAddress(headerText(mail.headers.get('x-original-to') as HeaderValue));
    if (!email) return [];
    return [
      {
        eventId: eventIdOf(reportId, email),
        email,
        kind: 'complaint',
        occurredAt: dateOr(fields.get('arrival-date') ?? fields.get('received-date'), received),
        detail: [`ARF ${feedbackType}`, fields.get('user-agent')].filter(Boolean).join(' from '),
        originalMessageId,
      },
    ];
  }
  return [];
}
