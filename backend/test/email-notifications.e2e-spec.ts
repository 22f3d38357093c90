import { getQueueToken } from '@nestjs/bullmq';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  CounselingResponseCreatedEvent,
  DomainEvents,
  SubscriberCreatedEvent,
} from '../src/common/events/domain-events';
import { EmailProcessor } from '../src/modules/email/sending/email.processor';
import { UnsubscribeService } from '../src/modules/email/unsubscribe/unsubscribe.service';
import { memberAgent } from './support/community';
import { eventually, seedSubscriber } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

describe('welcome and counseling-response e-mails (domain events → queue → worker → SMTP)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let db: DataSource;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://ministry.example',
        MAIL_REPLY_TO: 'Pastoral Care <care@ministry.example>',
      },
    });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => sink.clear());

  const emit = (name: string, payload: object) => t.app.get(EventEmitter2).emitAsync(name, payload);
  const emailQueue = () => t.app.get<Queue>(getQueueToken('email'));

  /** The job's return value once it completed. */
  const completed = (jobId: string) =>
    eventually(async () => {
      const found = await emailQueue().getJob(jobId);
      if (!found || !(await found.isCompleted())) return undefined;
      // Read again: the copy fetched may predate the completion, without its return value.
      return ((await emailQueue().getJob(jobId))?.returnvalue as string | undefined) ?? undefined;
    });

  /** A stored request and answer, and the event the counseling module announces for them. */
  async function counseling(
    preferredContact: string,
    message: string,
  ): Promise<CounselingResponseCreatedEvent> {
    const [request] = await db.query(
      `INSERT INTO counseling_requests (name, email, category, background, current_situation, specific_needs, preferred_contact)
       VALUES ('Ruth <Moabite>', 'Ruth@Example.test', 'Family Issues', 'b', 'c', 'd', $1) RETURNING id`,
      [preferredContact],
    );
    const [response] = await db.query(
      'INSERT INTO counseling_responses (counseling_request_id, message) VALUES ($1, $2) RETURNING id',
      [request.id, message],
    );
    return {
      counselingRequestId: request.id as number,
      responseId: response.id as number,
      name: 'Ruth <Moabite>',
      email: 'Ruth@Example.test',
      category: 'Family Issues',
      preferredContact,
      message,
    };
  }

  it('welcomes a new newsletter subscriber with a working unsubscribe link', async () => {
    const subscriberId = await seedSubscriber(t, 'Lydia Purple', 'lydia@example.test');
    await emit(DomainEvents.subscriberCreated, {
      subscriberId,
      name: 'Lydia Purple',
      email: 'lydia@example.test',
    });
    await sink.waitForMessages(1);
    const mail = await SmtpSink.parse(sink.messages[0]);
    expect(sink.messages[0].to).toEqual(['lydia@example.test']);
    expect(mail.subject).toBe('Welcome to Spirit & Truth Ministry');
    expect(mail.html).toContain('Dear Lydia Purple,');
    expect(mail.text).toContain('Unsubscribe: https://ministry.example/unsubscribe?token=');
    expect(SmtpSink.headerValues(mail, 'list-unsubscribe-post')).toEqual([
      'List-Unsubscribe=One-Click',
    ]);
    expect(SmtpSink.headerValues(mail, 'list-unsubscribe')).toHaveLength(1);
    const link = SmtpSink.unsubscribeUrl(mail);
    await request(t.server).post(`${link.pathname}${link.search}`).expect(200);
    expect(
      await db.query("SELECT 1 FROM email_suppressions WHERE email = 'lydia@example.test'"),
    ).toHaveLength(1);

    // Subscribing again (anyone may type her address) does not lift it: she is asked to confirm
    // instead of being welcomed (docs/architecture.md, "Opt-outs stand"; the confirmation itself:
    // opt-in-retention.e2e-spec).
    const again = await seedSubscriber(t, 'Lydia Purple', 'lydia@example.test');
    await emit(DomainEvents.subscriberCreated, {
      subscriberId: again,
      name: 'Lydia Purple',
      email: 'lydia@example.test',
    });
    await sink.waitForMessages(2);
    expect((await SmtpSink.parse(sink.messages[1])).subject).toBe(
      'Please confirm your subscription to Spirit & Truth Ministry',
    );
    expect(
      await db.query("SELECT 1 FROM email_suppressions WHERE email = 'lydia@example.test'"),
    ).toHaveLength(1);
  });

  it('mails a counseling response when the preferred contact includes e-mail, escaped', async () => {
    await emit(
      DomainEvents.counselingResponseCreated,
      await counseling('both', 'Read Psalm 23 & <pray> daily.'),
    );
    await sink.waitForMessages(1);
    const mail = await SmtpSink.parse(sink.messages[0]);
    expect(sink.messages[0].to).toEqual(['ruth@example.test']);
    expect(mail.subject).toBe('A response to your counseling request');
    expect(mail.html).toContain('Dear Ruth &lt;Moabite&gt;,');
    expect(mail.html).toContain('Read Psalm 23 &amp; &lt;pray&gt; daily.');
    expect(mail.text).toContain('Read Psalm 23 & <pray> daily.');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('ruth@example.test');
    // Answering is replying: to a mailbox the ministry reads, not to the no-reply sender.
    expect(mail.from?.text).toContain('no-reply@localhost');
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual(['care@ministry.example']);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('simply reply to this e-mail');
      expect(body).not.toContain('community page');
    }
  });

  it('does not e-mail a response when the requester prefers the phone', async () => {
    const event = await counseling('phone', 'We will call you.');
    await emit(DomainEvents.counselingResponseCreated, event);
    expect(await completed(`counseling-response-${event.responseId}`)).toBe('not by e-mail');
    expect(sink.messages).toHaveLength(0);
  });

  it("mails an answer given in the admin console with the request's name and category and the answer's text", async () => {
    // Signed in as a visitor is, through the link of the welcome e-mail (the helper reads its job).
    const { agent: member } = await memberAgent(t, {
      firstName: 'Naomi',
      lastName: 'Mara',
      email: 'naomi.member@example.test',
    });
    await sink.waitFor(() => sink.received('naomi.member@example.test').length === 1);
    sink.clear();
    await member
      .post('/api/counseling')
      .send({
        name: 'Naomi of Bethlehem',
        email: 'Naomi@Example.test',
        category: 'Grief & Loss',
        background: 'b',
        currentSituation: 'c',
        specificNeeds: 'd',
        preferredContact: 'both',
      })
      .expect(201);
    // The answer goes to the member's account address, not the one typed into the form, so a reply
    // never goes to an address someone else typed (docs/architecture.md, "A member's own address").
    const [{ id }] = await db.query(
      "SELECT id FROM counseling_requests WHERE email = 'naomi.member@example.test' ORDER BY id DESC",
    );
    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    await admin
      .post(`/api/admin/counseling/${id}/responses`)
      .send({ message: 'The Lord gives & the Lord restores.' })
      .expect(201);
    await sink.waitForMessages(1);
    expect(sink.messages[0].to).toEqual(['naomi.member@example.test']);
    const mail = await SmtpSink.parse(sink.messages[0]);
    expect(mail.subject).toBe('A response to your counseling request');
    expect(mail.text).toContain('Dear Naomi of Bethlehem,');
    expect(mail.text).toContain('responded to your counseling request (Grief & Loss)');
    expect(mail.text).toContain('The Lord gives & the Lord restores.');
  });

  it('sends no welcome to an address that unsubscribed before its welcome went out', async () => {
    const processor = t.app.get(EmailProcessor);
    await processor.worker.pause();
    const subscriberId = await seedSubscriber(t, 'Dorcas Tabitha', 'dorcas@example.test');
    const event: SubscriberCreatedEvent = {
      subscriberId,
      name: 'Dorcas Tabitha',
      email: 'dorcas@example.test',
    };
    try {
      await emit(DomainEvents.subscriberCreated, event);
      await t.app.get(UnsubscribeService).unsubscribe('dorcas@example.test');
    } finally {
      processor.worker.resume();
    }
    expect(await completed(`welcome-${subscriberId}`)).toBe('suppressed');
    expect(sink.messages).toHaveLength(0);
    expect(
      await db.query("SELECT reason FROM email_suppressions WHERE email = 'dorcas@example.test'"),
    ).toEqual([{ reason: 'unsubscribe' }]);
  });

  it('still sends the mail of jobs queued by an earlier version, which named only the records', async () => {
    const subscriberId = await seedSubscriber(t, 'Priscilla of Rome', 'priscilla@example.test');
    await emailQueue().add('welcome', { subscriberId }, { jobId: 'welcome-earlier' });
    expect(await completed('welcome-earlier')).toBe('sent');
    await sink.waitForMessages(1);
    expect(sink.messages[0].to).toEqual(['priscilla@example.test']);
    expect((await SmtpSink.parse(sink.messages[0])).text).toContain('Dear Priscilla of Rome,');

    // Subscribed again after unsubscribing, just before the upgrade: that version lifted the earlier
    // opt-out when it sent the welcome; this one leaves it to the owner, who is asked to confirm.
    sink.clear();
    await t.app.get(UnsubscribeService).unsubscribe('aquila@example.test');
    const again = await seedSubscriber(t, 'Aquila', 'aquila@example.test');
    await emailQueue().add('welcome', { subscriberId: again }, { jobId: 'welcome-earlier-again' });
    expect(await completed('welcome-earlier-again')).toBe('confirmation requested');
    await sink.waitForMessages(1);
    expect(sink.messages[0].to).toEqual(['aquila@example.test']);
    expect((await SmtpSink.parse(sink.messages[0])).subject).toContain(
      'Please confirm your subscription',
    );
    expect(
      await db.query("SELECT reason FROM email_suppressions WHERE email = 'aquila@example.test'"),
    ).toEqual([{ reason: 'unsubscribe' }]);

    // Records deleted since: the job ends without mail.
    await emailQueue().add('welcome', { subscriberId: 987654 }, { jobId: 'welcome-earlier-gone' });
    await emailQueue().add(
      'counseling-response',
      { counselingRequestId: 987654, responseId: 987654 },
      { jobId: 'counseling-response-earlier-gone' },
    );
    expect(await completed('welcome-earlier-gone')).toBe('gone');
    expect(await completed('counseling-response-earlier-gone')).toBe('gone');
    expect(sink.messages).toHaveLength(1);
  });
});
