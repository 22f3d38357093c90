import type { INestApplication } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents, type MemberSignInIssuedEvent } from '../../src/common/events/domain-events';

const issued = new WeakMap<INestApplication, MemberSignInIssuedEvent[]>();

/**
 * Keeps every sign-in e-mail a test app issues, as the event gives it to the e-mail module: the queue
 * holds it sealed and drops it once sent, so tests read the link and code here.
 */
export function recordSignInMails(app: INestApplication): void {
  const mails: MemberSignInIssuedEvent[] = [];
  issued.set(app, mails);
  app
    .get(EventEmitter2)
    .on(DomainEvents.memberSignInIssued, (event: MemberSignInIssuedEvent) => mails.push(event));
}

export function signInMailsOf(app: INestApplication): MemberSignInIssuedEvent[] {
  const mails = issued.get(app);
  if (!mails) throw new Error('the test app records no sign-in e-mails (recordSignInMails)');
  return mails;
}
