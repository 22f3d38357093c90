import { LANGUAGES, SITE_TEXT_FIELDS, type Language } from '@ministry/frontend-kit';
import type { AdminSettingsDto, SettingsChecklist, SettingsInput } from '../../shared/api-types';
import { sameValues } from '../../shared/unsaved-changes';
import { i18n } from '../../i18n/i18n';

/** A text translated where it is shown, `i18n._(descriptor)`: an i18n-marked `{ id, message }`. */
export interface Message {
  id: string;
  message: string;
}

/** One row of the service-times list as the form holds it (a new row starts blank). */
export interface ServiceTimeRow {
  name: string;
  days: string;
  time: string;
}

/** The Settings form's values: the editable fields of docs/settings-contract.md, nothing else. */
export type SettingsFormValues = SettingsInput;

/** The privacy group and staff sign-in: switches and whole numbers, not text. */
export const PRIVACY_FIELDS = [
  'doubleOptIn',
  'retainClosedCounselingMonths',
  'retainEventRegistrationsMonths',
  'retainRejectedTestimoniesDays',
  'retainUnconfirmedSubscriptionsDays',
  'retainAuditEventsDays',
  'requireTwoFactor',
] as const satisfies readonly (keyof SettingsInput)[];
type PrivacyField = (typeof PRIVACY_FIELDS)[number];

/** The retention fields as the form shows them, with the bounds the server checks (docs/settings-contract.md). */
export const RETENTION_BOUNDS = {
  retainClosedCounselingMonths: {
    min: 1,
    max: 120,
    unit: /*i18n*/ { id: 'admin.settings.unitMonths', message: 'months' },
    label: /*i18n*/ {
      id: 'admin.settings.retainCounseling',
      message: 'Closed counseling requests (months after closing)',
    },
    extra: /*i18n*/ {
      id: 'admin.settings.retainCounselingHelp',
      message: "With the ministry's responses.",
    },
  },
  retainEventRegistrationsMonths: {
    min: 1,
    max: 120,
    unit: /*i18n*/ { id: 'admin.settings.unitMonths', message: 'months' },
    label: /*i18n*/ {
      id: 'admin.settings.retainRegistrations',
      message: 'Event registrations (months after the event)',
    },
    extra: /*i18n*/ {
      id: 'admin.settings.retainRegistrationsHelp',
      message: 'With their answers and check-ins. A year (12 months) unless changed.',
    },
  },
  retainRejectedTestimoniesDays: {
    min: 1,
    max: 3650,
    unit: /*i18n*/ { id: 'admin.settings.unitDays', message: 'days' },
    label: /*i18n*/ {
      id: 'admin.settings.retainTestimonies',
      message: 'Rejected testimonies (days after rejection)',
    },
    extra: undefined,
  },
  retainUnconfirmedSubscriptionsDays: {
    min: 1,
    max: 365,
    unit: /*i18n*/ { id: 'admin.settings.unitDays', message: 'days' },
    label: /*i18n*/ {
      id: 'admin.settings.retainSubscriptions',
      message: 'Unconfirmed subscriptions (days after sign-up)',
    },
    extra: undefined,
  },
  retainAuditEventsDays: {
    min: 30,
    max: 3650,
    unit: /*i18n*/ { id: 'admin.settings.unitDays', message: 'days' },
    label: /*i18n*/ {
      id: 'admin.settings.retainAudit',
      message: 'Audit trail (days after each action)',
    },
    extra: /*i18n*/ {
      id: 'admin.settings.retainAuditHelp',
      message: 'Two years (730 days) unless changed.',
    },
  },
} as const;

