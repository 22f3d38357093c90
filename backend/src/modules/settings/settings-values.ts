import type { AppConfig } from '../../config/app-config';
import { SOURCE_LANGUAGE, type Language } from '../../common/i18n/languages';
import { PODCAST_DEFAULTS } from './podcast-settings';

/** The podcast block: read by the feed on the server, never part of the public answer. */
const PODCAST_FIELDS_LIST = [
  'podcastTitle',
  'podcastDescription',
  'podcastAuthor',
  'podcastOwnerName',
  'podcastOwnerEmail',
  'podcastCategory',
  'podcastSubcategory',
  'podcastLanguage',
] as const;

/** One row of the service times (footer, home): shown as `days + ' ' + time`. */
export interface ServiceTime {
  name: string;
  days: string;
  time: string;
}

/**
 * The ministry's own texts that may be written per language (docs/settings-contract.md, "Languages"):
 * the public ones first, then the e-mail identity's and the podcast's.
 */
export const TRANSLATABLE_PUBLIC_FIELDS = [
  'ministryName',
  'tagline',
  'heroHeadline',
  'heroSubline',
  'heroPrimaryLabel',
  'heroSecondaryLabel',
  'aboutText',
  'footerMission',
  'closingQuote',
  'closingQuoteReference',
  'newsletterPromise',
  'serviceTimes',
] as const;

export const TRANSLATABLE_PRIVATE_FIELDS = [
  'senderName',
  'podcastTitle',
  'podcastDescription',
  'podcastAuthor',
] as const;

export const TRANSLATABLE_FIELDS = [
  ...TRANSLATABLE_PUBLIC_FIELDS,
  ...TRANSLATABLE_PRIVATE_FIELDS,
] as const;

export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];

/** One language's texts: any of the translatable fields; one left out (or '') is the default's. */
export type SettingsTexts = Partial<Pick<SettingsValues, TranslatableField>>;

/** Texts per language tag. The default language's texts are the fields themselves. */
export type SettingsTranslations = Partial<Record<Language, SettingsTexts>>;

/** Every field an administrator edits (docs/settings-contract.md), as stored. */
export interface SettingsValues {
  ministryName: string;
  tagline: string;
  accentColor: string;
  heroHeadline: string;
  heroSubline: string;
  heroPrimaryLabel: string;
  heroSecondaryLabel: string;
  aboutText: string;
  aboutVideoUrl: string;
  footerMission: string;
  closingQuote: string;
  closingQuoteReference: string;
  newsletterPromise: string;
  postalAddress: string;
  phone: string;
  email: string;
  serviceTimes: ServiceTime[];
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
  channelUrl: string;
  timeZone: string;
  locale: string;
  senderName: string;
  senderAddress: string;
  mailPostalAddress: string;
  replyTo: string;
  /** Newsletter sign-ups wait for the owner's confirmation by e-mailed link. */
  doubleOptIn: boolean;
  /** Closed counseling requests (and their responses) are erased this many months after closing. */
  retainClosedCounselingMonths: number;
  /** Registrations of an event are erased this many months after its day. */
  retainEventRegistrationsMonths: number;
  /** Rejected testimonies are erased this many days after rejection. */
  retainRejectedTestimoniesDays: number;
  /** Unconfirmed newsletter subscriptions are erased this many days after the sign-up. */
  retainUnconfirmedSubscriptionsDays: number;
  /** A staff session ends after this many minutes without a request. */
  staffIdleMinutes: number;
  /** A staff session ends this many hours after its sign-in, however busy. */
  staffSessionHours: number;
  /** Audit trail rows are erased this many days after they were recorded. */
  retainAuditEventsDays: number;
  /** Every staff member must set up a second factor (TOTP or a passkey) before using the dashboard. */
  requireTwoFactor: boolean;
  /**
   * The bounce mailbox of a plain-SMTP set-up, read over IMAP on the e-mail queue's schedule for
   * delivery status notifications and complaint reports (off by default).
   */
  bounceMailboxEnabled: boolean;
  bounceMailboxHost: string;
  bounceMailboxPort: number;
  /** Implicit TLS (IMAPS, usually port 993); off: plain IMAP upgraded by STARTTLS when offered. */
  bounceMailboxTls: boolean;
  bounceMailboxUser: string;
  /** Encrypted with the data key (FieldCipher); '' when none. Never part of an answer. */
  bounceMailboxPassword: string;
  bounceMailboxFolder: string;
  /**
   * Campaign links go through signed redirects and a tracking pixel counts opens; the mails then say
   * so in their footer. Off by default.
   */
  trackOpensAndClicks: boolean;
  /** The podcast feed's texts ('' falls back to the site's name and mail identity) and category. */
  podcastTitle: string;
  podcastDescription: string;
  podcastAuthor: string;
  podcastOwnerName: string;
  podcastOwnerEmail: string;
  podcastCategory: string;
  podcastSubcategory: string;
  podcastLanguage: string;
  /** The language of the fields above, and of a visitor nothing else chooses for. */
  defaultLanguage: Language;
  /** The languages the site offers, the default among them, in the order its menu lists them. */
  languages: Language[];
  /** The ministry's texts in its other languages (a language not offered keeps its texts, unused). */
  translations: SettingsTranslations;
}

