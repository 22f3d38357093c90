import request from 'supertest';
import { DataSource } from 'typeorm';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { csvFile as csv, runImportToEnd } from './support/imports';

interface Mapping {
  column: string;
  field: string;
}

interface ImportBody {
  id: number;
  target: string;
  status: string;
  source: string | null;
  mapping: Mapping[];
  counts: { create: number; update: number; skip: number; error: number };
  failure: string | null;
}

/**
 * docs/imports.md, "Newsletter subscribers": the Email Marketing tab's import into the newsletter's
 * list. Consent as for members (subscribed only where the file says so and the administrator
 * confirms); the others may be sent the newsletter's own double opt-in e-mail, whose link adds them.
 */
describe('imports of newsletter subscribers (admin)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Agent;
  let db: DataSource;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://ministry.example' },
    });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => sink.clear());

  function upload(fileName: string, content: Buffer, agent: Agent = admin) {
    return agent
      .post('/api/admin/imports')
      .query({ fileName, target: 'subscribers' })
      .set('Content-Type', 'text/csv')
      .send(content);
  }

  async function uploaded(fileName: string, content: Buffer): Promise<ImportBody> {
    const res = await upload(fileName, content);
    expect(res.status).toBe(201);
    return res.body as ImportBody;
  }

  const runToEnd = (id: number, choices: Record<string, unknown>) =>
    runImportToEnd<ImportBody>(admin, id, choices);

  const subscriber = async (email: string) =>
    (
      (await db.query('SELECT name, confirmed_at FROM subscribers WHERE email = $1', [email])) as {
        name: string;
        confirmed_at: Date | null;
      }[]
    )[0];

  it('asks an anonymous visitor to sign in and refuses other staff roles', async () => {
    await request(t.server)
      .post('/api/admin/imports')
      .query({ fileName: 'a.csv', target: 'subscribers' })
      .set('Content-Type', 'text/csv')
      .send(csv('Email', 'a@example.test'))
      .expect(401);
    const staff = (await signedInAgent(t, { role: 'communications' })).agent;
    await upload('a.csv', csv('Email', 'a@example.test'), staff).expect(403);
  });

  it('refuses an unknown target and a member-only field with a clear 400', async () => {
    const bad = await admin
      .post('/api/admin/imports')
      .query({ fileName: 'a.csv', target: 'donors' })
      .set('Content-Type', 'text/csv')
      .send(csv('Email', 'a@example.test'))
      .expect(400);
    expect(bad.body.message).toBe('Import members or subscribers.');
    const body = await uploaded('city.csv', csv('Email,City', 'a@example.test,Rome'));
    expect(body.target).toBe('subscribers');
    // The proposal leaves a member-only column out.
    expect(body.mapping).toEqual([
      { column: 'Email', field: 'email' },
      { column: 'City', field: 'ignore' },
    ]);
    const res = await admin
      .post(`/api/admin/imports/${body.id}/preview`)
      .send({
        mapping: [
          { column: 'Email', field: 'email' },
          { column: 'City', field: 'city' },
        ],
      })
      .expect(400);
    expect(res.body.message).toBe(
      'city is not a field of a newsletter subscriber: map the column to e-mail, name or subscribed, or ignore it.',
    );
  });

  it('previews, runs with consent, mails the double opt-in to the others, and undoes', async () => {
    // Already on the list: its name is updated, and given back by the undo.
    await request(t.server)
      .post('/api/subscribe')
      .send({ name: 'Old Name', email: 'lois@import.example' })
      .expect(201);
    await sink.firstTo('lois@import.example'); // the welcome
    sink.clear();

    const body = await uploaded(
      'audience.csv',
      csv(
        'Email Address,First Name,Last Name,MEMBER_RATING,Subscribed',
        'eunice@import.example,Eunice,Mother,2,Yes',
        'lois@import.example,Lois,Grandmother,3,Yes',
        'timothy@import.example,Timothy,Son,1,',
        'demas@import.example,Demas,Gone,1,No',
        'not-an-address,Bad,Row,1,Yes',
        'x@import.example,X,,1,Yes',
      ),
    );
    expect(body.source).toBe('mailchimp');
    const mapping = body.mapping;
    expect(mapping).toEqual([
      { column: 'Email Address', field: 'email' },
      { column: 'First Name', field: 'firstName' },
      { column: 'Last Name', field: 'lastName' },
      { column: 'MEMBER_RATING', field: 'ignore' },
      { column: 'Subscribed', field: 'subscribeToEmails' },
    ]);

    // Without the administrator's confirmation nobody is added.
    const without = await admin
      .post(`/api/admin/imports/${body.id}/preview`)
      .send({ mapping })
      .expect(200);
    expect(without.body.counts).toEqual({ create: 0, update: 0, skip: 4, error: 2 });
    expect(without.body.rows[0]).toMatchObject({
      rowNumber: 2,
      outcome: 'skipped',
      member: null,
      message: 'Not added: no confirmed consent',
    });
    expect(without.body.errors).toEqual([
      { rowNumber: 6, email: 'not-an-address', message: 'Please enter a valid email address' },
      { rowNumber: 7, email: 'x@import.example', message: 'Name must be at least 2 characters' },
    ]);

    const choices = {
      mapping,
      existing: 'update',
      consentConfirmed: true,
      sendConfirmation: true,
    };
    const preview = await admin
      .post(`/api/admin/imports/${body.id}/preview`)
      .send(choices)
      .expect(200);
    expect(preview.body.counts).toEqual({ create: 1, update: 1, skip: 2, error: 2 });
    expect(preview.body.rows.slice(0, 4)).toMatchObject([
      {
        outcome: 'created',
        subscriber: {
          name: 'Eunice Mother',
          email: 'eunice@import.example',
          subscribeToEmails: true,
        },
      },
      {
        outcome: 'updated',
        subscriber: { name: 'Lois Grandmother', subscribeToEmails: true },
      },
      { outcome: 'skipped', message: 'Not added yet: a confirmation e-mail is sent' },
      { outcome: 'skipped', message: 'Not added: unsubscribed in the file' },
    ]);

    const done = await runToEnd(body.id, { ...choices, importValidRows: true });
    expect(done).toMatchObject({
      status: 'completed',
      counts: { create: 1, update: 1, skip: 2, error: 2 },
    });
    expect(await subscriber('eunice@import.example')).toMatchObject({ name: 'Eunice Mother' });
    expect((await subscriber('eunice@import.example')).confirmed_at).not.toBeNull();
    expect(await subscriber('lois@import.example')).toMatchObject({ name: 'Lois Grandmother' });
    expect(await subscriber('timothy@import.example')).toBeUndefined();
    expect(await subscriber('demas@import.example')).toBeUndefined();

    // The row without a word about consent gets the newsletter's confirmation link; it adds them.
    const mail = await sink.firstTo('timothy@import.example');
    expect(mail.subject).toContain('Please confirm your subscription');
    await request(t.server).post(SmtpSink.confirmationPath(mail)).type('form').send('').expect(200);
    const timothy = await subscriber('timothy@import.example');
    expect(timothy).toMatchObject({ name: 'Timothy Son' });
    expect(timothy.confirmed_at).not.toBeNull();
    // Nobody imported is welcomed, the row marked unsubscribed is never mailed.
    expect(sink.received('eunice@import.example')).toHaveLength(0);
    expect(sink.received('demas@import.example')).toHaveLength(0);

    // The report names each row's result.
    const report = await admin.get(`/api/admin/imports/${body.id}/report`).expect(200);
    expect(report.text.trim().split(/\r?\n/)).toEqual([
      'Row,E-mail,Result,Message',
      '2,eunice@import.example,created,',
      '3,lois@import.example,updated,',
      '4,timothy@import.example,skipped,Not added yet: a confirmation e-mail is sent',
      '5,demas@import.example,skipped,Not added: unsubscribed in the file',
      '6,not-an-address,error,Please enter a valid email address',
      '7,x@import.example,error,Name must be at least 2 characters',
    ]);

    const undo = await admin.post(`/api/admin/imports/${body.id}/undo`).expect(200);
    expect(undo.body).toEqual({ removed: 1, restored: 1, kept: 0 });
    expect(await subscriber('eunice@import.example')).toBeUndefined();
    expect(await subscriber('lois@import.example')).toMatchObject({ name: 'Old Name' });
    expect((await subscriber('lois@import.example')).confirmed_at).not.toBeNull();
    // Those who confirmed by their own link stay: that subscription was theirs.
    expect(await subscriber('timothy@import.example')).toMatchObject({ name: 'Timothy Son' });
    await admin.post(`/api/admin/imports/${body.id}/undo`).expect(409);
  });

  it('keeps on undo a subscriber changed since the import', async () => {
    const body = await uploaded(
      'two.csv',
      csv(
        'Email,Name,Subscribed',
        'priscilla@import.example,Priscilla,Yes',
        'aquila@import.example,Aquila,Yes',
      ),
    );
    const done = await runToEnd(body.id, { mapping: body.mapping, consentConfirmed: true });
    expect(done.counts).toEqual({ create: 2, update: 0, skip: 0, error: 0 });
    await db.query("UPDATE subscribers SET name = 'Priscilla Changed' WHERE email = $1", [
      'priscilla@import.example',
    ]);
    const undo = await admin.post(`/api/admin/imports/${body.id}/undo`).expect(200);
    expect(undo.body).toEqual({ removed: 1, restored: 0, kept: 1 });
    expect(await subscriber('priscilla@import.example')).toMatchObject({
      name: 'Priscilla Changed',
    });
    expect(await subscriber('aquila@import.example')).toBeUndefined();
  });
});