/** Staff sessions: how long a staff session lasts, with the bounds the server checks. */
export const STAFF_SESSION_BOUNDS = {
  staffIdleMinutes: {
    min: 5,
    max: 1440,
    unit: /*i18n*/ { id: 'admin.settings.unitMinutes', message: 'minutes' },
    label: /*i18n*/ {
      id: 'admin.settings.staffIdle',
      message: 'Signed out after this long without use',
    },
    extra: undefined,
  },
  staffSessionHours: {
    min: 1,
    max: 72,
    unit: /*i18n*/ { id: 'admin.settings.unitHours', message: 'hours' },
    label: /*i18n*/ {
      id: 'admin.settings.staffSession',
      message: 'Signed out this long after signing in',
    },
    extra: /*i18n*/ {
      id: 'admin.settings.staffSessionHelp',
      message: 'However busy the session is.',
    },
  },
} as const;
type StaffSessionField = keyof typeof STAFF_SESSION_BOUNDS;

/**
 * The bounce mailbox and tracking: a switch, a port and texts the form sends on their own terms
 * (the password only when typed: it is never read back).
 */
export const MAIL_LOOP_FIELDS = [
  'bounceMailboxEnabled',
  'bounceMailboxHost',
  'bounceMailboxPort',
  'bounceMailboxTls',
  'bounceMailboxUser',
  'bounceMailboxPassword',
  'bounceMailboxPasswordClear',
  'bounceMailboxFolder',
  'trackOpensAndClicks',
] as const satisfies readonly (keyof SettingsInput)[];
type MailLoopField = (typeof MAIL_LOOP_FIELDS)[number];

/** The Podcast section's fields (texts and the two category choices), in the order of the form. */
export const PODCAST_TEXT_FIELDS = [
  'podcastTitle',
  'podcastDescription',
  'podcastAuthor',
  'podcastOwnerName',
  'podcastOwnerEmail',
  'podcastLanguage',
  'podcastSubcategory',
] as const satisfies readonly (keyof SettingsInput)[];

/** The site's languages and the texts per language (docs/settings-contract.md, "Languages"). */
type LanguageField = 'defaultLanguage' | 'languages' | 'translations';

type TextField = Exclude<
  keyof SettingsInput,
  | 'serviceTimes'
  | 'podcastCategory'
  | PrivacyField
  | StaffSessionField
  | MailLoopField
  | LanguageField
>;

type PodcastCategory = NonNullable<SettingsInput['podcastCategory']>;
/** What a fresh install has, and what an emptied choice sends. */
export const DEFAULT_PODCAST_CATEGORY: PodcastCategory = 'Religion & Spirituality';

/**
 * Every editable text field, in the order of the form. `satisfies` and `MissingTextField` below make
 * the compiler name a field the API gains and this list lacks.
 */
export const TEXT_FIELDS = [
  ...SITE_TEXT_FIELDS,
  'senderName',
  'senderAddress',
  'mailPostalAddress',
  'replyTo',
  ...PODCAST_TEXT_FIELDS,
] as const satisfies readonly TextField[];

type MissingTextField = Exclude<TextField, (typeof TEXT_FIELDS)[number]>;
// A compile error here names an editable field of the API that the form does not send.
const everyTextField: [MissingTextField] extends [never] ? true : MissingTextField = true;
void everyTextField;

/** One language's own texts, as `translations.<tag>` of the PUT carries them. */
export type LanguageTexts = NonNullable<NonNullable<SettingsInput['translations']>[Language]>;
type TranslatedText = Exclude<keyof LanguageTexts, 'serviceTimes'>;

/**
 * The texts a language may have of its own (docs/settings-contract.md, "Languages"), in the order of
 * the form, each with the label and length of the field it translates: that field holds the default
 * language's text, which shows where a language's is left empty.
 */