/** The e-mail and privacy groups: never in the public answer. */
export const PRIVATE_FIELDS = [
  'senderName',
  'senderAddress',
  'mailPostalAddress',
  'replyTo',
  'doubleOptIn',
  'retainClosedCounselingMonths',
  'retainEventRegistrationsMonths',
  'retainRejectedTestimoniesDays',
  'retainUnconfirmedSubscriptionsDays',
  'staffIdleMinutes',
  'staffSessionHours',
  'retainAuditEventsDays',
  'requireTwoFactor',
  'bounceMailboxEnabled',
  'bounceMailboxHost',
  'bounceMailboxPort',
  'bounceMailboxTls',
  'bounceMailboxUser',
  'bounceMailboxPassword',
  'bounceMailboxFolder',
  'trackOpensAndClicks',
  ...PODCAST_FIELDS_LIST,
  // The public answer holds each language's texts resolved, not the raw translations.
  'translations',
] as const satisfies readonly (keyof SettingsValues)[];

export type PublicSettingsValues = Omit<SettingsValues, (typeof PRIVATE_FIELDS)[number]>;

/** The texts the site was built with (spec §2): a fresh install shows them, word for word. */
export const SPEC_TEXTS = {
  tagline: 'Walking in Spirit and Truth',
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
  phone: '(555) 123-4567',
  serviceTimes: [
    { name: 'Shabbat Fellowship', days: 'Saturday', time: '10:00 AM - 12:00 PM' },
    { name: 'Torah Study', days: 'Wednesday', time: '7:00 PM - 8:30 PM' },
    { name: 'Youth Ministry', days: 'Fridays', time: 'at 6:30 PM' },
  ],
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: 'https://www.instagram.com/',
  twitterUrl: 'https://twitter.com/',
  locale: 'en-US',
} as const;

/** The privacy group's defaults: double opt-in off, so the spec's sign-up toast stays true. */
export const PRIVACY_DEFAULTS = {
  doubleOptIn: false,
  retainClosedCounselingMonths: 24,
  retainEventRegistrationsMonths: 12,
  retainRejectedTestimoniesDays: 90,
  retainUnconfirmedSubscriptionsDays: 7,
  // Two years. The audit_events trigger reads the same default (migration AuditTrail).
  retainAuditEventsDays: 730,
  requireTwoFactor: false,
} as const;

/** The bounds of the retention fields, inclusive. */
export const RETENTION_BOUNDS = {
  retainClosedCounselingMonths: { min: 1, max: 120 },
  retainEventRegistrationsMonths: { min: 1, max: 120 },
  retainRejectedTestimoniesDays: { min: 1, max: 3650 },
  retainUnconfirmedSubscriptionsDays: { min: 1, max: 365 },
  retainAuditEventsDays: { min: 30, max: 3650 },
} as const;

