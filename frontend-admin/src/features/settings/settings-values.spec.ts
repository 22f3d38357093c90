import { describe, expect, it } from '@jest/globals';
import type { AdminSettingsDto } from '../../shared/api-types';
import {
  MAIL_LOOP_FIELDS,
  PRIVACY_FIELDS,
  STAFF_SESSION_BOUNDS,
  TEXT_FIELDS,
  TRANSLATED_TEXTS,
  checklistProgress,
  contrastOnWhite,
  datePreview,
  logoProblem,
  offeredLanguageList,
  sameSettings,
  timeZoneNames,
  toFormValues,
  toSettingsInput,
  toTranslations,
  writtenTexts,
} from './settings-values';

/** The settings of a fresh install, as GET /api/admin/settings answers them. */
const stored: AdminSettingsDto = {
  ministryName: 'Spirit & Truth Ministry',
  tagline: 'Walking in Spirit and Truth',
  defaultLanguage: 'en',
  languages: ['en'],
  translations: {},
  logoUrl: '/media/site/logo-abc.png',
  faviconUrl: '/media/site/favicon-abc.png',
  accentColor: '#1f3a5f',
  heroHeadline: 'Walking in Spirit and Truth',
  heroSubline: 'A sub-line',
  heroPrimaryLabel: 'Watch Sermons',
  heroSecondaryLabel: 'Join Our Shabbat Fellowship',
  aboutText: 'One.\n\nTwo.',
  aboutVideoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  footerMission: 'Mission',
  closingQuote: 'God is Spirit',
  closingQuoteReference: 'John 4:24',
  newsletterPromise: 'Stay connected',
  postalAddress: '123 Faith Avenue',
  phone: '(555) 123-4567',
  email: 'info@example.org',
  serviceTimes: [
    { name: 'Shabbat Fellowship', days: 'Saturday', time: '10:00 AM - 12:00 PM' },
    { name: 'Torah Study', days: 'Wednesday', time: '7:00 PM - 8:30 PM' },
  ],
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: '',
  twitterUrl: 'https://twitter.com/',
  channelUrl: '',
  timeZone: 'America/Chicago',
  locale: 'en-US',
  senderName: 'Spirit & Truth Ministry',
  senderAddress: 'no-reply@localhost',
  mailPostalAddress: '123 Faith Avenue',
  replyTo: '',
  doubleOptIn: true,
  retainClosedCounselingMonths: 24,
  retainEventRegistrationsMonths: 12,
  retainRejectedTestimoniesDays: 90,
  retainUnconfirmedSubscriptionsDays: 7,
  staffIdleMinutes: 120,
  staffSessionHours: 12,
  retainAuditEventsDays: 730,
  requireTwoFactor: false,
  bounceMailboxEnabled: false,
  bounceMailboxHost: '',
  bounceMailboxPort: 993,
  bounceMailboxTls: true,
  bounceMailboxUser: '',
  bounceMailboxPasswordSet: true,
  bounceMailboxFolder: 'INBOX',
  trackOpensAndClicks: false,
  podcastTitle: '',
  podcastDescription: '',
  podcastAuthor: '',
  podcastOwnerName: '',
  podcastOwnerEmail: '',
  podcastCategory: 'Religion & Spirituality',
  podcastSubcategory: 'Christianity',
  podcastLanguage: '',
  podcastArtworkUrl: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  updatedBy: null,
  checklist: {
    name: true,
    logo: true,
    contact: false,
    postalAddress: false,
    timeZone: true,
    channel: false,
    sender: true,
    dismissed: false,
    warnings: [],
  },
};

