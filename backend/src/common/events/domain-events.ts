/**
 * Events one module publishes and another reacts to (through @nestjs/event-emitter), so the content,
 * community, counseling and e-mail modules stay independent: a module never reads or writes another's
 * tables, it announces what happened with what the others need to know. Listeners that do slow work
 * enqueue a job. A publisher that must not go on before every reaction is done (the unsubscribe page)
 * awaits `emitAsync`, and its listeners declare `suppressErrors: false` so a failure reaches it.
 */
export const DomainEvents = {
  /** A newsletter address subscribed for the first time. */
  subscriberCreated: 'subscriber.created',
  /** An administrator answered a counseling request. */
  counselingResponseCreated: 'counseling.response-created',
  /**
   * An address unsubscribed through a message's link (it is on the suppression list already): it
   * leaves every mailing list, the members' e-mail consent and the newsletter.
   */
  emailUnsubscribed: 'email.unsubscribed',
} as const;

export interface SubscriberCreatedEvent {
  subscriberId: number;
  name: string;
  email: string;
}

/** The answer with what its e-mail needs: the e-mail module reads no counseling table. */
export interface CounselingResponseCreatedEvent {
  counselingRequestId: number;
  responseId: number;
  /** The requester, as the request names them. */
  name: string;
  email: string;
  category: string;
  /** `email`, `phone` or `both`: the answer is mailed for `email` and `both`. */
  preferredContact: string;
  /** The administrator's answer. */
  message: string;
}

export interface EmailUnsubscribedEvent {
  /** Lower-cased. */
  email: string;
}
