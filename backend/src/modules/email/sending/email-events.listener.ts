import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import {
  CounselingResponseCreatedEvent,
  DomainEvents,
  SubscriberCreatedEvent,
} from '../../../common/events/domain-events';
import {
  CounselingResponseJobData,
  EMAIL_QUEUE,
  EmailJobs,
  WelcomeJobData,
} from '../email.constants';
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
  ) {}

  @OnEvent(DomainEvents.subscriberCreated, { promisify: true })
  async onSubscriberCreated(event: SubscriberCreatedEvent): Promise<void> {
    // Subscribing again after unsubscribing is a new opt-in; bounces and complaints stay suppressed.
    await this.suppressions.liftUnsubscribed(event.email.toLowerCase());
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

  @OnEvent(DomainEvents.counselingResponseCreated, { promisify: true })
  async onCounselingResponseCreated(event: CounselingResponseCreatedEvent): Promise<void> {
    const data: CounselingResponseJobData = {
      counselingRequestId: event.counselingRequestId,
      responseId: event.responseId,
      name: event.name,
      email: event.email,
      category: event.category,
      preferredContact: event.preferredContact,
      message: event.message,
    };
    await this.queue.add(EmailJobs.counselingResponse, data, {
      ...MAIL_JOB_OPTIONS,
      // The job holds the answer's text: kept an hour once sent, not a week (a failed one is kept for
      // its retry, like every failed job).
      removeOnComplete: { age: 3600 },
      jobId: `counseling-response-${event.responseId}`,
    });
  }
}
