import request from 'supertest';
import { DataSource } from 'typeorm';
import { uniqueEmail } from './support/community';
import { eventually, seedMembers, TEMPLATE_INPUT } from './support/email-fixtures';
import { stripReadOnlySettings } from './support/settings';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/** The Spanish version of TEMPLATE_INPUT (the template is the default language's, English). */
const SPANISH = {
  subject: 'Una palabra de esperanza para usted, {{firstName}}',
  greeting: 'Querido/a {{name}}:',
  message: 'Gracia y paz a usted.\n\nEsta semana estudiamos la fe y la obediencia.',
  signature: 'En Su servicio,\nEl equipo del ministerio',
};

/** The frame the platform adds, in English (the spec's) and in Spanish (the server catalogue's). */
const CHROME = {
  en: {
    reason:
      'You are receiving this e-mail because you joined our community or subscribed to our newsletter.',
    unsubscribe: 'Unsubscribe: https://ministry.example/unsubscribe?token=',
    lessons: 'Lessons for you:\n- ',
    tracking: 'To learn what helps, we count when this e-mail is opened',
    html: '<html lang="en">',
  },
  es: {
    reason:
      'Recibe este correo porque se unió a nuestra comunidad o se suscribió a nuestro boletín.',
    unsubscribe: 'Darse de baja: https://ministry.example/unsubscribe?token=',
    lessons: 'Lecciones para usted:\n- ',
    tracking: 'Para saber qué ayuda, contamos cuándo se abre este correo',
    html: '<html lang="es">',
  },
};

