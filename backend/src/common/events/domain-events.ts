/**
 * Events one module publishes and another reacts to (through @nestjs/event-emitter), so the content,
 * community, counseling and e-mail modules stay independent: a module never reads or writes another's
 * tables, it announces what happened with what the others need to know. Listeners that do slow work
 * enqueue a job. A publisher that must not go on before every reaction is done (the unsubscribe page)
 * awaits `emitAsync`, and its listeners declare `suppressErrors: false` so a failure reaches it.
 */
export const DomainEvents = {
  /** A newsletter address subscribed for the first time (or again, while still unconfirmed). */
  subscriberCreated: 'subscriber.created',
  /** A new member's sign-up asked for e-mail (`subscribeToEmails`). */
  memberSubscribed: 'member.subscribed',
  /**
   * A newsletter subscription waits for its owner's confirmation (the address had unsubscribed, so
   * only the owner may subscribe it again): it is not mailed until confirmed.
   */
  subscriptionUnconfirmed: 'subscription.unconfirmed',
  /** The owner of an address confirmed a subscription by the e-mailed link (it is off the list). */
  subscriptionConfirmed: 'subscription.confirmed',
  /**
   * People were imported without confirmed consent and the administrator asked to send them the
   * double opt-in e-mail (its link subscribes them); published after the import committed.
   */
  confirmationRequested: 'subscription.confirmation-requested',
  /** An administrator answered a counseling request. */
  counselingResponseCreated: 'counseling.response-created',
  /**
   * An address unsubscribed through a message's link (it is on the suppression list already): it
   * leaves every mailing list, the members' e-mail consent and the newsletter.
   */
  emailUnsubscribed: 'email.unsubscribed',
  /**
   * A member is to get a sign-in link by e-mail: they asked to sign in, they just joined, or someone
   * tried to join with their address.
   */
  memberSignInIssued: 'community.sign-in-issued',
  /**
   * A member is being erased (their own "Delete my account", or an administrator's Delete): every
   * module erases what it holds of that member and address. Published before the member row goes, and
   * awaited: a failure leaves the member in place, and erasing again finishes.
   */
  memberErased: 'member.erased',
  /** A member asked to change their address: the new address gets the confirmation link. */
  memberEmailChangeRequested: 'member.email-change-requested',
  /** A member's address changed (the link was opened): the old address is told. */
  memberEmailChanged: 'member.email-changed',
  /**
   * An administrator asked for a test of the site's e-mail (the "Make it yours" checklist): a message
   * to their own address, through the same queue, worker and sender as every other.
   */
  senderTestRequested: 'settings.sender-test-requested',
  /**
   * The video catalogue changed (a sync, the demo seeding) and its search index was rebuilt: the
   * teaching library gives new videos their teaching. Awaited, so a finished sync has its teachings.
   */
  videoCatalogChanged: 'videos.catalog-changed',
} as const;

export interface SenderTestRequestedEvent {
  /** The administrator's own address. */
  email: string;
  name: string;
}

export interface SubscriberCreatedEvent {
  subscriberId: number;
  name: string;
  email: string;
  /**
   * False: double opt-in is on and the subscription waits for the link. Undefined counts as true (a
   * welcome job queued by an earlier version carries the event without it).
   */
  confirmed?: boolean;
  /** The subscriber's language (BCP 47); undefined (an earlier version's job): the site default. */
  language?: string;
}

export interface MemberSubscribedEvent {
  name: string;
  email: string;
  /** The member's language (BCP 47); undefined: the site default. */
  language?: string;
}

export interface ConfirmationRequestedEvent {
  /** Lower-cased. */
  email: string;
  name: string;
  /** `newsletter`: the link adds the address to the newsletter; `member`: turns on e-mail updates. */
  purpose: 'newsletter' | 'member';
  /** The language of the confirmation mail; undefined (an import): the site default. */
  language?: string;
}

export interface SubscriptionUnconfirmedEvent {
  /** Lower-cased. */
  email: string;
}

export interface SubscriptionConfirmedEvent {
  /** Lower-cased. */
  email: string;
  /** The name the sign-up gave. */
  name: string;
  /** `newsletter`: the newsletter keeps the address (adding it again if it was erased meanwhile). */
  purpose: 'newsletter' | 'member';
  /**
   * When the owner confirmed and from which client address: the proof of the opt-in (undefined from a
   * publisher that does not know it).
   */
  confirmedAt?: Date;
  clientAddress?: string | null;
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
  /** The language the requester's mail is written in; undefined (an earlier job): the default. */
  language?: string;
}

export interface EmailUnsubscribedEvent {
  /** Lower-cased. */
  email: string;
}

/** Why a member gets a sign-in e-mail. */
export type MemberSignInKind = 'sign-in' | 'welcome' | 'already-member';

/** A sign-in e-mail with everything it says: the e-mail module reads no community table. */
export interface MemberSignInIssuedEvent {
  /** The sign-in's row id (one e-mail per sign-in). */
  signInId: number;
  /** The member it signs in (an erasure removes the e-mail still queued for them). */
  memberId: number;
  kind: MemberSignInKind;
  /** The member's first and last name. */
  name: string;
  /** Lower-cased. */
  email: string;
  /** `PUBLIC_URL/community?signin=TOKEN`. */
  link: string;
  /** The same sign-in as 6 digits, to type on another device. */
  code: string;
  /** Minutes the link and code stay valid. */
  validMinutes: number;
  /** The member's language (BCP 47); undefined (an earlier version's job): the site default. */
  language?: string;
}

export interface MemberErasedEvent {
  memberId: number;
  /** Lower-cased. */
  email: string;
}

export interface MemberEmailChangedEvent {
  memberId: number;
  /** The member's name, for the greeting. */
  name: string;
  /** The address the account had (lower-cased): the recipient of the notice. */
  oldEmail: string;
  /** The address it has now (lower-cased). */
  newEmail: string;
  /** The member's language (BCP 47); undefined (an earlier version's job): the site default. */
  language?: string;
}

export interface MemberEmailChangeRequestedEvent {
  memberId: number;
  /** The member's name, for the greeting. */
  name: string;
  /** The new address (lower-cased), the recipient of the link. */
  email: string;
  /** The confirmation link (holds the single-use token). */
  link: string;
  /** The member's language (BCP 47); undefined (an earlier version's job): the site default. */
  language?: string;
}
