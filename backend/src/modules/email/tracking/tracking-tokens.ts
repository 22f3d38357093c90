import { createHmac, timingSafeEqual } from 'node:crypto';

/** The path of the tracked links and the open pixel (outside /api: recipients open them). */
export const REDIRECT_PATH = '/r';

/** What a token stands for: a link of the campaign (by its place), the open pixel, or the unsubscribe link. */
export type TrackingTarget =
  | { kind: 'click'; deliveryId: number; link: number }
  | { kind: 'open'; deliveryId: number }
  | { kind: 'unsubscribe'; deliveryId: number };

const SIGNATURE_BYTES = 12;
const FORMAT = /^([cou])(\d{1,10})(?:-(\d{1,3}))?\.([A-Za-z0-9_-]{16})$/;

/**
 * Signed tracking tokens, `c123-2.<sig>` (delivery 123, the campaign's third link), `o123.<sig>`
 * (its open pixel), `u123.<sig>` (its unsubscribe link). The signature (HMAC-SHA256, cut to 96 bits)
 * covers everything before it, so a token cannot be altered to another delivery or link; and a link is
 * named only by its place among the campaign's own links, never by a URL, so `/r/…` cannot send anyone
 * to an address the campaign did not contain.
 */
export class TrackingTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', 'campaign-tracking-key').update(secret).digest();
  }

  create(target: TrackingTarget): string {
    const body =
      target.kind === 'click'
        ? `c${target.deliveryId}-${target.link}`
        : `${target.kind === 'open' ? 'o' : 'u'}${target.deliveryId}`;
    return `${body}.${this.sign(body)}`;
  }

  /** What the token stands for, or null for anything this server did not sign. */
  read(token: unknown): TrackingTarget | null {
    if (typeof token !== 'string' || token.length > 64) return null;
    const match = FORMAT.exec(token);
    if (!match) return null;
    const [, kind, delivery, link, signature] = match;
    const body = token.slice(0, token.lastIndexOf('.'));
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const deliveryId = Number(delivery);
    if (kind === 'c')
      return link === undefined ? null : { kind: 'click', deliveryId, link: Number(link) };
    if (link !== undefined) return null;
    return kind === 'o' ? { kind: 'open', deliveryId } : { kind: 'unsubscribe', deliveryId };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key)
      .update(body)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');
  }
}

/**
 * A campaign message's Message-ID names its delivery: `<d123.c45.k1a2b3c4@campaign.example.org>`
 * (delivery, campaign, a piece of the campaign's random key). A bounce or complaint that quotes it (a
 * DSN, an ARF report, SES's common headers, SendGrid's `smtp-id`, Mailgun's message headers) is thus
 * counted in that campaign's report, with no index on the deliveries' message ids.
 */
export function campaignMessageId(
  delivery: { id: number; campaignId: number; jobKey: string | null },
  host: string,
): string {
  const key = (delivery.jobKey ?? '0').replace(/-/g, '').slice(0, 8);
  return `<d${delivery.id}.c${delivery.campaignId}.k${key}@campaign.${host}>`;
}

/** The delivery and campaign a Message-ID names, when it is one of campaignMessageId's. */
export function deliveryOfMessageId(
  messageId: string | null | undefined,
): { deliveryId: number; campaignId: number; key: string } | null {
  const match = /^<?d(\d{1,10})\.c(\d{1,10})\.k([0-9a-f]{1,8})@campaign\./i.exec(
    messageId?.trim() ?? '',
  );
  return match
    ? { deliveryId: Number(match[1]), campaignId: Number(match[2]), key: match[3].toLowerCase() }
    : null;
}
