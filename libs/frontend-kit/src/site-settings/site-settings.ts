import type { Schema } from '@ministry/api-client';

/**
 * The ministry's public settings (docs/settings-contract.md, `GET /api/settings`): name, texts,
 * contact, service times, links. Every text, contact detail and link the public pages show comes
 * from here; nothing about one ministry is compiled into the frontends.
 */

/** One row of the footer's service times, shown as `days + ' ' + time`. */
export type ServiceTime = Schema<'ServiceTimeDto'>;

/**
 * What the pages read of `PublicSettingsDto` (the answer of `GET /api/settings`, which also carries
 * `updatedAt`, a save date the pages do not show).
 */
export type SiteSettings = Omit<Schema<'PublicSettingsDto'>, 'updatedAt'>;

/** The id of the `<script type="application/json">` the page server embeds the settings in. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/**
 * A fresh install's settings (docs/settings-contract.md, "default"): the spec's texts. What the pages
 * show until settings arrive, and with no settings module at all. `channelUrl` '' is derived
 * (`channelLink`); the server's own defaults for the address and e-mail come from its configuration.
 */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  ministryName: 'Spirit & Truth Ministry',
  tagline: 'Walking in Spirit and Truth',
  logoUrl: null,
  faviconUrl: null,
  accentColor: '#1f3a5f',
  heroHeadline: 'Walking in Spirit and Truth',
  heroSubline:
    'A place to grow in authentic faith, deepen your spiritual walk and find a community that seeks God together.',
  heroPrimaryLabel: 'Watch Sermons',
  heroSecondaryLabel: 'Join Our Shabbat Fellowship',
  aboutText:
    'We are a fellowship of believers devoted to studying the Scriptures, worshipping in spirit and in truth, and walking out our faith in everyday life.\n\n' +
    'Through teaching, Shabbat fellowship, prayer and community we help one another grow in the knowledge of God and in love for our neighbours. Wherever you are on your journey, you are welcome here.',
  aboutVideoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  footerMission:
    "Our mission is to share God's Word in spirit and in truth, and to build a community of faith where every person can grow, belong and serve.",
  closingQuote: 'God is Spirit, and those who worship Him must worship in spirit and truth.',
  closingQuoteReference: 'John 4:24',
  newsletterPromise:
    'Receive weekly inspiration, upcoming events and ministry updates in your inbox.',
  postalAddress: '123 Faith Avenue, Springfield, ST 12345',
  phone: '(555) 123-4567',
  email: 'info@example.org',
  serviceTimes: Object.freeze([
    Object.freeze({ name: 'Shabbat Fellowship', days: 'Saturday', time: '10:00 AM - 12:00 PM' }),
    Object.freeze({ name: 'Torah Study', days: 'Wednesday', time: '7:00 PM - 8:30 PM' }),
    Object.freeze({ name: 'Youth Ministry', days: 'Fridays', time: 'at 6:30 PM' }),
  ]) as ServiceTime[],
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: 'https://www.instagram.com/',
  twitterUrl: 'https://twitter.com/',
  channelUrl: '',
  timeZone: 'UTC',
  locale: 'en-US',
});

/** The public settings' text fields, in the order of the Settings form (the dashboard adds the e-mail ones). */
export const SITE_TEXT_FIELDS = [
  'ministryName',
  'tagline',
  'accentColor',
  'heroHeadline',
  'heroSubline',
  'heroPrimaryLabel',
  'heroSecondaryLabel',
  'aboutText',
  'aboutVideoUrl',
  'footerMission',
  'closingQuote',
  'closingQuoteReference',
  'newsletterPromise',
  'postalAddress',
  'phone',
  'email',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'channelUrl',
  'timeZone',
  'locale',
] as const satisfies readonly (keyof SiteSettings)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isServiceTime = (row: unknown): row is ServiceTime =>
  isRecord(row) &&
  typeof row.name === 'string' &&
  typeof row.days === 'string' &&
  typeof row.time === 'string';

/**
 * Settings as sent (the embedded script, an API answer), over the defaults: a field that is missing
 * or of the wrong type keeps its default, so a page never breaks on an older or newer server.
 * Anything that is not an object is `undefined`.
 */
export function toSiteSettings(value: unknown): SiteSettings | undefined {
  if (!isRecord(value)) return undefined;
  const settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS };
  for (const field of SITE_TEXT_FIELDS) {
    const given = value[field];
    if (typeof given === 'string') settings[field] = given;
  }
  for (const field of ['logoUrl', 'faviconUrl'] as const) {
    const given = value[field];
    if (typeof given === 'string' || given === null) settings[field] = given || null;
  }
  if (Array.isArray(value.serviceTimes) && value.serviceTimes.every(isServiceTime)) {
    settings.serviceTimes = value.serviceTimes.map(({ name, days, time }) => ({
      name,
      days,
      time,
    }));
  }
  return settings;
}

/** The settings in the embedded script's text (JSON), or `undefined` when there are none. */
export function parseEmbeddedSettings(text: string | null | undefined): SiteSettings | undefined {
  if (!text) return undefined;
  try {
    return toSiteSettings(JSON.parse(text));
  } catch {
    return undefined;
  }
}