export const TRANSLATED_TEXTS = [
  {
    field: 'ministryName',
    label: /*i18n*/ { id: 'admin.settings.field.ministryName', message: 'Ministry name' },
    maxLength: 100,
  },
  {
    field: 'tagline',
    label: /*i18n*/ { id: 'admin.settings.field.tagline', message: 'Tagline' },
    maxLength: 160,
  },
  {
    field: 'heroHeadline',
    label: /*i18n*/ { id: 'admin.settings.field.heroHeadline', message: 'Hero headline' },
    maxLength: 120,
  },
  {
    field: 'heroSubline',
    label: /*i18n*/ { id: 'admin.settings.field.heroSubline', message: 'Hero sub-line' },
    maxLength: 300,
    rows: 2,
  },
  {
    field: 'heroPrimaryLabel',
    label: /*i18n*/ {
      id: 'admin.settings.field.heroPrimaryLabel',
      message: 'Primary button label',
    },
    maxLength: 40,
  },
  {
    field: 'heroSecondaryLabel',
    label: /*i18n*/ {
      id: 'admin.settings.field.heroSecondaryLabel',
      message: 'Secondary button label',
    },
    maxLength: 40,
  },
  {
    field: 'aboutText',
    label: /*i18n*/ { id: 'admin.settings.field.aboutText', message: 'About text' },
    maxLength: 5000,
    rows: 6,
  },
  {
    field: 'footerMission',
    label: /*i18n*/ {
      id: 'admin.settings.field.footerMission',
      message: 'Footer mission statement',
    },
    maxLength: 500,
    rows: 3,
  },
  {
    field: 'closingQuote',
    label: /*i18n*/ { id: 'admin.settings.field.closingQuote', message: 'Closing quotation' },
    maxLength: 500,
    rows: 2,
  },
  {
    field: 'closingQuoteReference',
    label: /*i18n*/ {
      id: 'admin.settings.field.closingQuoteReference',
      message: 'Quotation reference',
    },
    maxLength: 100,
  },
  {
    field: 'newsletterPromise',
    label: /*i18n*/ { id: 'admin.settings.field.newsletterPromise', message: 'Newsletter promise' },
    maxLength: 300,
    rows: 2,
  },
  {
    field: 'senderName',
    label: /*i18n*/ { id: 'admin.settings.field.senderName', message: 'Sender name (e-mails)' },
    maxLength: 100,
  },
  {
    field: 'podcastTitle',
    label: /*i18n*/ { id: 'admin.settings.field.podcastTitle', message: 'Podcast title' },
    maxLength: 200,
  },
  {
    field: 'podcastDescription',
    label: /*i18n*/ {
      id: 'admin.settings.field.podcastDescription',
      message: 'Podcast description',
    },
    maxLength: 4000,
    rows: 3,
  },
  {
    field: 'podcastAuthor',
    label: /*i18n*/ { id: 'admin.settings.field.podcastAuthor', message: 'Podcast author' },
    maxLength: 200,
  },
] as const satisfies readonly {
  field: TranslatedText;
  label: Message;
  maxLength: number;
  rows?: number;
}[];

type MissingTranslatedText = Exclude<TranslatedText, (typeof TRANSLATED_TEXTS)[number]['field']>;
// A compile error here names a text of a language that the form does not show.
const everyTranslatedText: [MissingTranslatedText] extends [never] ? true : MissingTranslatedText =
  true;
void everyTranslatedText;

const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some(({ code }) => code === value);

/**
 * The languages offered, as the PUT takes them: shipped codes once each, in the order given, and
 * always the default language (put first when it was missing: the server refuses a list without it).
 */
export function offeredLanguageList(defaultLanguage: Language, languages: unknown): Language[] {
  const given = Array.isArray(languages) ? languages.filter(isLanguage) : [];
  const list = [...new Set(given)];
  return list.includes(defaultLanguage) ? list : [defaultLanguage, ...list];
}

