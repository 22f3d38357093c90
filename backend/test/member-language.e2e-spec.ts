import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { memberAgent, uniqueEmail } from './support/community';
import { eventInput } from './support/content-factories';
import { stripReadOnlySettings } from './support/settings';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, signedInAgent, type Agent, type TestApp } from './support/test-app';

/** The welcome a new member gets, in English, as the spec words it (the link and code aside). */
const ENGLISH_HOW_TO =
  /^Dear Ana Lopez,\n\nThank you for joining our community\. Sign in with this link:\n/;

describe("a member's and a subscriber's language: recorded, changed, and their mail in it", () => {
  let t: TestApp;
  let sink: SmtpSink;
  let db: DataSource;
  let admin: Agent;

  const language = async (table: 'community_members' | 'subscribers', email: string) =>
    (
      (await db.query(`SELECT language FROM ${table} WHERE email = $1`, [email])) as {
        language: string;
      }[]
    )[0]?.language;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://ministry.example',
        EMAIL_RATE_PER_SECOND: '0',
      },
    });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    const saved = stripReadOnlySettings({ ...(await admin.get('/api/admin/settings')).body });
    await admin
      .put('/api/admin/settings')
      .send({
        ...saved,
        languages: ['en', 'es', 'fr', 'he'],
        translations: { es: { ministryName: 'Ministerio Espíritu y Verdad' } },
      })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => sink.clear());

  it('records the language a member signs up in, and sends the welcome in it', async () => {
    const email = uniqueEmail('ana');
    await request(t.server)
      .post('/api/community/members')
      .set('Accept-Language', 'es-AR,es;q=0.9')
      .send({ firstName: 'Ana', lastName: 'Lopez', email })
      .expect(201);
    expect(await language('community_members', email)).toBe('es');
    const mail = await sink.firstTo(email);
    expect(mail.subject).toBe('Bienvenido/a a Ministerio Espíritu y Verdad');
    expect(mail.text).toMatch(
      /^Querido\/a Ana Lopez:\n\nGracias por unirse a nuestra comunidad\. Inicie sesión con este enlace:\n/,
    );
    expect(mail.text).toContain('Darse de baja: https://ministry.example/unsubscribe?token=');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.from?.value[0]?.name).toBe('Spirit & Truth Ministry');
  });

  it('sends the spec English to a member who signed up with no language asked for', async () => {
    const email = uniqueEmail('ana');
    await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'Ana', lastName: 'Lopez', email })
      .expect(201);
    expect(await language('community_members', email)).toBe('en');
    const mail = await sink.firstTo(email);
    expect(mail.subject).toBe('Welcome to Spirit & Truth Ministry');
    expect(mail.text).toMatch(ENGLISH_HOW_TO);
    expect(mail.text).toContain('The link and the code work once, within 15 minutes.');
    expect(mail.text).toContain('Unsubscribe: https://ministry.example/unsubscribe?token=');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('lets the member change it in My account, and signs them in in the new one', async () => {
    const { agent, email } = await memberAgent(t, { firstName: 'Marie', lastName: 'Curie' });
    const profile = { firstName: 'Marie', lastName: 'Curie' };
    const before = await agent.get('/api/community/me').expect(200);
    expect(before.body.language).toBe('en');
    const refused = await agent
      .put('/api/community/me')
      .send({ ...profile, language: 'de' })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'language', message: 'The language must be one of en, es, pt-BR, fr, he' },
    ]);
    const changed = await agent
      .put('/api/community/me')
      .send({ ...profile, language: 'fr' })
      .expect(200);
    expect(changed.body.language).toBe('fr');
    // Left out: kept.
    await agent.put('/api/community/me').send(profile).expect(200);
    expect(await language('community_members', email)).toBe('fr');

    sink.clear();
    await request(t.server).post('/api/community/login').send({ email }).expect(202);
    const mail = await sink.firstTo(email);
    expect(mail.subject).toBe('Votre lien de connexion pour Spirit & Truth Ministry');
    expect(mail.text).toMatch(/^Bonjour Marie Curie,\n\nConnectez-vous avec ce lien :\n/);
    expect(mail.text).toContain('pendant 15 minutes');
  });

  it('falls back to the default language for a language the site no longer offers', async () => {
    const email = uniqueEmail('pt');
    await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'João', lastName: 'Silva', email })
      .expect(201);
    await sink.firstTo(email);
    await db.query(`UPDATE community_members SET language = 'pt-BR' WHERE email = $1`, [email]);
    sink.clear();
    await request(t.server).post('/api/community/login').send({ email }).expect(202);
    expect((await sink.firstTo(email)).subject).toBe(
      'Your sign-in link for Spirit & Truth Ministry',
    );
  });

  it("records a subscriber's language and welcomes them in it, right to left in Hebrew", async () => {
    const email = uniqueEmail('miriam');
    await request(t.server)
      .post('/api/subscribe')
      .set('Cookie', 'lang=he')
      .send({ name: 'Miriam', email })
      .expect(201);
    expect(await language('subscribers', email)).toBe('he');
    const mail = await sink.firstTo(email);
    expect(mail.subject).toBe('ברוכים הבאים ל־Spirit & Truth Ministry');
    expect(mail.text).toMatch(/^שלום Miriam,\n\nתודה שנרשמתם לידיעון שלנו\./);
    expect(mail.html).toContain('<html lang="he" dir="rtl">');

    const english = uniqueEmail('miriam');
    await request(t.server)
      .post('/api/subscribe')
      .send({ name: 'Miriam', email: english })
      .expect(201);
    expect(await language('subscribers', english)).toBe('en');
    expect((await sink.firstTo(english)).text).toMatch(
      /^Dear Miriam,\n\nThank you for subscribing to our newsletter\. Each week we will send you inspiration from God's Word/,
    );
  });

  it("writes a registration's mails in the language the visitor registered in", async () => {
    const { body: event } = (await admin
      .post('/api/admin/events')
      .send({ ...eventInput({}, 10), registration: { enabled: true, capacity: 1, waitlist: true } })
      .expect(201)) as { body: { id: number; title: string } };
    const register = (email: string, headers: Record<string, string>) =>
      request(t.server)
        .post(`/api/events/${event.id}/registrations`)
        .set(headers)
        .send({ firstName: 'Ana', lastName: 'Lopez', email, partySize: 1, answers: [] })
        .expect(201);

    const spanish = uniqueEmail('ana');
    await register(spanish, { 'Accept-Language': 'es-MX,es;q=0.9' });
    const confirmed = await sink.firstTo(spanish);
    expect(confirmed.subject).toBe(`Está inscrito/a: ${event.title}`);
    expect(confirmed.text).toMatch(
      /^Querido\/a Ana:\n\nGracias por inscribirse\. Su inscripción es para 1 persona\./,
    );
    expect(confirmed.text).toContain('Número de personas: 1');
    expect(confirmed.text).toContain('Muestre el código QR de este correo en la entrada');
    expect(confirmed.text).toContain('Gestionar mi inscripción');
    expect(confirmed.html).toContain('<html lang="es">');
    expect(confirmed.html).toContain('alt="Su entrada: muestre este código QR en la puerta"');

    // The one seat is taken: a Hebrew visitor is waitlisted, and told so in Hebrew, right to left.
    const hebrew = uniqueEmail('miriam');
    await register(hebrew, { Cookie: 'lang=he' });
    const waitlisted = await sink.firstTo(hebrew);
    expect(waitlisted.subject).toBe(`אתם ברשימת ההמתנה: ${event.title}`);
    expect(waitlisted.text).toContain('האירוע מלא, ולכן אתם ברשימת ההמתנה עבור אדם אחד.');
    expect(waitlisted.html).toContain('<html lang="he" dir="rtl">');

    // Asked for nothing: the spec's English.
    const english = uniqueEmail('ana');
    await register(english, {});
    expect((await sink.firstTo(english)).subject).toBe(`You are on the waitlist: ${event.title}`);
    const languages = (await db.query(
      'SELECT email_key, language FROM event_registrations WHERE event_id = $1',
      [event.id],
    )) as { email_key: string; language: string }[];
    expect(Object.fromEntries(languages.map((r) => [r.email_key, r.language]))).toEqual({
      [spanish.toLowerCase()]: 'es',
      [hebrew.toLowerCase()]: 'he',
      [english.toLowerCase()]: 'en',
    });
  });

  it("shows the pages opened from an e-mail in the visitor's language, right to left in Hebrew", async () => {
    const email = uniqueEmail('miriam');
    await request(t.server).post('/api/subscribe').send({ name: 'Miriam', email }).expect(201);
    const link = /https:\/\/ministry\.example(\/unsubscribe\?token=[\w.-]+)/.exec(
      (await sink.firstTo(email)).text ?? '',
    )?.[1];
    if (!link) throw new Error('no unsubscribe link');

    const hebrew = await request(t.server).get(link).set('Cookie', 'lang=he').expect(200);
    expect(hebrew.text).toContain('<html lang="he" dir="rtl">');
    expect(hebrew.text).toContain('<h1>הסרה מרשימת התפוצה</h1>');
    expect(hebrew.text).toMatch(/האם תרצו להפסיק לקבל הודעות דוא״ל מ־Spirit &amp; Truth Ministry/);

    const spanish = await request(t.server)
      .post(link)
      .set('Accept-Language', 'es')
      .type('form')
      .send({})
      .expect(200);
    expect(spanish.text).toContain('<html lang="es">');
    expect(spanish.text).toContain('<h1>Se ha dado de baja</h1>');
    // The ministry's name in the page's language, from its texts for Spanish.
    expect(spanish.text).toContain('Volver a Ministerio Espíritu y Verdad');

    const french = await request(t.server)
      .get('/confirm-subscription?token=unknown')
      .set('Accept-Language', 'fr-CA')
      .expect(400);
    expect(french.text).toContain('<h1>Ce lien n’est plus valide</h1>');

    // No language asked for: the English the pages always had.
    const english = await request(t.server).get(link).expect(200);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('<h1>Unsubscribe</h1>');
    expect(english.text).toContain('Return to Spirit &amp; Truth Ministry');
  });

  it('asks a subscriber to confirm in the language they subscribed in, when double opt-in is on', async () => {
    const saved = stripReadOnlySettings({ ...(await admin.get('/api/admin/settings')).body });
    await admin
      .put('/api/admin/settings')
      .send({ ...saved, doubleOptIn: true })
      .expect(200);
    try {
      const email = uniqueEmail('lucia');
      await request(t.server)
        .post('/api/subscribe')
        .set('Accept-Language', 'es')
        .send({ name: 'Lucía', email })
        .expect(201);
      const mail = await sink.firstTo(email);
      expect(mail.subject).toBe('Confirme su suscripción a Ministerio Espíritu y Verdad');
      expect(mail.text).toMatch(
        /^Hola:\n\nAlguien, esperamos que usted, pidió suscribir esta dirección al boletín de Ministerio Espíritu y Verdad\./,
      );
      expect(mail.html).toContain('Confirmar mi suscripción');
      expect(mail.html).toContain('<html lang="es">');
    } finally {
      await admin.put('/api/admin/settings').send(saved).expect(200);
    }
  });

  it("writes the change-of-address link and notice in the member's language", async () => {
    const { agent, email } = await memberAgent(t, { firstName: 'Ana', lastName: 'Lopez' });
    await agent
      .put('/api/community/me')
      .send({ firstName: 'Ana', lastName: 'Lopez', language: 'es' })
      .expect(200);
    const next = uniqueEmail('ana-new');
    await agent.post('/api/community/me/email').send({ email: next }).expect(202);
    const link = await sink.firstTo(next);
    expect(link.subject).toBe('Confirme su nueva dirección de correo');
    expect(link.text).toContain(
      'Para usar esta dirección en su cuenta de la comunidad de Ministerio Espíritu y Verdad',
    );
    const token = /emailChange=([\w-]+)/.exec(link.text ?? '')?.[1];
    if (!token) throw new Error('no link');
    await request(t.server).post('/api/community/me/email/confirm').send({ token }).expect(200);
    // The old address is told (after the mails of its sign-up, which may still be arriving).
    let notice: ParsedMail | undefined;
    for (const deadline = Date.now() + 20000; !notice && Date.now() < deadline;) {
      const all = await Promise.all(sink.received(email).map((m) => SmtpSink.parse(m)));
      notice = all.find((m) => m.subject === 'Su dirección de correo se ha cambiado');
      if (!notice) await new Promise((r) => setTimeout(r, 100));
    }
    expect(notice?.text).toContain(`ahora usa la dirección ${next}`);
  });

  it("answers a counseling request in the member's language", async () => {
    const { agent, email } = await memberAgent(t, { firstName: 'Hannah', lastName: 'Ramah' });
    await agent
      .put('/api/community/me')
      .send({ firstName: 'Hannah', lastName: 'Ramah', language: 'fr' })
      .expect(200);
    await agent
      .post('/api/counseling')
      .send({
        name: 'Hannah of Ramah',
        email,
        category: 'Family Issues',
        background: 'Years of waiting.',
        currentSituation: 'Still praying at the temple.',
        specificNeeds: 'Someone to pray with me.',
      })
      .expect(201);
    const [{ id }] = (await db.query('SELECT id FROM counseling_requests WHERE email = $1', [
      email,
    ])) as { id: number }[];
    await admin
      .post(`/api/admin/counseling/${id}/responses`)
      .send({ message: 'Nous prions avec vous.' })
      .expect(201);
    let reply: ParsedMail | undefined;
    for (const deadline = Date.now() + 20000; !reply && Date.now() < deadline;) {
      const all = await Promise.all(sink.received(email).map((m) => SmtpSink.parse(m)));
      reply = all.find((m) => m.subject === 'Une réponse à votre demande d’accompagnement');
      if (!reply) await new Promise((r) => setTimeout(r, 100));
    }
    expect(reply?.text).toMatch(
      /^Bonjour Hannah of Ramah,\n\nUn membre de notre équipe a répondu à votre demande d’accompagnement \(Family Issues\) :\n\nNous prions avec vous\.\n\n/,
    );
    expect(reply?.text).toContain('L’équipe d’accompagnement de Spirit & Truth Ministry');
  });

  it('writes the staff account mails in the language of the page they were asked from', async () => {
    const mailTo = async (email: string, subject: RegExp) => {
      let found: ParsedMail | undefined;
      for (const deadline = Date.now() + 20000; !found && Date.now() < deadline;) {
        const all = await Promise.all(sink.received(email).map((m) => SmtpSink.parse(m)));
        found = all.find((m) => subject.test(m.subject ?? ''));
        if (!found) await new Promise((r) => setTimeout(r, 100));
      }
      return found;
    };
    // An invitation from a Spanish dashboard.
    const invited = uniqueEmail('nueva');
    await admin
      .post('/api/admin/staff/invitations')
      .set('Accept-Language', 'es')
      .send({ email: invited, role: 'content' })
      .expect(201);
    const invitation = await mailTo(invited, /equipo/);
    expect(invitation?.subject).toBe(
      'Le invitamos a unirse al equipo de Ministerio Espíritu y Verdad',
    );
    expect(invitation?.text).toMatch(
      /le invitó a ayudar a gestionar el sitio web de Ministerio Espíritu y Verdad como Editor de contenido\./,
    );
    expect(invitation?.html).toContain('Aceptar la invitación');
    expect(invitation?.html).toContain('lang="es"');

    // "Forgot password?" on a Hebrew sign-in page: right to left.
    const staff = await signedInAgent(t, { role: 'finance' });
    const address = `${staff.username}@example.test`;
    await request(t.server)
      .post('/api/auth/password-reset/request')
      .set('Cookie', 'lang=he')
      .send({ email: address })
      .expect(202);
    const reset = await mailTo(address, /איפוס/);
    expect(reset?.text).toContain('מישהו ביקש לאפס את הסיסמה של חשבון הצוות שלך');
    expect(reset?.html).toContain('dir="rtl"');
    expect(reset?.html).toContain('בחירת סיסמה חדשה');

    // With no language asked for, the spec's English.
    const english = uniqueEmail('newcomer');
    await admin
      .post('/api/admin/staff/invitations')
      .send({ email: english, role: 'finance' })
      .expect(201);
    const plain = await mailTo(english, /invited/);
    expect(plain?.subject).toBe('You are invited to join the Spirit & Truth Ministry team');
    expect(plain?.text).toContain('website as Finance.');
  });

  it("answers a write in the caller's language, keeping the answer's shape", async () => {
    const { agent, email } = await memberAgent(t, { firstName: 'Rut', lastName: 'Moab' });
    const testimony = {
      name: 'Rut',
      email,
      category: 'Faith',
      title: 'Gracia',
      testimony: 'Él restauró mi alma.',
    };
    const spanish = await agent
      .post('/api/testimonials')
      .set('Accept-Language', 'es')
      .send(testimony)
      .expect(201);
    expect(spanish.body).toEqual({
      message: '¡Gracias por compartir su historia! Se revisará antes de publicarse.',
    });
    expect(spanish.headers['content-language']).toBe('es');

    const hebrew = await request(t.server)
      .post('/api/community/login')
      .set('Cookie', 'lang=he')
      .send({ email: uniqueEmail('ruth') })
      .expect(202);
    expect(hebrew.body.message).toBe(
      'כדאי לבדוק את הדוא״ל: אם הכתובת הזו שייכת לחבר, קישור כניסה בדרך אליך.',
    );

    // A value inside the answer: the template carries it over.
    const test = await admin
      .post('/api/admin/settings/test-mail')
      .set('Accept-Language', 'fr')
      .expect((res) => expect([200, 201, 202]).toContain(res.status));
    expect(test.body.message).toMatch(/^Un e-mail de test est en route vers .+@.+, depuis .+\.$/);

    // Asked in no language: the spec's English, as before.
    const english = await agent.post('/api/testimonials').send(testimony).expect(201);
    expect(english.body).toEqual({
      message: 'Thank you for sharing your story! It will be reviewed before being published.',
    });
    expect(english.headers['content-language']).toBeUndefined();
  });
});