/** The bounce mailbox (off, IMAPS on its port) and tracking (off): what a fresh install has. */
export const MAIL_LOOP_DEFAULTS = {
  bounceMailboxEnabled: false,
  bounceMailboxHost: '',
  bounceMailboxPort: 993,
  bounceMailboxTls: true,
  bounceMailboxUser: '',
  bounceMailboxPassword: '',
  bounceMailboxFolder: 'INBOX',
  trackOpensAndClicks: false,
} as const;

/** A fresh install speaks English alone, with no other texts. */
export const LANGUAGE_DEFAULTS = {
  defaultLanguage: SOURCE_LANGUAGE,
  languages: [SOURCE_LANGUAGE],
} as const;

/** Staff sessions: 2 hours idle, 12 hours from sign-in. */
export const STAFF_SESSION_DEFAULTS = { staffIdleMinutes: 120, staffSessionHours: 12 } as const;

/** The bounds of the staff session fields, inclusive. */
export const STAFF_SESSION_BOUNDS = {
  staffIdleMinutes: { min: 5, max: 1440 },
  staffSessionHours: { min: 1, max: 72 },
} as const;

/**
 * A fresh install's settings: the spec's texts, and what the configuration says (MAIL_FROM's name and
 * address, MINISTRY_POSTAL_ADDRESS, MAIL_REPLY_TO, TZ) where it says something.
 */
export function defaultSettings(config: AppConfig): SettingsValues {
  return {
    ...SPEC_TEXTS,
    serviceTimes: SPEC_TEXTS.serviceTimes.map((row) => ({ ...row })),
    ministryName: config.ministryName,
    postalAddress: config.mail.postalAddress,
    email: config.mail.replyToAddress,
    channelUrl: '',
    timeZone: config.timeZone,
    senderName: config.ministryName,
    senderAddress: config.mail.fromAddress,
    mailPostalAddress: config.mail.postalAddress,
    replyTo: config.mail.replyToAddress,
    ...PRIVACY_DEFAULTS,
    ...STAFF_SESSION_DEFAULTS,
    ...MAIL_LOOP_DEFAULTS,
    ...PODCAST_DEFAULTS,
    defaultLanguage: LANGUAGE_DEFAULTS.defaultLanguage,
    languages: [...LANGUAGE_DEFAULTS.languages],
    translations: {},
  };
}

/** The stored values over the defaults: a field never saved keeps its default. */
export function withDefaults(
  stored: Partial<SettingsValues> | null | undefined,
  defaults: SettingsValues,
): SettingsValues {
  const values: SettingsValues = structuredClone(defaults);
  const known = values as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (key in defaults && value !== undefined && value !== null)
      known[key] = structuredClone(value);
  }
  return values;
}

/**
 * The values as `language` shows them: each translatable field from that language's texts, where
 * they hold a non-empty one, else the field itself (the default language's). A language not offered
 * reads as the default.
 */
export function valuesIn(values: SettingsValues, language: Language): SettingsValues {
  const texts = values.translations[language];
  if (language === values.defaultLanguage || !values.languages.includes(language) || !texts)
    return values;
  const resolved = { ...values } as unknown as Record<string, unknown>;
  for (const field of TRANSLATABLE_FIELDS) {
    const text: unknown = texts[field];
    if (typeof text === 'string' ? text !== '' : Array.isArray(text) && text.length > 0)
      resolved[field] = structuredClone(text);
  }
  return resolved as unknown as SettingsValues;
}

export function publicValues(values: SettingsValues): PublicSettingsValues {
  const copy: Partial<SettingsValues> = { ...values };
  for (const field of PRIVATE_FIELDS) delete copy[field];
  return copy as PublicSettingsValues;
}
