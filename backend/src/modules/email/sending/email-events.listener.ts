import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import {
  CounselingResponseCreatedEvent,
  DomainEvents,
  SubscriberCreatedEvent,
} from '../../../common/events/domain-events';
import { EMAIL_QUEUE, EmailJobs } from '../email.constants';

const MAIL_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
};

/** Other modules' events become mail jobs; the worker sends them (the API only enqueues). */
@Injectable()
export class EmailEventsListener {
  constructor(@InjectQueue(EMAIL_QUEUE) private readonly queue: Queue) {}

  @OnEvent(DomainEvents.subscriberCreated, { promisify: true })
  async onSubscriberCreated(event: SubscriberCreatedEvent): Promise<void> {
    await this.queue.add(
      EmailJobs.welcome,
      { subscriberId: event.subscriberId },
      { ...MAIL_JOB_OPTIONS, jobId: `welcome-${event.subscriberId}` },
    );
  }

  @OnEvent(DomainEvents.counselingResponseCreated, { promisify: true })
  async onCounselingResponseCreated(event: CounselingResponseCreatedEvent): Promise<void> {
    await this.queue.add(
      EmailJobs.counselingResponse,
      { counselingRequestId: event.counselingRequestId, responseId: event.responseId },
      { ...MAIL_JOB_OPTIONS, jobId: `counseling-response-${event.responseId}` },
    );
  }
}