describe('a campaign sent in two languages: each recipient gets their version', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Agent;
  let db: DataSource;
  let templateId: number;
  let saved: Record<string, unknown>;

  /** An audience of the newsletter's subscribers and the widowed members (only this file's). */
  const campaign = (change: Record<string, unknown> = {}) => ({
    name: 'Easter in two languages',
    templateId,
    targetCriteria: { maritalStatus: 'widowed', includeNewsletterSubscribers: true },
    lessonLinks: ['https://example.org/lessons/1'],
    translations: { es: SPANISH },
    ...change,
  });

  const subscribe = async (name: string, email: string, lang?: string) => {
    const req = request(t.server).post('/api/subscribe');
    if (lang) void req.set('Cookie', `lang=${lang}`);
    await req.send({ name, email }).expect(201);
  };

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://ministry.example',
        EMAIL_RATE_PER_SECOND: '0',
        MINISTRY_POSTAL_ADDRESS: '1 Test Street, Testville',
      },
    });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    saved = stripReadOnlySettings({ ...(await admin.get('/api/admin/settings').expect(200)).body });
    // The ministry offers Spanish and French beside English (its default), and counts opens.
    await admin
      .put('/api/admin/settings')
      .send({
        ...saved,
        defaultLanguage: 'en',
        languages: ['en', 'es', 'fr'],
        trackOpensAndClicks: true,
      })
      .expect(200);
    templateId = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201)).body
      .id;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => sink.clear());

  it('sends each subscriber and member their language’s version, the frame in it too', async () => {
    const lucia = uniqueEmail('lucia');
    const sarah = uniqueEmail('sarah');
    const marie = uniqueEmail('marie');
    const miriam = uniqueEmail('miriam');
    const pablo = uniqueEmail('pablo');
    await subscribe('Lucía Gómez', lucia, 'es');
    await subscribe('Sarah Miller', sarah);
    // French is offered, but the campaign has no French version: the default language's.
    await subscribe('Marie Curie', marie, 'fr');
    await seedMembers(t, [
      { firstName: 'Pablo', lastName: 'Ruiz', email: pablo, maritalStatus: 'widowed' },
      { firstName: 'Miriam', lastName: 'Levi', email: miriam, maritalStatus: 'widowed' },
    ]);
    // A member who speaks Spanish, and one whose language (Hebrew) the site does not offer,
    // although the campaign has a version in it.
    await db.query(`UPDATE community_members SET language = 'es' WHERE email = $1`, [pablo]);
    await db.query(`UPDATE community_members SET language = 'he' WHERE email = $1`, [miriam]);
    // Their newsletter welcomes, out of the way of the campaign's messages.
    await sink.waitForMessages(3);
    sink.clear();

    const created = (
      await admin
        .post('/api/email/campaigns')
        .send(
          campaign({
            translations: { es: SPANISH, he: { subject: 'דבר תקווה', message: 'שלום' } },
          }),
        )
        .expect(201)
    ).body;
    expect(created.translations).toEqual({
      es: SPANISH,
      he: { subject: 'דבר תקווה', greeting: null, message: 'שלום', signature: null },
    });
    expect(
      (await admin.post(`/api/email/campaigns/${created.id}/send`).expect(200)).body,
    ).toMatchObject({ status: 'sending', recipientCount: 5 });
    await eventually(
      async () => {
        const body = (await admin.get(`/api/email/campaigns/${created.id}`).expect(200)).body;
        return body.status === 'sent' ? body : undefined;
      },
      30000,
      'the campaign to be sent',
    );
    expect(sink.messages).toHaveLength(5);

    const spanish = await sink.firstTo(lucia);
    expect(spanish.subject).toBe('Una palabra de esperanza para usted, Lucía');
    expect(spanish.text).toMatch(
      /^Querido\/a Lucía Gómez:\n\nGracia y paz a usted\.\n\nEsta semana estudiamos la fe y la obediencia\.\n\n/,
    );
    expect(spanish.text).toContain('En Su servicio,\nEl equipo del ministerio');
    for (const chrome of Object.values(CHROME.es).slice(0, 4))
      expect(spanish.text).toContain(chrome);
    expect(spanish.text).not.toContain('Unsubscribe');
    expect(spanish.html).toContain(CHROME.es.html);
    expect(spanish.html).toContain('>Lecciones para usted</h2>');
    expect(spanish.html).toContain('>Darse de baja</a>');
    expect(spanish.html).not.toContain('Grace and peace');

    const member = await sink.firstTo(pablo);
    expect(member.subject).toBe('Una palabra de esperanza para usted, Pablo');
    expect(member.text).toContain(CHROME.es.unsubscribe);

    const english = await sink.firstTo(sarah);
    expect(english.subject).toBe('A word of hope for you, Sarah');
    expect(english.text).toMatch(/^Dear Sarah Miller,\n\nGrace and peace to you\.\n\n/);
    for (const chrome of Object.values(CHROME.en).slice(0, 4))
      expect(english.text).toContain(chrome);
    expect(english.html).toContain(CHROME.en.html);
    expect(english.text).not.toContain('Darse de baja');

    // No version in their language, or their language no longer offered: the default's, all of it.
    for (const [address, firstName] of [
      [marie, 'Marie'],
      [miriam, 'Miriam'],
    ] as const) {
      const mail = await sink.firstTo(address);
      expect(mail.subject).toBe(`A word of hope for you, ${firstName}`);
      expect(mail.text).toContain('Grace and peace to you.');
      expect(mail.text).toContain(CHROME.en.unsubscribe);
      expect(mail.html).toContain(CHROME.en.html);
    }

    // Every recipient's language was kept with their delivery when the audience was frozen.
    const languages: { email: string; language: string }[] = await db.query(
      'SELECT email, language FROM email_deliveries WHERE campaign_id = $1 ORDER BY email',
      [created.id],
    );
    expect(Object.fromEntries(languages.map((r) => [r.email, r.language]))).toEqual({
      [lucia]: 'es',
      [sarah]: 'en',
      [marie]: 'fr',
      [pablo]: 'es',
      [miriam]: 'he',
    });
  });

  it('previews and test-sends the version of a language, the default one where it has none', async () => {
    const created = (await admin.post('/api/email/campaigns').send(campaign()).expect(201)).body;
    const preview = async (query: string) =>
      (await admin.get(`/api/email/campaigns/${created.id}/preview${query}`).expect(200)).body;

    const es = await preview('?language=es');
    expect(es).toMatchObject({
      subject: 'Una palabra de esperanza para usted, Sarah',
      language: 'es',
    });
    expect(es.html).toContain(CHROME.es.html);
    expect(es.text).toContain(CHROME.es.reason);
    for (const query of ['', '?language=en', '?language=fr', '?language=he']) {
      const shown = await preview(query);
      expect(shown).toMatchObject({ subject: 'A word of hope for you, Sarah', language: 'en' });
      expect(shown.text).toContain(CHROME.en.reason);
    }
    const refused = await admin
      .get(`/api/email/campaigns/${created.id}/preview?language=de`)
      .expect(400);
    expect(refused.body).toEqual({
      message: 'The language must be one of en, es, pt-BR, fr, he',
      errors: [{ field: 'language', message: 'The language must be one of en, es, pt-BR, fr, he' }],
    });

    await admin
      .post(`/api/email/campaigns/${created.id}/test`)
      .send({ email: 'pastor@church.test', language: 'es' })
      .expect(202);
    const test = await sink.firstTo('pastor@church.test');
    expect(test.subject).toBe('[Test] Una palabra de esperanza para usted, Sarah');
    expect(test.html).toContain(CHROME.es.html);
    expect(test.text).toContain('Darse de baja: ');
    const bad = await admin
      .post(`/api/email/campaigns/${created.id}/test`)
      .send({ email: 'pastor@church.test', language: 'Spanish' })
      .expect(400);
    expect(bad.body.message).toBe('The language must be one of en, es, pt-BR, fr, he');
  });

  it('refuses a version in a language it does not ship, and checks each by the template’s rules', async () => {
    const refused = async (translations: unknown) =>
      (await admin.post('/api/email/campaigns').send(campaign({ translations })).expect(400)).body;

    const unknown = await refused({ de: { subject: 'Ein Wort der Hoffnung', message: 'Gnade' } });
    expect(unknown.message).toBe("Each version's language must be one of en, es, pt-BR, fr, he");
    expect(unknown.errors[0]).toEqual({
      field: 'translations',
      message: "Each version's language must be one of en, es, pt-BR, fr, he",
    });
    expect(await refused({ es: { ...SPANISH, subject: '  ' } })).toMatchObject({
      message: 'Subject is required',
      errors: [{ field: 'translations.es.subject', message: 'Subject is required' }],
    });
    expect(await refused({ es: { subject: 'Hola' } })).toMatchObject({
      errors: [{ field: 'translations.es.message', message: 'Message is required' }],
    });
    expect(await refused({ es: { ...SPANISH, subject: 'x'.repeat(301) } })).toMatchObject({
      message: 'Subject must be at most 300 characters',
    });
    expect(await refused({ es: { ...SPANISH, color: 'red' } })).toMatchObject({
      errors: [{ field: 'translations.es.color' }],
    });
    expect(await refused({ es: 'Hola' })).toMatchObject({
      message: 'The Spanish version must be a subject and a message',
    });
    expect(await refused('hola')).toMatchObject({
      message: 'Translations must be an object of versions by language',
    });

    // In the caller's language, as every validation message.
    const inSpanish = await admin
      .post('/api/email/campaigns')
      .set('Accept-Language', 'es')
      .send(campaign({ translations: { xx: SPANISH } }))
      .expect(400);
    expect(inSpanish.body.message).toBe(
      'El idioma de cada versión debe ser uno de en, es, pt-BR, fr, he',
    );
  });

  it('keeps a campaign without versions exactly as before: no translations, the default for all', async () => {
    const created = (
      await admin
        .post('/api/email/campaigns')
        .send(campaign({ translations: undefined }))
        .expect(201)
    ).body;
    expect(created.translations).toEqual({});
    const listed = (await admin.get('/api/email/campaigns').expect(200)).body as {
      id: number;
      translations: unknown;
    }[];
    expect(listed.find((c) => c.id === created.id)?.translations).toEqual({});
    const es = (await admin.get(`/api/email/campaigns/${created.id}/preview?language=es`)).body;
    // A Spanish recipient of a campaign with no Spanish version gets the English one, in English.
    expect(es).toMatchObject({ subject: 'A word of hope for you, Sarah', language: 'en' });
  });
});
