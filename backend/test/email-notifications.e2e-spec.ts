import { getQueueToken } from '@nestjs/bullmq';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../src/common/events/domain-events';
import { eventually, seedSubscriber } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, TestApp } from './support/test-app';

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

  async function counseling(preferredContact: string, message: string) {
    const [request] = await db.query(
      `INSERT INTO counseling_requests (name, email, category, background, current_situation, specific_needs, preferred_contact)
       VALUES ('Ruth <Moabite>', 'Ruth@Example.test', 'Family Issues', 'b', 'c', 'd', $1) RETURNING id`,
      [preferredContact],
    );
    const [response] = await db.query(
      'INSERT INTO counseling_responses (counseling_request_id, message) VALUES ($1, $2) RETURNING id',
      [request.id, message],
    );
    return { counselingRequestId: request.id as number, responseId: response.id as number };
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

    // Subscribing again is a new opt-in: the suppression is lifted and she is welcomed again.
    const again = await seedSubscriber(t, 'Lydia Purple', 'lydia@example.test');
    await emit(DomainEvents.subscriberCreated, {
      subscriberId: again,
      name: 'Lydia Purple',
      email: 'lydia@example.test',
    });
    await sink.waitForMessages(2);
    expect(
      await db.query("SELECT 1 FROM email_suppressions WHERE email = 'lydia@example.test'"),
    ).toHaveLength(0);
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
    const ids = await counseling('phone', 'We will call you.');
    await emit(DomainEvents.counselingResponseCreated, ids);
    const job = await eventually(async () => {
      const queue = t.app.get<Queue>(getQueueToken('email'));
      const found = await queue.getJob(`counseling-response-${ids.responseId}`);
      return found && (await found.isCompleted()) ? found : undefined;
    });
    expect(job.returnvalue).toBe('not by e-mail');
    expect(sink.messages).toHaveLength(0);
  });
});
