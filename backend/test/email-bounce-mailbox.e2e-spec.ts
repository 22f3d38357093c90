import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import {
  BOUNCE_MAILBOX_SCHEDULER,
  BounceMailboxScheduler,
} from '../src/modules/email/bounces/bounce-mailbox.scheduler';
import {
  BounceMailboxService,
  PROCESSED_KEYWORD,
} from '../src/modules/email/bounces/bounce-mailbox.service';
import { BOUNCE_MAILBOX_EVERY_MS, EmailJobs } from '../src/modules/email/email.constants';
import { eventually, seedMembers } from './support/email-fixtures';
import { ImapTestServer } from './support/imap-server';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/mail', name));

/**
 * The bounce mailbox of a plain-SMTP set-up, read over IMAP (imapflow) from a real IMAP server on
 * loopback holding real RFC 3464 notifications and an RFC 5965 complaint report.
 */
describe('the bounce mailbox suppresses what its reports say, each report once', () => {
  let t: TestApp;
  let db: DataSource;
  let sink: SmtpSink;
  let imap: ImapTestServer;
  let admin: Agent;
  let queue: Queue;
  let settings: Record<string, unknown>;

  const mailboxSettings = () => ({
    bounceMailboxEnabled: true,
    bounceMailboxHost: '127.0.0.1',
    bounceMailboxPort: imap.port,
    bounceMailboxTls: false,
    bounceMailboxUser: imap.user,
    bounceMailboxFolder: 'Bounces',
  });
  const save = (changes: Record<string, unknown>) =>
    admin.put('/api/admin/settings').send({ ...settings, ...changes });

  /** Runs a reading as the schedule does: a job on the e-mail queue, taken by the worker. */
  const readingJob = async () => {
    const job = await queue.add(EmailJobs.bounceMailbox, {});
    return eventually(async () => {
      const state = await job.getState();
      if (state === 'completed')
        return { state, value: (await queue.getJob(job.id!))?.returnvalue };
      if (state === 'failed') return { state, value: (await queue.getJob(job.id!))?.failedReason };
      return undefined;
    });
  };
  const suppression = async (email: string) =>
    (
      (await db.query('SELECT reason, source, detail FROM email_suppressions WHERE email = $1', [
        email,
      ])) as Array<{ reason: string; source: string | null; detail: string | null }>
    )[0];
  const imapEvents = async () =>
    (
      (await db.query(
        "SELECT email, kind FROM email_provider_events WHERE provider = 'imap' ORDER BY email",
      )) as Array<{ email: string; kind: string }>
    ).map(({ email, kind }) => `${email} ${kind}`);

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    imap = await new ImapTestServer().start();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: '0',
        PUBLIC_URL: 'https://ministry.example',
      },
    });
    db = t.app.get(DataSource);
    queue = t.app.get<Queue>(getQueueToken('email'));
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    settings = stripReadOnlySettings(
      (await admin.get('/api/admin/settings').expect(200)).body as Record<string, unknown>,
    );
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
    await imap.close();
  });

  it('is off by default, and its reading then does nothing', async () => {
    expect(settings).toMatchObject({
      bounceMailboxEnabled: false,
      bounceMailboxPort: 993,
      bounceMailboxTls: true,
      bounceMailboxFolder: 'INBOX',
      trackOpensAndClicks: false,
    });
    expect(await t.app.get(BounceMailboxService).read()).toBeNull();
    expect(await readingJob()).toEqual({ state: 'completed', value: 'off' });
  });

  it('is scheduled by the queue, once however many workers start', async () => {
    // A second process's start-up upserts the same scheduler: still one.
    await t.app.get(BounceMailboxScheduler).onApplicationBootstrap();
    const schedulers = await queue.getJobSchedulers();
    const ours = schedulers.filter((s) => s.key === BOUNCE_MAILBOX_SCHEDULER);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      name: EmailJobs.bounceMailbox,
      every: BOUNCE_MAILBOX_EVERY_MS,
    });
  });

  it('keeps the password encrypted, never sends it back, and asks for one before it turns on', async () => {
    const refused = await save(mailboxSettings()).expect(400);
    expect((refused.body as { message: string }).message).toBe(
      'To read the bounce mailbox, enter its IMAP server, user and password',
    );
    await save({ ...mailboxSettings(), bounceMailboxPort: 70000 }).expect(400);
    await save({ ...mailboxSettings(), bounceMailboxHost: 'imap.example.org/evil' }).expect(400);

    const saved = await save({ ...mailboxSettings(), bounceMailboxPassword: imap.password }).expect(
      200,
    );
    expect(saved.body).toMatchObject({ ...mailboxSettings(), bounceMailboxPasswordSet: true });
    expect(saved.body).not.toHaveProperty('bounceMailboxPassword');
    const [row] = (await db.query('SELECT values FROM site_settings')) as Array<{
      values: Record<string, unknown>;
    }>;
    expect(row.values.bounceMailboxPassword).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row.values)).not.toContain(imap.password);
    const trail = (await db.query(
      "SELECT summary::text AS s FROM audit_events WHERE action = 'settings.update'",
    )) as Array<{ s: string }>;
    expect(trail.map((e) => e.s).join()).not.toContain(imap.password);

    // A save that leaves the password out (the form never has it) keeps it.
    const again = await save(mailboxSettings()).expect(200);
    expect((again.body as { bounceMailboxPasswordSet: boolean }).bounceMailboxPasswordSet).toBe(
      true,
    );
  });

  it('applies hard and soft bounces and a complaint from real reports, and flags what it read', async () => {
    await seedMembers(t, [{ firstName: 'Angry', email: 'angry@example.com' }]);
    imap.deliver('Bounces', fixture('dsn-hard-bounce.eml'));
    imap.deliver('Bounces', fixture('dsn-postfix-delayed.eml'));
    imap.deliver('Bounces', fixture('arf-abuse.eml'));
    imap.deliver('Bounces', fixture('not-a-report.eml'));
    imap.deliver('INBOX', fixture('dsn-hard-bounce.eml').toString().replace(/gone@/g, 'inbox@'));

    expect(await readingJob()).toEqual({ state: 'completed', value: 'read 4, applied 4' });
    expect(await suppression('gone@example.net')).toEqual({
      reason: 'bounce',
      source: 'imap',
      detail: '5.1.1 smtp; 550 5.1.1 <gone@example.net>: Recipient address rejected: User unknown',
    });
    expect(await suppression('someone.else@example.org')).toMatchObject({ reason: 'bounce' });
    // One soft bounce is recorded, not yet a suppression.
    expect(await suppression('full.box@example.org')).toBeUndefined();
    expect(await suppression('angry@example.com')).toMatchObject({
      reason: 'complaint',
      source: 'imap',
    });
    const [member] = (await db.query(
      "SELECT subscribe_to_emails FROM community_members WHERE email = 'angry@example.com'",
    )) as Array<{ subscribe_to_emails: boolean }>;
    expect(member.subscribe_to_emails).toBe(false);
    // Only the configured folder is read.
    expect(await suppression('inbox@example.net')).toBeUndefined();
    expect(await imapEvents()).toEqual([
      'angry@example.com complaint',
      'full.box@example.org soft_bounce',
      'gone@example.net hard_bounce',
      'someone.else@example.org hard_bounce',
    ]);
    for (const flags of imap.flags('Bounces')) {
      expect(flags).toEqual(expect.arrayContaining(['\\Seen', PROCESSED_KEYWORD]));
    }
    expect(imap.flags('INBOX')).toEqual([[]]);
  });

  it('applies a report once: read again, delivered twice, or read by two workers at once', async () => {
    // The same notification delivered again (an MTA retrying its own report) is a new message with
    // the same report id; and two workers read the mailbox side by side.
    imap.deliver('Bounces', fixture('dsn-postfix-delayed.eml'));
    imap.deliver('Bounces', fixture('arf-abuse.eml'));
    const mailbox = t.app.get(BounceMailboxService);
    const readings = await Promise.all([mailbox.read(), mailbox.read()]);
    const applied = readings.reduce((sum, reading) => sum + (reading?.applied ?? 0), 0);
    expect(applied).toBe(0);
    expect(await imapEvents()).toHaveLength(4);
    expect(await readingJob()).toEqual({ state: 'completed', value: 'read 0, applied 0' });
  });

  it('fails the reading, changing nothing, when the mailbox refuses the password', async () => {
    await save({ ...mailboxSettings(), bounceMailboxPassword: 'wrong-password' }).expect(200);
    imap.deliver('Bounces', fixture('dsn-hard-bounce.eml').toString().replace(/gone@/g, 'late@'));
    const outcome = await readingJob();
    expect(outcome.state).toBe('failed');
    expect(await suppression('late@example.net')).toBeUndefined();
    expect(imap.flags('Bounces').at(-1)).toEqual([]);

    await save({ ...mailboxSettings(), bounceMailboxPassword: imap.password }).expect(200);
    expect(await readingJob()).toEqual({ state: 'completed', value: 'read 1, applied 1' });
    expect(await suppression('late@example.net')).toMatchObject({ reason: 'bounce' });
  });
});
