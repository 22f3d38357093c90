import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import {
  CounselingResponseCreatedEvent,
  DomainEvents,
  MemberEmailChangeRequestedEvent,
  MemberSubscribedEvent,
  MemberSignInIssuedEvent,
  SenderTestRequestedEvent,
  SubscriberCreatedEvent,
  SubscriptionUnconfirmedEvent,
} from '../../../common/events/domain-events';
import { SubscriptionConfirmationsService } from '../confirmation/subscription-confirmations.service';
import {
  CounselingResponseJobData,
  EMAIL_QUEUE,
  EmailJobs,
  MemberSignInJobData,
  MemberEmailChangeJobData,
  SenderTestJobData,
  WelcomeJobData,
} from '../email.constants';
import { fieldCipher } from '../../../encryption/field-cipher';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';

const MAIL_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
};

/**
 * Other modules' events become mail jobs; the worker sends them (the API only enqueues). Each job
 * carries what its message needs, taken from the event.
 */
@Injectable()
export class EmailEventsListener {
  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    private readonly suppressions: SuppressionRepository,
    private readonly confirmations: SubscriptionConfirmationsService,
    private readonly events: EventEmitter2,
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
        await this.confirmations.request(email, event.name, 'newsletter');
      }
      return;
    }
    if (await this.suppressions.isSuppressed(email)) {
      const unconfirmed: SubscriptionUnconfirmedEvent = { email };
      await this.events.emitAsync(DomainEvents.subscriptionUnconfirmed, unconfirmed);
      if (!(await this.suppressions.blocksConfirmation(email))) {
        await this.confirmations.request(email, event.name, 'newsletter');
      }
      return;
    }
    const data: WelcomeJobData = {
      subscriberId: event.subscriberId,
      name: event.name,
      email: event.email,
    };
    await this.queue.add(EmailJobs.welcome, data, {
      ...MAIL_JOB_OPTIONS,
      jobId: `welcome-${event.subscriberId}`,
    });
  }

  /** A member's sign-up consents to e-mail, but lifts an opt-out only by the owner's confirmation. */
  @OnEvent(DomainEvents.memberSubscribed, { promisify: true })
  async onMemberSubscribed(event: MemberSubscribedEvent): Promise<void> {
    const email = event.email.toLowerCase();
    if (!(await this.suppressions.isSuppressed(email))) return;
    if (await this.suppressions.blocksConfirmation(email)) return;
    await this.confirmations.request(email, event.name, 'member');
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
    };
    await this.queue.add(EmailJobs.counselingResponse, data, {
      ...MAIL_JOB_OPTIONS,
      // The job holds the answer's text: kept an hour once sent, not a week (a failed one is kept for
      // its retry, like every failed job).
      removeOnComplete: { age: 3600 },
      jobId: `counseling-response-${event.responseId}`,
    });
  }

  @OnEvent(DomainEvents.memberSignInIssued, { promisify: true, suppressErrors: false })
  async onMemberSignInIssued(event: MemberSignInIssuedEvent): Promise<void> {
    const data: MemberSignInJobData = { ...event };
    await this.queue.add(EmailJobs.memberSignIn, data, {
      ...MAIL_JOB_OPTIONS,
      // The job holds a sign-in link: kept no longer than the link is valid once sent; a failed one a
      // day (its link has expired by then).
      attempts: 4,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: event.validMinutes * 60 },
      removeOnFail: { age: 24 * 3600 },
      // No custom id: sign-in ids of a restored database would repeat those of jobs still kept.
    });
  }

  /** The job holds a sign-in-strength token: gone as soon as it is sent. */
  @OnEvent(DomainEvents.memberEmailChangeRequested, { promisify: true, suppressErrors: false })
  async onMemberEmailChangeRequested(event: MemberEmailChangeRequestedEvent): Promise<void> {
    const data: MemberEmailChangeJobData = { ...event };
    await this.queue.add(EmailJobs.memberEmailChange, data, {
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
