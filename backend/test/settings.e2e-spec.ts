import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { PageSettings } from '../src/common/http/page-settings';
import { MailComposerService } from '../src/modules/email/mail/mail-composer.service';
import { createTestApp, signedInAgent, type Agent, type TestApp } from './support/test-app';
import { stripReadOnlySettings } from './support/settings';
import { eventually, seedMembers, TEMPLATE_INPUT } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';

const PRIVATE_FIELDS = [
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
  'bounceMailboxPasswordSet',
  'bounceMailboxPassword',
  'bounceMailboxFolder',
  'trackOpensAndClicks',
];

/** A whole settings body as the dashboard sends it: the defaults with some changes. */
type Settings = Record<string, unknown>;

const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 31, g: 58, b: 95, alpha: 1 } },
  })
    .png()
    .toBuffer();

describe('site settings: the admin edits them, the public reads them, mail uses them', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Agent;
  let member: Agent;
  let adminName: string;
  let defaults: Settings;

  /** The editable fields of an admin answer: what a PUT takes. */
  const editable = (body: Settings): Settings => stripReadOnlySettings({ ...body });
  const save = (changes: Settings) =>
    admin.put('/api/admin/settings').send({ ...defaults, ...changes });
  const refused = async (changes: Settings) => {
    const res = await save(changes).expect(400);
    return res.body as { message: string; errors: { field: string; message: string }[] };
  };

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: '0',
        PUBLIC_URL: 'https://ministry.example',
        MAIL_REPLY_TO: 'care@grace.example',
        MINISTRY_POSTAL_ADDRESS: '7 Olive Street, Bethany',
        TZ: 'America/Chicago',
      },
    });
    const signedIn = await signedInAgent(t, { isAdmin: true });
    admin = signedIn.agent;
    adminName = signedIn.username;
    member = (await signedInAgent(t, { isAdmin: false })).agent;
    defaults = editable((await admin.get('/api/admin/settings').expect(200)).body as Settings);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => sink.clear());

  it('starts with the spec texts and the configuration (a fresh install)', async () => {
    const res = await request(t.server).get('/api/settings').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toMatchObject({
      ministryName: 'Spirit & Truth Ministry',
      tagline: 'Walking in Spirit and Truth',
      heroHeadline: 'Walking in Spirit and Truth',
      heroPrimaryLabel: 'Watch Sermons',
      heroSecondaryLabel: 'Join Our Shabbat Fellowship',
      aboutVideoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      closingQuoteReference: 'John 4:24',
      postalAddress: '7 Olive Street, Bethany',
      email: 'care@grace.example',
      phone: '(555) 123-4567',
      accentColor: '#1f3a5f',
      timeZone: 'America/Chicago',
      locale: 'en-US',
      logoUrl: null,
      faviconUrl: null,
      channelUrl: 'https://www.youtube.com/results?search_query=Spirit%20%26%20Truth%20Ministry',
    });
    expect(res.body.aboutText.split('\n\n')).toHaveLength(2);
    expect(res.body.serviceTimes).toEqual([
      { name: 'Shabbat Fellowship', days: 'Saturday', time: '10:00 AM - 12:00 PM' },
      { name: 'Torah Study', days: 'Wednesday', time: '7:00 PM - 8:30 PM' },
      { name: 'Youth Ministry', days: 'Fridays', time: 'at 6:30 PM' },
    ]);
    const adminView = (await admin.get('/api/admin/settings').expect(200)).body;
    expect(adminView).toMatchObject({
      senderName: 'Spirit & Truth Ministry',
      senderAddress: 'no-reply@localhost',
      mailPostalAddress: '7 Olive Street, Bethany',
      replyTo: 'care@grace.example',
      channelUrl: '',
      updatedBy: null,
      mailFromOverride: null,
      checklist: {
        name: false,
        logo: false,
        contact: true,
        postalAddress: true,
        timeZone: true,
        channel: false,
        sender: false,
        dismissed: false,
        warnings: [
          'E-mail goes out from no-reply@localhost, which other mail servers refuse: members cannot ' +
            'sign in, and counseling replies do not arrive. Enter a sender address at your ' +
            'ministry’s domain under Settings → E-mail identity, then send yourself a test.',
        ],
      },
    });
  });

  it('shows the public no e-mail identity and nothing internal', async () => {
    const res = await request(t.server).get('/api/settings').expect(200);
    for (const field of [...PRIVATE_FIELDS, 'updatedBy', 'checklist', 'mailFromOverride'])
      expect(res.body).not.toHaveProperty(field);
  });

  it('lets only administrators read and change the settings', async () => {
    const anon = request(t.server);
    await anon.get('/api/admin/settings').expect(401);
    await anon.put('/api/admin/settings').send(defaults).expect(401);
    await anon.put('/api/admin/settings/logo').set('Content-Type', 'image/png').expect(401);
    await anon.post('/api/admin/settings/checklist/dismiss').expect(401);
    await member.get('/api/admin/settings').expect(403);
    await member.put('/api/admin/settings').send(defaults).expect(403);
    await member.delete('/api/admin/settings/logo').expect(403);
    await member.post('/api/admin/settings/checklist/dismiss').expect(403);
  });

  it('refuses each broken field with the message the form shows', async () => {
    const cases: [Settings, string, string][] = [
      [{ ministryName: 'A' }, 'ministryName', 'Ministry name must be at least 2 characters'],
      [
        { ministryName: 'x'.repeat(101) },
        'ministryName',
        'Ministry name must be at most 100 characters',
      ],
      [{ heroHeadline: ' ' }, 'heroHeadline', 'Hero headline must be at least 2 characters'],
      [
        { heroPrimaryLabel: 'x'.repeat(41) },
        'heroPrimaryLabel',
        'Primary button label must be at most 40 characters',
      ],
      [{ accentColor: 'navy' }, 'accentColor', 'Accent colour must be a colour like #1f3a5f'],
      [
        { facebookUrl: 'javascript:alert(1)' },
        'facebookUrl',
        'Facebook URL must be an http(s) address, or empty',
      ],
      [
        { twitterUrl: 'ftp://example.org/' },
        'twitterUrl',
        'X/Twitter URL must be an http(s) address, or empty',
      ],
      [{ email: 'not-an-address' }, 'email', 'E-mail must be a valid e-mail address, or empty'],
      [{ senderAddress: '' }, 'senderAddress', 'Sender address must be a valid e-mail address'],
      [
        { replyTo: 'nobody' },
        'replyTo',
        'Reply-to address must be a valid e-mail address, or empty',
      ],
      [{ phone: 'call us!' }, 'phone', 'Phone may hold only digits, spaces and + ( ) - .'],
      [
        { aboutText: 'We <b>love</b> you' },
        'aboutText',
        'About text must be plain text, without HTML tags',
      ],
      [
        { aboutVideoUrl: 'https://vimeo.com/76979871' },
        'aboutVideoUrl',
        'About video URL must be a YouTube video link (watch, share, embed or shorts), or empty',
      ],
      [
        { timeZone: 'Mars/Olympus' },
        'timeZone',
        'Time zone must be an IANA time zone such as America/Chicago',
      ],
      [{ locale: 'en_US' }, 'locale', 'Locale must be a language tag such as en-US'],
      [
        { serviceTimes: [{ name: 'Prayer', days: 'Monday', time: '' }] },
        'serviceTimes.0.time',
        'Time is required',
      ],
      [
        { serviceTimes: Array.from({ length: 13 }, () => ({ name: 'a', days: 'b', time: 'c' })) },
        'serviceTimes',
        'Service times may hold at most 12 rows',
      ],
      [{ senderName: 'x' }, 'senderName', 'Sender name must be at least 2 characters'],
    ];
    for (const [changes, field, message] of cases) {
      const body = await refused(changes);
      expect({ changes, error: body.errors[0] }).toEqual({ changes, error: { field, message } });
      expect(body.message).toBe(message);
    }
  });

  it('refuses an accent colour that white text cannot be read on, saying why', async () => {
    const body = await refused({ accentColor: '#f5d76e' });
    expect(body.errors[0].field).toBe('accentColor');
    expect(body.message).toMatch(
      /^Accent colour #f5d76e is too light: its contrast with white is 1\.\d\d:1, and at least 4\.5:1 is needed/,
    );
  });

  it('refuses unknown fields, a missing field and a row with an unknown field', async () => {
    let body = await refused({ isAdmin: true });
    expect(body.errors).toEqual([
      { field: 'isAdmin', message: 'property isAdmin should not exist' },
    ]);
    body = await refused({ logoUrl: '/media/site/evil.png' });
    expect(body.errors[0].field).toBe('logoUrl');
    const { tagline: _omitted, ...withoutTagline } = defaults;
    const res = await admin.put('/api/admin/settings').send(withoutTagline).expect(400);
    expect(res.body.errors[0].field).toBe('tagline');
    body = await refused({
      serviceTimes: [{ name: 'Prayer', days: 'Monday', time: '7 PM', x: 1 }],
    });
    expect(body.errors[0].field).toBe('serviceTimes.0.x');
  });

  it('saves, normalises, answers with a new ETag and serves the new values at once', async () => {
    const before = await request(t.server).get('/api/settings').expect(200);
    const etag = before.headers.etag as string;
    await request(t.server).get('/api/settings').set('If-None-Match', etag).expect(304);

    const res = await save({
      ministryName: '  Grace Fellowship Chicago ',
      accentColor: '#7A1F1F',
      aboutVideoUrl: 'https://youtu.be/dQw4w9WgXcQ?si=share',
      aboutText: 'First paragraph.\r\n\r\nSecond paragraph, 1 < 2.',
      facebookUrl: '',
      locale: 'pt-br',
      serviceTimes: [{ name: 'Prayer Meeting', days: 'Tuesday', time: '6:00 PM' }],
      senderName: 'Grace Fellowship',
      senderAddress: 'News@Grace.Example',
    }).expect(200);
    expect(res.body).toMatchObject({
      ministryName: 'Grace Fellowship Chicago',
      accentColor: '#7a1f1f',
      aboutVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      aboutText: 'First paragraph.\n\nSecond paragraph, 1 < 2.',
      facebookUrl: '',
      locale: 'pt-BR',
      senderAddress: 'news@grace.example',
      updatedBy: adminName,
      checklist: { name: true },
    });

    const after = await request(t.server).get('/api/settings').expect(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toMatchObject({
      ministryName: 'Grace Fellowship Chicago',
      serviceTimes: [{ name: 'Prayer Meeting', days: 'Tuesday', time: '6:00 PM' }],
      updatedAt: res.body.updatedAt,
      channelUrl: 'https://www.youtube.com/results?search_query=Grace%20Fellowship%20Chicago',
    });
    await request(t.server).get('/api/settings').set('If-None-Match', etag).expect(200);
    // GET /api/site is derived from them.
    const site = await request(t.server).get('/api/site').expect(200);
    expect(site.body.name).toBe('Grace Fellowship Chicago');
    // The served page is rendered with them.
    const page = t.app.get(PageSettings).current();
    expect(page?.version).toBe(after.headers.etag);
    expect(page?.settings).toMatchObject({ ministryName: 'Grace Fellowship Chicago' });
  });

  it('takes a PNG logo, derives a 64×64 favicon, serves both immutable, and removes them', async () => {
    const res = await admin
      .put('/api/admin/settings/logo')
      .set('Content-Type', 'image/png')
      .send(await png(400, 200))
      .expect(200);
    expect(res.body.logoUrl).toMatch(/^\/media\/site\/logo-[0-9a-f]{16}\.png$/);
    expect(res.body.faviconUrl).toMatch(/^\/media\/site\/favicon-[0-9a-f]{16}\.png$/);
    expect(res.body.checklist.logo).toBe(true);
    const logo = await request(t.server).get(res.body.logoUrl).buffer(true).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(logo.body as Buffer).metadata()).width).toBe(400);
    const favicon = await request(t.server).get(res.body.faviconUrl).buffer(true).expect(200);
    const meta = await sharp(favicon.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
    expect((await request(t.server).get('/api/settings')).body.logoUrl).toBe(res.body.logoUrl);

    const removed = await admin.delete('/api/admin/settings/logo').expect(200);
    expect(removed.body).toMatchObject({ logoUrl: null, faviconUrl: null });
    await request(t.server).get(res.body.logoUrl).expect(404);
  });

  it('keeps a WebP logo as WebP, and a JPEG as JPEG', async () => {
    const square = sharp({
      create: { width: 120, height: 120, channels: 3, background: { r: 90, g: 20, b: 20 } },
    });
    const webp = await admin
      .put('/api/admin/settings/logo')
      .set('Content-Type', 'image/webp')
      .send(await square.clone().webp().toBuffer())
      .expect(200);
    expect(webp.body.logoUrl).toMatch(/^\/media\/site\/logo-[0-9a-f]{16}\.webp$/);
    const served = await request(t.server).get(webp.body.logoUrl).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const jpeg = await admin
      .put('/api/admin/settings/logo')
      .set('Content-Type', 'image/jpeg')
      .send(await square.clone().jpeg().toBuffer())
      .expect(200);
    expect(jpeg.body.logoUrl).toMatch(/\.jpg$/);
    // The earlier logo is gone with its replacement.
    await request(t.server).get(webp.body.logoUrl).expect(404);
    await admin.delete('/api/admin/settings/logo').expect(200);
  });

  it('refuses SVG, garbage and an empty body (400) and a logo over 2 MB (413)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const [type, body] of [
      ['image/svg+xml', svg],
      ['image/png', svg],
      ['image/png', Buffer.from('not an image at all')],
      ['image/png', (await png(20, 20)).subarray(0, 60)],
    ] as const) {
      const res = await admin.put('/api/admin/settings/logo').set('Content-Type', type).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The logo must be a PNG, JPEG or WebP image');
    }
    const json = await admin.put('/api/admin/settings/logo').send({ logo: 'x' }).expect(400);
    expect(json.body.message).toBe('The logo must be a PNG, JPEG or WebP image');
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 1);
    const tooBig = await admin
      .put('/api/admin/settings/logo')
      .set('Content-Type', 'image/png')
      .send(big)
      .expect(413);
    expect(tooBig.body.message).toBe('The logo must be at most 2 MB');
  });

  it('sends mail from the saved sender, with the saved reply-to and postal address', async () => {
    await save({
      ministryName: 'Grace Fellowship Chicago',
      senderName: 'Grace Fellowship News',
      senderAddress: 'news@grace.example',
      replyTo: 'office@grace.example',
      mailPostalAddress: '1 Vine Street, Chicago, IL 60601',
    }).expect(200);
    const templateId = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201))
      .body.id;
    const created = await admin
      .post('/api/email/campaigns')
      .send({ name: 'Settings mail', templateId, targetCriteria: {} })
      .expect(201);
    await admin
      .post(`/api/email/campaigns/${created.body.id}/test`)
      .send({ email: 'pastor@church.test' })
      .expect(202);
    await sink.waitForMessages(1);
    const mail = await SmtpSink.parse(sink.messages[0]);
    expect(mail.from?.value).toEqual([
      { name: 'Grace Fellowship News', address: 'news@grace.example' },
    ]);
    expect(mail.replyTo?.value[0].address).toBe('office@grace.example');
    expect(SmtpSink.headerValues(mail, 'list-unsubscribe').join(' ')).toContain(
      'mailto:news@grace.example',
    );
    expect(mail.text).toContain('1 Vine Street, Chicago, IL 60601');
    expect(mail.text).toContain('Grace Fellowship Chicago');
    expect(mail.html).toContain('1 Vine Street, Chicago, IL 60601');
  });

  it("names the saved ministry on the unsubscribe page, in the site's accent colour", async () => {
    await save({ ministryName: 'Grace Fellowship Chicago', accentColor: '#6b2139' }).expect(200);
    const token = t.app.get(MailComposerService).tokens.create('anna@settings.test');
    const page = await request(t.server).get(`/unsubscribe?token=${token}`).expect(200);
    expect(page.text).toContain('Grace Fellowship Chicago');
    expect(page.text).not.toContain('Spirit &amp; Truth Ministry');
    expect(page.text).toContain('background:#6b2139');
    expect(page.text).not.toContain('#1e3a5f');
    // The subscription confirmation page wears the same look.
    const confirm = await request(t.server).get('/confirm-subscription?token=unknown').expect(400);
    expect(confirm.text).toContain('background:#6b2139');
    expect(confirm.text).toContain('Grace Fellowship Chicago');
  });

  it('refuses to send a campaign while no postal address for mail is saved (409)', async () => {
    await seedMembers(t, [{ firstName: 'Anna', email: 'anna@settings.test' }]);
    await save({ mailPostalAddress: '' }).expect(200);
    const templateId = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201))
      .body.id;
    const created = await admin
      .post('/api/email/campaigns')
      .send({ name: 'No address yet', templateId, targetCriteria: {} })
      .expect(201);
    const res = await admin.post(`/api/email/campaigns/${created.body.id}/send`).expect(409);
    expect(res.body.message).toBe(
      "Add the ministry's postal address in Settings before sending a campaign.",
    );
    expect((await admin.get(`/api/email/campaigns/${created.body.id}`)).body.status).toBe('draft');
    const scheduled = await admin
      .post('/api/email/campaigns')
      .send({
        name: 'Scheduled without an address',
        templateId,
        targetCriteria: {},
        scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .expect(409);
    expect(scheduled.body.message).toBe(res.body.message);
    await save({ mailPostalAddress: '1 Vine Street, Chicago, IL 60601' }).expect(200);
    await admin.post(`/api/email/campaigns/${created.body.id}/send`).expect(200);
    // Sent before the next test counts the messages it receives.
    await eventually(
      async () => {
        const res = await admin.get(`/api/email/campaigns/${created.body.id}`).expect(200);
        return res.body.status === 'sent' ? true : undefined;
      },
      15_000,
      'the campaign sent',
    );
  });

  it('fails a scheduled campaign, sending nothing, when the postal address was removed before its time', async () => {
    await seedMembers(t, [{ firstName: 'Boaz', email: 'boaz@settings.test' }]);
    const templateId = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201))
      .body.id;
    const scheduled = await admin
      .post('/api/email/campaigns')
      .send({
        name: 'Address removed later',
        templateId,
        targetCriteria: {},
        scheduledDate: new Date(Date.now() + 2500).toISOString(),
      })
      .expect(201);
    sink.clear();
    await save({ mailPostalAddress: '' }).expect(200);
    try {
      const failed = await eventually(
        async () => {
          const res = await admin.get(`/api/email/campaigns/${scheduled.body.id}`).expect(200);
          return res.body.status === 'scheduled' ? undefined : res.body;
        },
        15_000,
        'the scheduled campaign at its time',
      );
      expect(failed).toMatchObject({
        status: 'failed',
        failureReason: expect.stringContaining('postal address'),
      });
      expect(sink.messages).toHaveLength(0);
    } finally {
      await save({ mailPostalAddress: '1 Vine Street, Chicago, IL 60601' }).expect(200);
    }
  });

  it('counts the sender done once it is not a localhost address, and stops warning', async () => {
    let res = await save({ senderAddress: 'no-reply@localhost' }).expect(200);
    expect(res.body.checklist.sender).toBe(false);
    expect(res.body.checklist.warnings).toEqual([expect.stringContaining('no-reply@localhost')]);
    res = await save({ senderAddress: 'office@grace.example' }).expect(200);
    expect(res.body.checklist.sender).toBe(true);
    expect(res.body.checklist.warnings).toEqual([]);
  });

  it("sends a real test e-mail to the administrator's own address, through the queue, from the sender", async () => {
    await save({ senderName: 'Grace Office', senderAddress: 'office@grace.example' }).expect(200);
    const address = `${adminName}@example.test`;
    const res = await admin.post('/api/admin/settings/test-mail').expect(202);
    expect(res.body).toEqual({
      message: `A test e-mail is on its way to ${address}, from office@grace.example.`,
    });
    await sink.waitFor(() => sink.received(address).length > 0);
    const mail = await SmtpSink.parse(sink.received(address)[0]);
    expect(mail.from?.value).toEqual([{ name: 'Grace Office', address: 'office@grace.example' }]);
    expect(mail.subject).toMatch(/^Test e-mail from /);
    expect(mail.text).toContain('members sign in with a link sent like this one');

    await request(t.server).post('/api/admin/settings/test-mail').expect(401);
    await member.post('/api/admin/settings/test-mail').expect(403);
    const [row] = (
      await admin.get('/api/admin/audit').query({ action: 'settings.test_mail' }).expect(200)
    ).body.items;
    expect(row).toMatchObject({ actionLabel: 'Sent a test e-mail' });
  });

  it('refuses a test for an account without an e-mail address', async () => {
    const { agent, id } = await signedInAgent(t, { isAdmin: true });
    await t.app.get(DataSource).query('UPDATE users SET email = NULL WHERE id = $1', [id]);
    const res = await agent.post('/api/admin/settings/test-mail').expect(400);
    expect(res.body.message).toBe(
      'Your account has no e-mail address to send the test to. Add one in My account first.',
    );
  });

  it('hides the checklist once dismissed', async () => {
    const res = await admin.post('/api/admin/settings/checklist/dismiss').expect(200);
    expect(res.body.checklist.dismissed).toBe(true);
    expect((await admin.get('/api/admin/settings')).body.checklist.dismissed).toBe(true);
  });
});

describe('settings in production with a localhost PUBLIC_URL', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('warns that the links in e-mails lead nowhere', async () => {
    t = await createTestApp({
      workers: false,
      env: { PUBLIC_URL: 'http://localhost:3000', MAIL_FROM: 'Grace <office@grace.example>' },
      config: { nodeEnv: 'production' },
    });
    const { agent } = await signedInAgent(t, { isAdmin: true });
    const res = await agent.get('/api/admin/settings').expect(200);
    expect(res.body.checklist.sender).toBe(true);
    expect(res.body.checklist.warnings).toEqual([
      expect.stringMatching(/^PUBLIC_URL is http:\/\/localhost:3000: the links in e-mails/),
    ]);
  });
});