const isWritten = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The texts per language, as the PUT takes them: only texts written (one left empty, or only spaces,
 * shows the default language's) and service-time lists with rows, of shipped languages only. Every
 * language's entry is kept, offered or not: the PUT replaces the whole map, and a language taken off
 * keeps its texts (docs/settings-contract.md).
 */
export function toTranslations(value: unknown): NonNullable<SettingsInput['translations']> {
  const translations: NonNullable<SettingsInput['translations']> = {};
  if (typeof value !== 'object' || value === null) return translations;
  const text = (item: unknown) => (typeof item === 'string' ? item : '');
  for (const { code } of LANGUAGES) {
    const given = (value as Partial<Record<Language, unknown>>)[code];
    if (typeof given !== 'object' || given === null) continue;
    const source = given as Partial<Record<keyof LanguageTexts, unknown>>;
    const texts: LanguageTexts = {};
    for (const { field } of TRANSLATED_TEXTS) {
      const written = source[field];
      if (isWritten(written)) texts[field] = written;
    }
    if (Array.isArray(source.serviceTimes) && source.serviceTimes.length > 0) {
      texts.serviceTimes = (source.serviceTimes as unknown[]).map((row) => {
        const { name, days, time } = (row ?? {}) as Partial<Record<keyof ServiceTimeRow, unknown>>;
        return { name: text(name), days: text(days), time: text(time) };
      });
    }
    if (Object.keys(texts).length > 0) translations[code] = texts;
  }
  return translations;
}

/** How many of a language's texts are written (its service times count as one). */
export function writtenTexts(texts: unknown): number {
  const written = toTranslations({ en: texts }).en;
  return written ? Object.keys(written).length : 0;
}

/** A blank service-time row, as "Add service time" adds it. */
export const BLANK_SERVICE_TIME: ServiceTimeRow = { name: '', days: '', time: '' };

/** The server allows at most this many service-time rows. */
export const MAX_SERVICE_TIMES = 12;

/** The form's values from the settings as stored (read-only fields left out). */
export function toFormValues(settings: AdminSettingsDto): SettingsFormValues {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, settings[field] ?? '']),
  ) as Record<TextField, string>;
  return {
    ...values,
    serviceTimes: settings.serviceTimes.map(({ name, days, time }) => ({ name, days, time })),
    doubleOptIn: settings.doubleOptIn,
    retainClosedCounselingMonths: settings.retainClosedCounselingMonths,
    retainEventRegistrationsMonths: settings.retainEventRegistrationsMonths,
    retainRejectedTestimoniesDays: settings.retainRejectedTestimoniesDays,
    retainUnconfirmedSubscriptionsDays: settings.retainUnconfirmedSubscriptionsDays,
    staffIdleMinutes: settings.staffIdleMinutes,
    staffSessionHours: settings.staffSessionHours,
    retainAuditEventsDays: settings.retainAuditEventsDays,
    requireTwoFactor: settings.requireTwoFactor,
    bounceMailboxEnabled: settings.bounceMailboxEnabled,
    bounceMailboxHost: settings.bounceMailboxHost,
    bounceMailboxPort: settings.bounceMailboxPort,
    bounceMailboxTls: settings.bounceMailboxTls,
    bounceMailboxUser: settings.bounceMailboxUser,
    bounceMailboxFolder: settings.bounceMailboxFolder,
    trackOpensAndClicks: settings.trackOpensAndClicks,
    podcastCategory: settings.podcastCategory as PodcastCategory,
    defaultLanguage: settings.defaultLanguage,
    languages: offeredLanguageList(settings.defaultLanguage, settings.languages),
    translations: toTranslations(settings.translations),
  };
}

/**
 * A retention field as typed: a number stays a number (the server judges it); an emptied box is
 * left out, so the saved value stays.
 */
const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The body of the one `PUT /api/admin/settings` of a save: exactly the editable fields (the API
 * refuses unknown ones), a field the form left undefined sent as '' and the rows in their order.
 */
