/**
 * Events one module publishes and another reacts to (through @nestjs/event-emitter), so the content,
 * counseling and e-mail modules stay independent. Listeners that do slow work enqueue a job.
 */
export const DomainEvents = {
  /** A newsletter address subscribed for the first time. */
  subscriberCreated: 'subscriber.created',
  /** An administrator answered a counseling request. */
  counselingResponseCreated: 'counseling.response-created',
} as const;

export interface SubscriberCreatedEvent {
  subscriberId: number;
  name: string;
  email: string;
}

export interface CounselingResponseCreatedEvent {
  counselingRequestId: number;
  responseId: number;
}