describe('toFormValues and toSettingsInput', () => {
  it('fill the form with the editable fields only, and send them back unchanged', () => {
    const values = toFormValues(stored);
    for (const readOnly of ['logoUrl', 'faviconUrl', 'updatedAt', 'updatedBy', 'checklist']) {
      expect(values).not.toHaveProperty(readOnly);
    }
    expect(values.ministryName).toBe('Spirit & Truth Ministry');
    expect(values.serviceTimes).toEqual(stored.serviceTimes);
    expect(toSettingsInput(values)).toEqual(values);
  });

  it('send exactly the editable fields, whatever else the form holds', () => {
    const input = toSettingsInput({
      ...toFormValues(stored),
      ...({ logoUrl: '/x.png', checklist: {} } as object),
    });
    expect(Object.keys(input).sort()).toEqual(
      [
        ...TEXT_FIELDS,
        'serviceTimes',
        ...PRIVACY_FIELDS,
        ...Object.keys(STAFF_SESSION_BOUNDS),
        ...MAIL_LOOP_FIELDS.filter((field) => !field.startsWith('bounceMailboxPassword')),
        'podcastCategory',
        'defaultLanguage',
        'languages',
        'translations',
      ].sort(),
    );
  });

  it('never send the saved IMAP password back: only one typed, and an empty box keeps it', () => {
    const values = toFormValues(stored);
    expect(values).not.toHaveProperty('bounceMailboxPassword');
    expect(toSettingsInput({ ...values, bounceMailboxPassword: '' })).not.toHaveProperty(
      'bounceMailboxPassword',
    );
    expect(toSettingsInput({ ...values, bounceMailboxPassword: 's3cret' })).toMatchObject({
      bounceMailboxPassword: 's3cret',
    });
  });

  it('send the privacy switch as a boolean, and leave out an emptied retention box (kept as saved)', () => {
    const input = toSettingsInput({
      ...toFormValues(stored),
      doubleOptIn: undefined,
      retainClosedCounselingMonths: null,
      retainRejectedTestimoniesDays: 30,
    });
    expect(input.doubleOptIn).toBe(false);
    expect(input.retainRejectedTestimoniesDays).toBe(30);
    expect(JSON.parse(JSON.stringify(input))).not.toHaveProperty('retainClosedCounselingMonths');
  });

  it("send a field the form left undefined as '' and blank rows as blank text, in order", () => {
    const input = toSettingsInput({
      ministryName: 'Grace Chapel',
      twitterUrl: undefined,
      serviceTimes: [
        { name: 'Prayer', time: '6 AM' },
        undefined,
        { name: 'Choir', days: 'Thu', time: '7 PM' },
      ],
    });
    expect(input.ministryName).toBe('Grace Chapel');
    expect(input.twitterUrl).toBe('');
    expect(input.senderAddress).toBe('');
    expect(input.serviceTimes).toEqual([
      { name: 'Prayer', days: '', time: '6 AM' },
      { name: '', days: '', time: '' },
      { name: 'Choir', days: 'Thu', time: '7 PM' },
    ]);
  });

  it('send the accent colour in lower case, as the server takes it', () => {
    expect(toSettingsInput({ accentColor: ' #1F3A5F ' }).accentColor).toBe('#1f3a5f');
  });

  it('send no rows when the list is empty or missing', () => {
    expect(toSettingsInput({}).serviceTimes).toEqual([]);
    expect(toSettingsInput({ serviceTimes: [] }).serviceTimes).toEqual([]);
  });
});

describe('the languages and their texts', () => {
  const spanish = {
    tagline: 'Caminando en Espíritu y en Verdad',
    serviceTimes: [{ name: 'Comunión de Shabat', days: 'Sábado', time: '10:00' }],
  };

  it('fill the form with the languages and texts as saved, and send them back unchanged', () => {
    const saved = {
      ...stored,
      defaultLanguage: 'en' as const,
      languages: ['en' as const, 'es' as const],
      translations: { es: spanish, fr: { tagline: 'Marcher en Esprit et en Vérité' } },
    };
    const values = toFormValues(saved);
    expect(values).toMatchObject({
      defaultLanguage: 'en',
      languages: ['en', 'es'],
      translations: saved.translations,
    });
    expect(toSettingsInput(values)).toEqual(values);
  });

  it('keep the texts of a language taken off: the PUT replaces the whole map', () => {
    const values = toFormValues({
      ...stored,
      languages: ['en', 'es'],
      translations: { es: spanish },
    });
    const input = toSettingsInput({ ...values, languages: ['en'] });
    expect(input.languages).toEqual(['en']);
    expect(input.translations).toEqual({ es: spanish });
  });

  it('send only the texts written: an emptied box, spaces and an empty list show the default', () => {
    const input = toSettingsInput({
      ...toFormValues(stored),
      languages: ['en', 'es', 'he'],
      translations: {
        es: { tagline: 'Caminando', heroHeadline: '', aboutText: '   ', serviceTimes: [] },
        he: { ministryName: undefined },
      },
    });
    expect(input.translations).toEqual({ es: { tagline: 'Caminando' } });
  });

  it('send the rows of a language’s service times as typed, blank ones as blank text', () => {
    expect(toTranslations({ es: { serviceTimes: [{ name: 'Oración' }, undefined] } })).toEqual({
      es: {
        serviceTimes: [
          { name: 'Oración', days: '', time: '' },
          { name: '', days: '', time: '' },
        ],
      },
    });
  });

  it('leave out languages not shipped and fields no language has', () => {
    expect(
      toTranslations({
        de: { tagline: 'Wandeln im Geist' },
        es: { tagline: 'Caminando', accentColor: '#000000' },
      }),
    ).toEqual({ es: { tagline: 'Caminando' } });
    expect(toTranslations(undefined)).toEqual({});
    expect(toTranslations('es')).toEqual({});
  });

  it('always offer the default language, first when it was missing, each language once', () => {
    expect(offeredLanguageList('en', ['en', 'es', 'es', 'de'])).toEqual(['en', 'es']);
    expect(offeredLanguageList('he', ['en', 'es'])).toEqual(['he', 'en', 'es']);
    expect(offeredLanguageList('es', undefined)).toEqual(['es']);
    const input = toSettingsInput({ defaultLanguage: 'fr', languages: ['en'] });
    expect(input).toMatchObject({ defaultLanguage: 'fr', languages: ['fr', 'en'] });
    // A form without the languages (never the case) keeps a fresh install's.
    expect(toSettingsInput({})).toMatchObject({ defaultLanguage: 'en', languages: ['en'] });
  });

  it('offer every text of a language in the form, the service times apart', () => {
    expect(TRANSLATED_TEXTS.map(({ field }) => field)).toContain('tagline');
    expect(TRANSLATED_TEXTS.map(({ field }) => field)).not.toContain('serviceTimes');
    expect(writtenTexts(spanish)).toBe(2);
    expect(writtenTexts({ tagline: ' ', heroHeadline: '' })).toBe(0);
    expect(writtenTexts(undefined)).toBe(0);
  });

  it('count a text typed and erased again as no change', () => {
    const values = toFormValues(stored);
    expect(sameSettings({ ...values, translations: { es: { tagline: '' } } }, values)).toBe(true);
    expect(sameSettings({ ...values, translations: { es: { tagline: 'Hola' } } }, values)).toBe(
      false,
    );
    expect(sameSettings({ ...values, languages: ['en', 'es'] }, values)).toBe(false);
  });
});

