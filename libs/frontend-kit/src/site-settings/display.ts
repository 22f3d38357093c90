import { DEFAULT_SITE_SETTINGS, type ServiceTime, type SiteSettings } from './site-settings';

/** How a service-time row reads: `days + ' ' + time` (no leading space when no days are given). */
export function serviceTimeText(row: ServiceTime): string {
  return [row.days, row.time].filter((part) => part.trim() !== '').join(' ');
}

/** A `tel:` link for a phone number as written: its digits only, with a leading + kept. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The About text's paragraphs: separated by a blank line; single line breaks stay within one. */
export function aboutParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * The YouTube video id of the About video (stored as `https://www.youtube.com/watch?v=ID`; share,
 * embed and shorts forms are read too), or `undefined` when there is no video.
 */
export function youTubeVideoId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = parsed.pathname.split('/').slice(1);
    id =
      first === 'embed' || first === 'shorts' || first === 'live'
        ? second
        : parsed.searchParams.get('v');
  }
  return id && VIDEO_ID.test(id) ? id : undefined;
}

/** The ministry's channel: as set, else (no server answer yet) a search for the ministry on YouTube. */
export function channelLink(settings: Pick<SiteSettings, 'channelUrl' | 'ministryName'>): string {
  return (
    settings.channelUrl ||
    `https://www.youtube.com/results?search_query=${encodeURIComponent(settings.ministryName)}`
  );
}

export interface SocialLink {
  label: string;
  href: string;
}

/** Facebook, Instagram and X/Twitter, in that order; an empty one is not shown. */
export function socialLinks(
  settings: Pick<SiteSettings, 'facebookUrl' | 'instagramUrl' | 'twitterUrl'>,
): SocialLink[] {
  return [
    { label: 'Facebook', href: settings.facebookUrl },
    { label: 'Instagram', href: settings.instagramUrl },
    { label: 'Twitter', href: settings.twitterUrl },
  ].filter((link) => link.href.trim() !== '');
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The CSS custom properties of the accent colour (`--color-navy` and its darker companion), or
 * `undefined` for the built-in colour (the stylesheet's own values) or a value that is no colour.
 */
export function accentProperties(accentColor: string): Record<string, string> | undefined {
  if (!HEX_COLOUR.test(accentColor)) return undefined;
  if (accentColor.toLowerCase() === DEFAULT_SITE_SETTINGS.accentColor) return undefined;
  const dark = [1, 3, 5]
    .map((start) => Math.round(parseInt(accentColor.slice(start, start + 2), 16) * 0.65))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('');
  return { '--color-navy': accentColor.toLowerCase(), '--color-navy-dark': `#${dark}` };
}

/** The tab title of a screen: "<title> | <ministry>", or the ministry name alone. */
export function documentTitle(ministryName: string, title?: string): string {
  return title ? `${title} | ${ministryName}` : ministryName;
}
