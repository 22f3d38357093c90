import request from 'supertest';
import { DataSource } from 'typeorm';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { csvFile as csv, runImportToEnd } from './support/imports';

interface ImportBody {
  id: number;
  status: string;
  mapping: { column: string; field: string }[];
  counts: { create: number; update: number; skip: number; error: number };
}

/**
 * docs/imports.md, "Consent": members imported without confirmed consent are unsubscribed, and with
 * `sendConfirmation` get the double opt-in e-mail (purpose `member`); its single-use link turns their
 * e-mail updates on.
 */
describe('imports of members: the confirmation e-mail for those without confirmed consent', () => {
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

  async function uploaded(content: Buffer): Promise<ImportBody> {
    const res = await admin
      .post('/api/admin/imports')
      .query({ fileName: 'people.csv' })
      .set('Content-Type', 'text/csv')
      .send(content);
    expect(res.status).toBe(201);
    return res.body as ImportBody;
  }

  const runToEnd = (id: number, choices: Record<string, unknown>) =>
    runImportToEnd<ImportBody>(admin, id, choices);

  const subscribed = async (email: string) =>
    (
      (await db.query('SELECT subscribe_to_emails FROM community_members WHERE email = $1', [
        email,
      ])) as { subscribe_to_emails: boolean }[]
    )[0]?.subscribe_to_emails;

  it('mails the people imported unsubscribed (not those the file says no), whose link subscribes them once', async () => {
    const body = await uploaded(
      csv(
        'First Name,Last Name,Email,Email Updates',
        'Rhoda,Doorkeeper,rhoda@import.example,Yes',
        'Mark,Cousin,mark@import.example,',
        'Demas,Gone,demas@import.example,No',
      ),
    );
    const done = await runToEnd(body.id, {
      mapping: body.mapping,
      consentConfirmed: false,
      sendConfirmation: true,
    });
    expect(done).toMatchObject({ status: 'completed', counts: { create: 3 } });
    for (const email of ['rhoda@import.example', 'mark@import.example', 'demas@import.example'])
      expect(await subscribed(email)).toBe(false);

    const mail = await sink.firstTo('rhoda@import.example');
    expect(mail.subject).toContain('Please confirm your subscription');
    await sink.firstTo('mark@import.example');

    const path = SmtpSink.confirmationPath(mail);
    await request(t.server).post(path).type('form').send('').expect(200);
    expect(await subscribed('rhoda@import.example')).toBe(true);
    // Single use: the link does nothing a second time.
    await request(t.server).post(path).type('form').send('').expect(400);
    expect(await subscribed('mark@import.example')).toBe(false);
    // The one the file marks unsubscribed is never mailed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.received('demas@import.example')).toHaveLength(0);

    // Undo leaves the member who confirmed since: that subscription was theirs.
    const undo = await admin.post(`/api/admin/imports/${body.id}/undo`).expect(200);
    expect(undo.body).toEqual({ removed: 2, restored: 0, kept: 1 });
    expect(await subscribed('rhoda@import.example')).toBe(true);
  });

  it('sends nothing without the choice, nor to those subscribed with consent', async () => {
    const body = await uploaded(
      csv(
        'Name,Email,Subscribed',
        'Lydia Seller,lydia@import.example,Yes',
        'Jason Host,jason@import.example,',
      ),
    );
    await runToEnd(body.id, { mapping: body.mapping, consentConfirmed: true });
    expect(await subscribed('lydia@import.example')).toBe(true);
    expect(await subscribed('jason@import.example')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received('lydia@import.example')).toHaveLength(0);
    expect(sink.received('jason@import.example')).toHaveLength(0);
  });
});