export function toSettingsInput(
  values: Partial<Record<keyof SettingsInput, unknown>>,
): SettingsInput {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const rows = Array.isArray(values.serviceTimes) ? (values.serviceTimes as unknown[]) : [];
  const fields = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, text(values[field])]),
  ) as Record<TextField, string>;
  const defaultLanguage = isLanguage(values.defaultLanguage) ? values.defaultLanguage : 'en';
  return {
    ...fields,
    doubleOptIn: values.doubleOptIn === true,
    retainClosedCounselingMonths: wholeNumber(values.retainClosedCounselingMonths),
    retainEventRegistrationsMonths: wholeNumber(values.retainEventRegistrationsMonths),
    retainRejectedTestimoniesDays: wholeNumber(values.retainRejectedTestimoniesDays),
    retainUnconfirmedSubscriptionsDays: wholeNumber(values.retainUnconfirmedSubscriptionsDays),
    staffIdleMinutes: wholeNumber(values.staffIdleMinutes),
    staffSessionHours: wholeNumber(values.staffSessionHours),
    retainAuditEventsDays: wholeNumber(values.retainAuditEventsDays),
    requireTwoFactor: values.requireTwoFactor === true,
    bounceMailboxEnabled: values.bounceMailboxEnabled === true,
    bounceMailboxHost: text(values.bounceMailboxHost).trim(),
    bounceMailboxPort: wholeNumber(values.bounceMailboxPort),
    bounceMailboxTls: values.bounceMailboxTls !== false,
    bounceMailboxUser: text(values.bounceMailboxUser).trim(),
    // Empty keeps the saved password (the form is never given it).
    ...(text(values.bounceMailboxPassword)
      ? { bounceMailboxPassword: text(values.bounceMailboxPassword) }
      : {}),
    bounceMailboxFolder: text(values.bounceMailboxFolder).trim() || 'INBOX',
    trackOpensAndClicks: values.trackOpensAndClicks === true,
    podcastCategory: (text(values.podcastCategory) || DEFAULT_PODCAST_CATEGORY) as PodcastCategory,
    // The server takes the colour as #rrggbb in lower case; '#1F3A5F' typed is the same colour.
    accentColor: fields.accentColor.trim().toLowerCase(),
    serviceTimes: rows.map((row) => {
      const { name, days, time } = (row ?? {}) as Partial<Record<keyof ServiceTimeRow, unknown>>;
      return { name: text(name), days: text(days), time: text(time) };
    }),
    defaultLanguage,
    languages: offeredLanguageList(defaultLanguage, values.languages),
    translations: toTranslations(values.translations),
  };
}

/**
 * Whether two states of the form save the same settings: a text typed and erased again (undefined
 * before, '' now) is no change.
 */
export const sameSettings = (
  a: Partial<Record<keyof SettingsInput, unknown>>,
  b: Partial<Record<keyof SettingsInput, unknown>>,
) => sameValues(toSettingsInput(a), toSettingsInput(b));

/** The sections of the Settings tab; each is a landmark the checklist links to. */
export const SETTINGS_SECTIONS = {
  identity: /*i18n*/ { id: 'admin.settings.section.identity', message: 'Identity' },
  home: /*i18n*/ { id: 'admin.settings.section.home', message: 'Home texts' },
  contact: /*i18n*/ { id: 'admin.settings.section.contact', message: 'Contact' },
  links: /*i18n*/ { id: 'admin.settings.section.links', message: 'Links' },
  region: /*i18n*/ { id: 'admin.settings.section.region', message: 'Region' },
  email: /*i18n*/ { id: 'admin.settings.section.email', message: 'E-mail identity' },
  privacy: /*i18n*/ { id: 'admin.settings.section.privacy', message: 'Privacy and data retention' },
  sessions: /*i18n*/ { id: 'admin.settings.section.sessions', message: 'Staff sessions' },
  security: /*i18n*/ { id: 'admin.settings.section.security', message: 'Staff sign-in' },
  mailLoop: /*i18n*/ { id: 'admin.settings.section.mailLoop', message: 'Bounces and tracking' },
  podcast: /*i18n*/ { id: 'admin.settings.section.podcast', message: 'Podcast' },
} as const;

export type SettingsSection = keyof typeof SETTINGS_SECTIONS;

/** The element id of a section, the target of the checklist's links. */
export const sectionId = (section: SettingsSection) => `settings-${section}`;

type ChecklistKey = Exclude<keyof SettingsChecklist, 'dismissed' | 'warnings'>;

