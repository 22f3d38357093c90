import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import {
  CounselingResponseCreatedEvent,
  DomainEvents,
  MemberEmailChangedEvent,
  MemberEmailChangeRequestedEvent,
  MemberSubscribedEvent,
  MemberSignInIssuedEvent,
  SenderTestRequestedEvent,
  SubscriberCreatedEvent,
  SubscriptionUnconfirmedEvent,
  type ConfirmationRequestedEvent,
} from '../../../common/events/domain-events';
import { SubscriptionConfirmationsService } from '../confirmation/subscription-confirmations.service';
import {
  CounselingResponseJobData,
  EMAIL_QUEUE,
  EmailJobs,
  MemberSignInJobData,
  MemberEmailChangedJobData,
  MemberEmailChangeJobData,
  SenderTestJobData,
  WelcomeJobData,
} from '../email.constants';
import { fieldCipher } from '../../../encryption/field-cipher';
import { AddressHash } from '../unsubscribe/address-hash';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';
import { sealMailJob } from './sealed-mail-job';

const MAIL_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
};

/**
 * Other modules' events become mail jobs; the worker sends them (the API only enqueues). Each job
 * carries what its message needs, taken from the event, sealed (`sealed-mail-job.ts`): the queue keeps
 * no link, code, name or address in the clear, and a member's erasure finds their jobs by the hash.
 */
