import { FRESH_INSTALL_SETTINGS, type Schema } from '@ministry/api-client';
import { toLanguage } from '../i18n/languages';

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
 * A fresh install's settings (docs/settings-contract.md, "default"): the spec's texts, as the server
 * gives them (generated from its defaults by `npm run api:generate`), with no logo. What the pages
 * show until settings arrive, and with no settings module at all.
 */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  ...FRESH_INSTALL_SETTINGS,
  logoUrl: null,
  faviconUrl: null,
  serviceTimes: Object.freeze(
    FRESH_INSTALL_SETTINGS.serviceTimes.map((row) => Object.freeze({ ...row })),
  ) as ServiceTime[],
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
  // The languages (i18n/languages.ts): codes this build does not know are left out.
  for (const field of ['defaultLanguage', 'language'] as const) {
    const given = toLanguage(value[field]);
    if (given) settings[field] = given;
  }
  if (Array.isArray(value.languages)) {
    const known = value.languages.map(toLanguage).filter((code) => code !== undefined);
    if (known.length > 0) settings.languages = [...new Set(known)];
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
