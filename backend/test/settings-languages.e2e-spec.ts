import request from 'supertest';
import { PageSettings } from '../src/common/http/page-settings';
import { createTestApp, signedInAgent, type Agent, type TestApp } from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

type Settings = Record<string, unknown>;

const SPANISH = {
  tagline: 'Caminando en Espíritu y en Verdad',
  heroPrimaryLabel: 'Ver sermones',
  serviceTimes: [{ name: 'Comunión de Shabat', days: 'Sábado', time: '10:00 - 12:00' }],
  senderName: 'Ministerio Espíritu y Verdad',
};

describe('settings: the languages a ministry offers, and its texts in each', () => {
  let t: TestApp;
  let admin: Agent;
  let defaults: Settings;

  const save = (changes: Settings) =>
    admin.put('/api/admin/settings').send({ ...defaults, ...changes });
  const refused = async (changes: Settings) =>
    (await save(changes).expect(400)).body as {
      message: string;
      errors: { field: string; message: string }[];
    };

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    const stored = (await admin.get('/api/admin/settings').expect(200)).body as Settings;
    defaults = stripReadOnlySettings({ ...stored });
    // What a client written before languages sends: none of the language fields.
    for (const key of ['defaultLanguage', 'languages', 'translations']) delete defaults[key];
  });
  afterAll(() => t.close());

  it('offers English alone on a fresh install', async () => {
    const res = await request(t.server).get('/api/settings').expect(200);
    expect(res.body).toMatchObject({ defaultLanguage: 'en', languages: ['en'], language: 'en' });
    expect(res.body).not.toHaveProperty('translations');
    expect(res.headers.vary).toBe('Accept-Encoding');
    const adminView = (await admin.get('/api/admin/settings').expect(200)).body as Settings;
    expect(adminView).toMatchObject({ defaultLanguage: 'en', languages: ['en'], translations: {} });
    expect(adminView).not.toHaveProperty('language');
  });

  it('refuses languages it does not ship, none at all, and a default that is not offered', async () => {
    expect(await refused({ defaultLanguage: 'de' })).toMatchObject({
      message: 'The default language must be one of en, es, pt-BR, fr, he',
      errors: [{ field: 'defaultLanguage' }],
    });
    expect(await refused({ languages: [] })).toMatchObject({
      message: 'Offer at least one language',
      errors: [{ field: 'languages' }],
    });
    expect(await refused({ languages: ['en', 'pt'] })).toMatchObject({
      message: 'The languages offered must each be one of en, es, pt-BR, fr, he',
    });
    expect(await refused({ languages: 'en' })).toMatchObject({
      message: 'The languages offered must be a list of en, es, pt-BR, fr, he',
    });
    expect(await refused({ defaultLanguage: 'es' })).toEqual({
      message: 'The languages offered must include the default language',
      errors: [
        { field: 'languages', message: 'The languages offered must include the default language' },
      ],
    });
    expect(await refused({ defaultLanguage: 'es', languages: ['en', 'fr'] })).toMatchObject({
      message: 'The languages offered must include the default language',
    });
  });

  it('checks each translated text by the rule of its field, and refuses unknown languages', async () => {
    expect(
      await refused({ languages: ['en', 'es'], translations: { es: { ministryName: 'A' } } }),
    ).toMatchObject({
      message: 'Ministry name must be at least 2 characters',
      errors: [{ field: 'translations.es.ministryName' }],
    });
    expect(
      await refused({ translations: { es: { aboutText: 'Somos <b>una</b> comunidad' } } }),
    ).toMatchObject({ errors: [{ field: 'translations.es.aboutText' }] });
    expect(await refused({ translations: { de: { tagline: 'Wandeln im Geist' } } })).toMatchObject({
      errors: [{ field: 'translations.de' }],
    });
    expect(await refused({ translations: { es: { accentColor: '#000000' } } })).toMatchObject({
      errors: [{ field: 'translations.es.accentColor' }],
    });
    expect(await refused({ translations: 'hola' })).toMatchObject({
      errors: [{ field: 'translations' }],
    });
  });

  it('shows each offered language its texts, and the default language where one has none', async () => {
    const saved = await save({
      defaultLanguage: 'en',
      languages: ['en', 'es', 'es', 'he'],
      translations: { es: { ...SPANISH, heroHeadline: '' }, fr: { tagline: 'Marcher en Esprit' } },
    }).expect(200);
    expect(saved.body).toMatchObject({ defaultLanguage: 'en', languages: ['en', 'es', 'he'] });
    // What is written is kept; an empty text is the default's anyway, so it is not stored.
    expect(saved.body.translations).toEqual({ es: SPANISH, fr: { tagline: 'Marcher en Esprit' } });

    const es = (await request(t.server).get('/api/settings?lang=es').expect(200)).body as Settings;
    expect(es).toMatchObject({
      language: 'es',
      defaultLanguage: 'en',
      languages: ['en', 'es', 'he'],
      tagline: SPANISH.tagline,
      heroPrimaryLabel: SPANISH.heroPrimaryLabel,
      serviceTimes: SPANISH.serviceTimes,
      // No Spanish text: the English one.
      ministryName: defaults.ministryName,
      heroHeadline: defaults.heroHeadline,
      aboutText: defaults.aboutText,
    });
    expect(es).not.toHaveProperty('senderName');

    const en = (await request(t.server).get('/api/settings').expect(200)).body as Settings;
    expect(en).toMatchObject({ language: 'en', tagline: defaults.tagline });
    // Hebrew is offered without texts of its own; French has texts but is not offered.
    for (const lang of ['he', 'fr']) {
      const body = (await request(t.server).get(`/api/settings?lang=${lang}`).expect(200))
        .body as Settings;
      expect(body).toMatchObject({
        language: lang === 'he' ? 'he' : 'en',
        tagline: defaults.tagline,
      });
    }
    // Without ?lang: the caller's cookie, else their browser's languages, else the default.
    const negotiated = async (headers: Record<string, string>) => {
      const res = await request(t.server).get('/api/settings').set(headers).expect(200);
      expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      return res.body.language as string;
    };
    expect(await negotiated({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' })).toBe('es');
    expect(await negotiated({ 'Accept-Language': 'de-DE, he;q=0.3' })).toBe('he');
    expect(await negotiated({ 'Accept-Language': 'fr-CA' })).toBe('en');
    expect(await negotiated({ Cookie: 'lang=he', 'Accept-Language': 'es' })).toBe('he');
    expect(await negotiated({ Cookie: 'lang=fr', 'Accept-Language': 'es' })).toBe('es');
    const tagged = await request(t.server)
      .get('/api/settings?lang=en')
      .set({ Cookie: 'lang=es', 'Accept-Language': 'es' });
    expect(tagged.body.language).toBe('en');
    // Each language's answer has its own validator.
    const spanish = await request(t.server).get('/api/settings?lang=es');
    expect(spanish.headers.etag).not.toBe(tagged.headers.etag);
    await request(t.server)
      .get('/api/settings')
      .set({ 'Accept-Language': 'es', 'If-None-Match': spanish.headers.etag as string })
      .expect(304);
    // Tags are matched without regard to case; an unknown one is the default.
    expect((await request(t.server).get('/api/settings?lang=ES')).body.language).toBe('es');
    expect((await request(t.server).get('/api/settings?lang=xx')).body.language).toBe('en');

    // The served page gets every offered language's settings.
    const page = t.app.get(PageSettings).current();
    expect(Object.keys(page?.settingsByLanguage ?? {})).toEqual(['en', 'es', 'he']);
    expect(page?.settingsByLanguage?.es).toMatchObject({ tagline: SPANISH.tagline });
  });

  it('keeps the languages and texts when a client that does not know them saves', async () => {
    const res = await save({ tagline: 'Walking together' }).expect(200);
    expect(res.body).toMatchObject({
      tagline: 'Walking together',
      languages: ['en', 'es', 'he'],
      translations: { es: SPANISH },
    });
  });

  it('moves the default language, the flat fields being the new default’s texts', async () => {
    const res = await save({
      defaultLanguage: 'es',
      languages: ['es', 'en'],
      tagline: SPANISH.tagline,
      translations: { en: { tagline: 'Walking in Spirit and Truth' } },
    }).expect(200);
    expect(res.body).toMatchObject({ defaultLanguage: 'es', languages: ['es', 'en'] });
    expect((await request(t.server).get('/api/settings')).body).toMatchObject({
      language: 'es',
      tagline: SPANISH.tagline,
    });
    expect((await request(t.server).get('/api/settings?lang=en')).body).toMatchObject({
      language: 'en',
      tagline: 'Walking in Spirit and Truth',
    });
    await admin
      .put('/api/admin/settings')
      .send({ ...defaults, defaultLanguage: 'en', languages: ['en'], translations: {} })
      .expect(200);
  });
});