/**
 * The "Make it yours" checklist (docs/architecture.md, "Site settings"): what to set, and where.
 */
export const CHECKLIST_ITEMS: readonly {
  key: ChecklistKey;
  label: Message;
  section: SettingsSection;
}[] = [
  {
    key: 'name',
    label: /*i18n*/ { id: 'admin.settings.checklist.name', message: "Enter your ministry's name" },
    section: 'identity',
  },
  {
    key: 'logo',
    label: /*i18n*/ { id: 'admin.settings.checklist.logo', message: 'Upload your logo' },
    section: 'identity',
  },
  {
    key: 'contact',
    label: /*i18n*/ {
      id: 'admin.settings.checklist.contact',
      message: 'Enter your contact details and service times',
    },
    section: 'contact',
  },
  {
    key: 'postalAddress',
    label: /*i18n*/ {
      id: 'admin.settings.checklist.postalAddress',
      message: 'Enter your postal address (on the site and in every e-mail)',
    },
    section: 'contact',
  },
  {
    key: 'timeZone',
    label: /*i18n*/ { id: 'admin.settings.checklist.timeZone', message: 'Choose your time zone' },
    section: 'region',
  },
  {
    key: 'channel',
    label: /*i18n*/ { id: 'admin.settings.checklist.channel', message: 'Link your video channel' },
    section: 'links',
  },
  {
    key: 'sender',
    label: /*i18n*/ {
      id: 'admin.settings.checklist.sender',
      message: 'Enter the address your e-mail comes from (members sign in by e-mail)',
    },
    section: 'email',
  },
];

/** How many checklist items are done. */
export function checklistProgress(checklist: SettingsChecklist): { done: number; total: number } {
  const done = CHECKLIST_ITEMS.filter(({ key }) => checklist[key]).length;
  return { done, total: CHECKLIST_ITEMS.length };
}

/** The logo upload's rules, as the server checks them (docs/settings-contract.md). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be the logo, or null when it may be uploaded. */
export function logoProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
    return i18n._({
      id: 'admin.settings.logoType',
      message: 'The logo must be a PNG, JPEG or WebP image',
    });
  }
  if (file.size > LOGO_MAX_BYTES)
    return i18n._({ id: 'admin.settings.logoSize', message: 'The logo must be at most 2 MB' });
  if (file.size === 0)
    return i18n._({ id: 'admin.settings.logoEmpty', message: 'The logo file is empty' });
  return null;
}

/** The IANA time zones the browser knows, 'UTC' among them (the server accepts both). */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf('timeZone');
  return names.includes('UTC') ? names : ['UTC', ...names];
}

/** A date as the public pages will show it with these settings; null for a locale or zone not known. */
export function datePreview(locale: string, timeZone: string, date: Date): string | null {
  try {
    return new Intl.DateTimeFormat(locale, {
      timeZone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(date);
  } catch {
    return null;
  }
}

/**
 * WCAG 2 contrast ratio of a `#rrggbb` colour against white, or null for text that is not one.
 * The server refuses an accent colour below 4.5:1; the form shows the ratio as it is typed.
 */
export function contrastOnWhite(color: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) return null;
  const [red, green, blue] = match.slice(1).map((hex) => {
    const channel = parseInt(hex, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return 1.05 / (luminance + 0.05);
}

/** The podcast artwork's rules, as the server checks them (square, ≥ 1400 px, checked there). */
export const PODCAST_ARTWORK_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be the podcast artwork, or null when it may be uploaded. */
export function podcastArtworkProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type))
    return i18n._({
      id: 'admin.settings.artworkType',
      message: 'The podcast artwork must be a PNG, JPEG or WebP image',
    });
  if (file.size > PODCAST_ARTWORK_MAX_BYTES)
    return i18n._({
      id: 'admin.settings.artworkSize',
      message: 'The podcast artwork must be at most 10 MB',
    });
  if (file.size === 0)
    return i18n._({ id: 'admin.settings.artworkEmpty', message: 'The artwork file is empty' });
  return null;
}
