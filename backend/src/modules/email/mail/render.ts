import { isLanguage, textDirection } from '../../../common/i18n/languages';
import type { CampaignContent } from '../entities/email-campaign.entity';

/** Who a message is for; `name` and `firstName` fill the merge fields. */
export interface MailRecipient {
  email: string;
  name: string;
  firstName: string;
}

/** What every message carries around its body: who sends it, where they live, how to leave. */
export interface MailFrame {
  ministryName: string;
  postalAddress: string;
  siteUrl: string;
  unsubscribeUrl: string;
  /** Why the recipient gets this message (one sentence). */
  reason: string;
  /** The unsubscribe link's words ('Unsubscribe') and the page's language, when not English. */
  unsubscribeLabel?: string;
  language?: string;
  /** The words the frame adds around a campaign's links, when not English (FRAME_LABELS). */
  labels?: FrameLabels;
  /**
   * Opens and clicks counted (Settings, "Track opens and clicks"): each link goes through its signed
   * redirect, a pixel counts the opening, and the footer says so.
   */
  tracking?: { link: (url: string) => string; pixelUrl: string; note: string };
}

/** The footer's privacy note of a message whose opens and clicks are counted. */
export const TRACKING_NOTE =
  'To learn what helps, we count when this e-mail is opened and which of its links are clicked: its links pass through our website first. Nothing else is recorded.';

/** The words a message adds around its video and lesson links (ICU messages without values). */
export const FRAME_LABELS = {
  watchVideo: 'Watch the video message',
  lessons: 'Lessons for you',
} as const;

export type FrameLabels = Record<keyof typeof FRAME_LABELS, string>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** A header value on one line: CR, LF and other control characters can never reach a header. */
export function headerSafe(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}

/** Replaces {{firstName}} and {{name}} (spaces inside the braces allowed); other text is kept. */
export function mergeFields(text: string, recipient: MailRecipient): string {
  return text.replace(/\{\{\s*(firstName|name)\s*\}\}/g, (_m, field: string) =>
    field === 'firstName' ? recipient.firstName : recipient.name,
  );
}

/** Only http(s) links are ever written into a message. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Blank lines separate paragraphs; single line breaks are kept. */
function paragraphsHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function plain(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

export interface MailBody {
  subject: string;
  greeting?: string | null;
  message: string;
  signature?: string | null;
  lessonLinks?: string[];
  videoUrl?: string | null;
  /** A button after the message (e.g. a confirmation link); in the text form, `label: url`. */
  action?: { label: string; url: string } | null;
}

/** Renders a message in both forms. Everything recipients or administrators typed is escaped in HTML. */
export function renderMail(
  body: MailBody,
  recipient: MailRecipient,
  frame: MailFrame,
): RenderedMail {
  const merge = (t: string) => mergeFields(t, recipient);
  const subject = headerSafe(merge(body.subject));
  const greeting = body.greeting?.trim() ? merge(body.greeting) : null;
  const message = merge(body.message);
  const signature = body.signature?.trim() ? merge(body.signature) : null;
  const links = (body.lessonLinks ?? []).filter(isWebUrl);
  const videoUrl = body.videoUrl && isWebUrl(body.videoUrl) ? body.videoUrl : null;
  const action = body.action && isWebUrl(body.action.url) ? body.action : null;
  const href = (url: string) => (frame.tracking ? frame.tracking.link(url) : url);
  const labels = frame.labels ?? FRAME_LABELS;

  const html: string[] = [];
  if (greeting) html.push(`<p style="margin:0 0 16px">${escapeHtml(plain(greeting))}</p>`);
  html.push(paragraphsHtml(message));
  if (action) {
    html.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1e3a5f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`,
    );
  }
  if (videoUrl) {
    html.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(href(videoUrl))}" style="display:inline-block;padding:12px 20px;background:#1e3a5f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">&#9654; ${escapeHtml(labels.watchVideo)}</a></p>`,
    );
  }
  if (links.length) {
    html.push(
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(labels.lessons)}</h2><ul style="margin:0 0 16px;padding-left:20px">${links
        .map(
          (l) =>
            `<li style="margin:0 0 6px"><a href="${escapeHtml(href(l))}" style="color:#1e3a5f">${escapeHtml(l)}</a></li>`,
        )
        .join('')}</ul>`,
    );
  }
  if (signature) {
    html.push(
      `<p style="margin:24px 0 0">${escapeHtml(plain(signature)).replace(/\n/g, '<br>')}</p>`,
    );
  }

  const text: string[] = [];
  if (greeting) text.push(plain(greeting));
  text.push(plain(message));
  if (action) text.push(`${action.label}: ${action.url}`);
  if (videoUrl) text.push(`${labels.watchVideo}: ${href(videoUrl)}`);
  if (links.length) {
    text.push([`${labels.lessons}:`, ...links.map((l) => `- ${href(l)}`)].join('\n'));
  }
  if (signature) text.push(plain(signature));

  return {
    subject,
    html: wrapHtml(subject, html.join('\n'), frame),
    text: `${text.join('\n\n')}\n\n${footerText(frame)}\n`,
  };
}

function footerText(frame: MailFrame): string {
  return [
    '--',
    frame.reason,
    ...(frame.tracking ? [frame.tracking.note] : []),
    `${frame.unsubscribeLabel ?? 'Unsubscribe'}: ${frame.unsubscribeUrl}`,
    '',
    frame.ministryName,
    frame.postalAddress,
    frame.siteUrl,
  ].join('\n');
}

function wrapHtml(subject: string, content: string, frame: MailFrame): string {
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="${e(frame.language ?? 'en')}"${isLanguage(frame.language) && textDirection(frame.language) === 'rtl' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e6e0d4;font-size:20px;font-weight:bold;color:#1e3a5f">${e(frame.ministryName)}</td></tr>
<tr><td style="padding:24px 32px;font-size:16px;line-height:1.6">
${content}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e6e0d4;font-size:12px;line-height:1.5;color:#6b6b6b;font-family:Arial,sans-serif">
<p style="margin:0 0 8px">${e(frame.reason)} <a href="${e(frame.unsubscribeUrl)}" style="color:#6b6b6b">${e(frame.unsubscribeLabel ?? 'Unsubscribe')}</a></p>
${frame.tracking ? `<p style="margin:0 0 8px">${e(frame.tracking.note)}</p>\n` : ''}<p style="margin:0">${e(frame.ministryName)} &middot; ${e(frame.postalAddress)} &middot; <a href="${e(frame.siteUrl)}" style="color:#6b6b6b">${e(frame.siteUrl)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
${frame.tracking ? `<img src="${e(frame.tracking.pixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">\n` : ''}</body>
</html>
`;
}

/** A campaign's template text (its snapshot, or the template itself) as a message body. */
export function campaignBody(
  content: CampaignContent,
  lessonLinks: string[],
  videoUrl: string | null,
): MailBody {
  const { subject, greeting, message, signature } = content;
  return { subject, greeting, message, signature, lessonLinks, videoUrl };
}

/** The recipient used by previews. */
export const SAMPLE_RECIPIENT: MailRecipient = {
  email: 'sarah.johnson@example.com',
  name: 'Sarah Johnson',
  firstName: 'Sarah',
};

/** First word of a full name, for `{{firstName}}` when only a full name is known. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