describe('checklistProgress', () => {
  it('counts the done items, not the dismissal nor the warnings', () => {
    expect(checklistProgress(stored.checklist)).toEqual({ done: 4, total: 7 });
    expect(
      checklistProgress({
        ...stored.checklist,
        contact: true,
        postalAddress: true,
        channel: true,
        dismissed: true,
        warnings: ['A warning'],
      }),
    ).toEqual({ done: 7, total: 7 });
  });
});

describe('logoProblem', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(logoProblem({ type, size: 2 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses SVG and other types with the server message, and larger files', () => {
    expect(logoProblem({ type: 'image/svg+xml', size: 100 })).toBe(
      'The logo must be a PNG, JPEG or WebP image',
    );
    expect(logoProblem({ type: '', size: 100 })).toBe('The logo must be a PNG, JPEG or WebP image');
    expect(logoProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'The logo must be at most 2 MB',
    );
    expect(logoProblem({ type: 'image/png', size: 0 })).toBe('The logo file is empty');
  });
});

describe('contrastOnWhite', () => {
  it('measures the WCAG ratio of a #rrggbb colour', () => {
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#1F3A5F')!).toBeGreaterThan(4.5);
    // antd's default blue fails AA on white.
    expect(contrastOnWhite('#1677ff')!).toBeLessThan(4.5);
  });

  it('is null for anything else', () => {
    for (const text of ['', '#fff', 'navy', '#12345g', 'rgb(0,0,0)']) {
      expect(contrastOnWhite(text)).toBeNull();
    }
  });
});

describe('timeZoneNames and datePreview', () => {
  it("offer the browser's zones with UTC among them", () => {
    const names = timeZoneNames();
    expect(names).toContain('UTC');
    expect(names).toContain('America/Chicago');
  });

  it('write a date in the locale and zone, or null for ones not known', () => {
    // 03:30 UTC is still the evening before in Chicago (UTC-6 in January). The punctuation
    // between the parts differs between ICU versions, so only the parts are compared.
    const date = new Date('2026-01-14T03:30:00Z');
    const chicago = datePreview('en-US', 'America/Chicago', date);
    expect(chicago).toMatch(/^Tuesday, January 13, 2026\b.*\b9:30\sPM$/);
    const london = datePreview('en-GB', 'Europe/London', date);
    expect(london).toMatch(/^Wednesday,? 14 January 2026\b.*\b03:30$/);
    expect(datePreview('en-US', 'Not/AZone', date)).toBeNull();
    expect(datePreview('not a locale!', 'UTC', date)).toBeNull();
  });
});
