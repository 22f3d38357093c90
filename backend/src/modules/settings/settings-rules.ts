/* The rules of the settings form that class-validator has no decorator for; pure, unit-tested. */

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of a `#rrggbb` colour against white (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** WCAG AA for normal text: white text on the accent colour, and the colour on white, stay readable. */
export const MIN_CONTRAST = 4.5;

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The video id of a YouTube link in any usual form (watch, youtu.be share, embed, shorts, live, the
 * nocookie domain, mobile), or undefined when it is not one.
 */
export function youtubeVideoId(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').slice(1);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(first ?? '')) id = second;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** A YouTube link in the one form stored; anything else (and '') as it was, for the validator to judge. */
export function normaliseYoutubeUrl(text: string): string {
  const id = youtubeVideoId(text);
  return id ? `https://www.youtube.com/watch?v=${id}` : text;
}

export const WATCH_URL = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/;

/** Anything that reads as an HTML tag, comment or doctype. */
const HTML_TAG = /<\s*[a-z!/?]/i;

export function containsHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

/** An IANA zone name this runtime knows (the core's one check, aliases included). */
export { isTimeZone } from '../../common/http/page-settings';

/** The canonical form of a BCP 47 tag ('en-us' → 'en-US'), or undefined when it is not one. */
export function canonicalLocale(tag: string): string | undefined {
  if (!/^[A-Za-z]{2,8}(-[A-Za-z\d]{1,8})*$/.test(tag)) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * Whether a host is this machine, or a name no other machine resolves: `localhost`, `*.localhost`,
 * `localhost.localdomain`, a loopback or unspecified IP. Mail from such a domain is refused or
 * filtered by every receiving server, and a link to it leads nowhere for anyone else.
 */
export function isLocalHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === 'localhost.localdomain' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    name === '0.0.0.0' ||
    name === '::1' ||
    name === '::'
  );
}

/** Whether an e-mail address is at a local host (`no-reply@localhost`, a fresh install's sender). */
export function isLocalAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  return at < 0 || isLocalHost(address.slice(at + 1));
}