@Injectable()
export class EmailEventsListener {
  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    private readonly suppressions: SuppressionRepository,
    private readonly confirmations: SubscriptionConfirmationsService,
    private readonly events: EventEmitter2,
    private readonly addresses: AddressHash,
  ) {}

  /**
   * A new subscriber gets the welcome e-mail; with double opt-in, the confirmation link instead. A
   * sign-up never lifts an opt-out: anyone may type anyone's address, so for an address that
   * unsubscribed only the owner's click on a confirmation link does (a bounce or complaint gets nothing).
   */
  @OnEvent(DomainEvents.subscriberCreated, { promisify: true })
  async onSubscriberCreated(event: SubscriberCreatedEvent): Promise<void> {
    const email = event.email.toLowerCase();
    if (event.confirmed === false) {
      if (!(await this.suppressions.blocksConfirmation(email))) {
        await this.confirmations.request(email, event.name, 'newsletter', event.language);
      }
      return;
    }
    if (await this.suppressions.isSuppressed(email)) {
      const unconfirmed: SubscriptionUnconfirmedEvent = { email };
      await this.events.emitAsync(DomainEvents.subscriptionUnconfirmed, unconfirmed);
      if (!(await this.suppressions.blocksConfirmation(email))) {
        await this.confirmations.request(email, event.name, 'newsletter', event.language);
      }
      return;
    }
    const data: WelcomeJobData = {
      subscriberId: event.subscriberId,
      name: event.name,
      email: event.email,
      ...(event.language ? { language: event.language } : {}),
    };
    await this.queue.add(EmailJobs.welcome, sealMailJob(data, this.addresses.of(data.email)), {
      ...MAIL_JOB_OPTIONS,
      jobId: `welcome-${event.subscriberId}`,
    });
  }

  /**
   * Imported people without confirmed consent: the double opt-in e-mail, as a sign-up gets it (one
   * per address per 24 hours; never to an address that bounced or complained).
   */
  @OnEvent(DomainEvents.confirmationRequested, { promisify: true, suppressErrors: false })
  async onConfirmationRequested(event: ConfirmationRequestedEvent): Promise<void> {
    const email = event.email.toLowerCase();
    if (await this.suppressions.blocksConfirmation(email)) return;
    await this.confirmations.request(email, event.name, event.purpose, event.language);
  }

  /** A member's sign-up consents to e-mail, but lifts an opt-out only by the owner's confirmation. */
  @OnEvent(DomainEvents.memberSubscribed, { promisify: true })
  async onMemberSubscribed(event: MemberSubscribedEvent): Promise<void> {
    const email = event.email.toLowerCase();
    if (!(await this.suppressions.isSuppressed(email))) return;
    if (await this.suppressions.blocksConfirmation(email)) return;
    await this.confirmations.request(email, event.name, 'member', event.language);
  }

  @OnEvent(DomainEvents.counselingResponseCreated, { promisify: true })
  async onCounselingResponseCreated(event: CounselingResponseCreatedEvent): Promise<void> {
    const data: CounselingResponseJobData = {
      counselingRequestId: event.counselingRequestId,
      responseId: event.responseId,
      name: event.name,
      email: event.email,
      category: event.category,
      preferredContact: event.preferredContact,
      // The queue is stored too (Redis, or the application database without REDIS_URL): the answer's
      // text waits there encrypted, like in its table.
      message: fieldCipher().encrypt(event.message),
      ...(event.language ? { language: event.language } : {}),
    };
    await this.queue.add(
      EmailJobs.counselingResponse,
      sealMailJob(data, this.addresses.of(data.email)),
      {
        ...MAIL_JOB_OPTIONS,
        // Sealed; kept an hour once sent, not a week (a failed one is kept for its retry, like every
        // failed job); a member's erasure removes it at once.
        removeOnComplete: { age: 3600 },
        jobId: `counseling-response-${event.responseId}`,
      },
    );
  }

  @OnEvent(DomainEvents.memberSignInIssued, { promisify: true, suppressErrors: false })
  async onMemberSignInIssued(event: MemberSignInIssuedEvent): Promise<void> {
    const data: MemberSignInJobData = { ...event };
    const sealed = sealMailJob(data, this.addresses.of(data.email), data.memberId);
    await this.queue.add(EmailJobs.memberSignIn, sealed, {
      ...MAIL_JOB_OPTIONS,
      // The job holds a sign-in link (sealed): gone once sent; a failed one a day (its link has
      // expired by then).
      attempts: 4,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: true,
      removeOnFail: { age: 24 * 3600 },
      // No custom id: sign-in ids of a restored database would repeat those of jobs still kept.
    });
  }

  /** The old address is told of the change (nothing secret in it: kept a day, sealed all the same). */
  @OnEvent(DomainEvents.memberEmailChanged, { promisify: true, suppressErrors: false })
  async onMemberEmailChanged(event: MemberEmailChangedEvent): Promise<void> {
    const data: MemberEmailChangedJobData = { ...event };
    const sealed = sealMailJob(data, this.addresses.of(data.oldEmail), data.memberId);
    await this.queue.add(EmailJobs.memberEmailChanged, sealed, {
      ...MAIL_JOB_OPTIONS,
      attempts: 3,
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 24 * 3600 },
    });
  }

  /** The job holds a sign-in-strength token: gone as soon as it is sent. */
  @OnEvent(DomainEvents.memberEmailChangeRequested, { promisify: true, suppressErrors: false })
  async onMemberEmailChangeRequested(event: MemberEmailChangeRequestedEvent): Promise<void> {
    const data: MemberEmailChangeJobData = { ...event };
    const sealed = sealMailJob(data, this.addresses.of(data.email), data.memberId);
    await this.queue.add(EmailJobs.memberEmailChange, sealed, {
      ...MAIL_JOB_OPTIONS,
      attempts: 3,
      removeOnComplete: true,
      removeOnFail: { age: 24 * 3600 },
    });
  }

  /** A test of the sender, queued like every other message so it proves the whole path. */
  @OnEvent(DomainEvents.senderTestRequested, { promisify: true, suppressErrors: false })
  async onSenderTestRequested(event: SenderTestRequestedEvent): Promise<void> {
    const data: SenderTestJobData = { ...event };
    await this.queue.add(EmailJobs.senderTest, data, {
      ...MAIL_JOB_OPTIONS,
      attempts: 3,
      removeOnComplete: true,
      removeOnFail: { age: 24 * 3600 },
    });
  }
}
