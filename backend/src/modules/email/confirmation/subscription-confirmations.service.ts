import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import { createHash, randomBytes } from 'node:crypto';
import {
  DomainEvents,
  type SubscriptionConfirmedEvent,
} from '../../../common/events/domain-events';
import type { ConsentGiven } from '../../../common/consent/consent-proof';
import { EMAIL_QUEUE, EmailJobs, type SubscriptionConfirmJobData } from '../email.constants';
import type { ConfirmationPurpose } from '../entities/subscription-confirmation.entity';
import { sealMailJob } from '../sending/sealed-mail-job';
import { AddressHash } from '../unsubscribe/address-hash';
import { SubscriptionConfirmationsRepository } from './subscription-confirmations.repository';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';

/** The page behind a confirmation link (outside /api: people open it from their mail). */
export const CONFIRM_SUBSCRIPTION_PATH = '/confirm-subscription';
/** At most one confirmation e-mail per address in this time, whoever asks. */
export const CONFIRMATION_INTERVAL_MS = 24 * 3600 * 1000;
/** A link works this long (as long as an unconfirmed subscription is kept by default). */
export const CONFIRMATION_VALID_MS = 7 * 24 * 3600 * 1000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Confirmation links for subscriptions that only the address's owner may make: a double opt-in
 * sign-up, and any sign-up for an address that unsubscribed (a stranger cannot lift an opt-out). The
 * link's token is random, stored hashed, single use and expiring; one such e-mail per address per
 * 24 hours, decided by one statement in PostgreSQL (so across processes too).
 */
@Injectable()
export class SubscriptionConfirmationsService {
  constructor(
    private readonly confirmations: SubscriptionConfirmationsRepository,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    private readonly suppressions: SuppressionRepository,
    private readonly events: EventEmitter2,
    private readonly addresses: AddressHash,
  ) {}

  /**
   * Mails the owner of `email` a confirmation link, unless one was mailed to it in the last 24 hours.
   * Returns whether a message was queued.
   */
  /** `language`: the one the address's owner subscribed in (the mail is written in it). */
  async request(
    email: string,
    name: string,
    purpose: ConfirmationPurpose,
    language?: string,
  ): Promise<boolean> {
    const address = email.toLowerCase();
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashOf(token);
    const claimed = await this.confirmations.claim(
      { email: address, name: name.slice(0, 200), purpose, tokenHash },
      CONFIRMATION_VALID_MS,
      CONFIRMATION_INTERVAL_MS,
    );
    if (!claimed) return false;
    const data: SubscriptionConfirmJobData = {
      email: address,
      name,
      purpose,
      token,
      ...(language ? { language } : {}),
    };
    try {
      await this.queue.add(
        EmailJobs.subscriptionConfirm,
        sealMailJob(data, this.addresses.of(address)),
        {
          attempts: 8,
          backoff: { type: 'exponential', delay: 5000 },
          // The job holds the link (sealed): gone once sent.
          removeOnComplete: true,
          jobId: `subscription-confirm-${tokenHash.slice(0, 32)}`,
        },
      );
    } catch (error) {
      // Not queued: the address may ask again at once rather than in 24 hours.
      await this.confirmations.release(address, tokenHash);
      throw error;
    }
    return true;
  }

  /** The address a link's token confirms, or null (unknown, used or expired). Changes nothing. */
  async addressOf(token: unknown): Promise<string | null> {
    if (typeof token !== 'string' || !TOKEN.test(token)) return null;
    return (await this.confirmations.findUsable(hashOf(token)))?.email ?? null;
  }

  /**
   * Uses a link: lifts the address's unsubscribe (never a bounce or complaint), has the modules that
   * keep lists confirm it, then spends the token. A failure before the end leaves the link usable;
   * using it twice at once is harmless. Returns the address, or null for an invalid link.
   */
  async confirm(token: unknown, consent?: ConsentGiven): Promise<string | null> {
    if (typeof token !== 'string' || !TOKEN.test(token)) return null;
    const tokenHash = hashOf(token);
    const found = await this.confirmations.findUsable(tokenHash);
    if (!found) return null;
    await this.suppressions.liftUnsubscribed(found.email);
    // The click is the proof of the opt-in: the lists record when and from where it came.
    const event: SubscriptionConfirmedEvent = {
      ...found,
      confirmedAt: consent?.at,
      clientAddress: consent?.clientAddress,
    };
    await this.events.emitAsync(DomainEvents.subscriptionConfirmed, event);
    await this.confirmations.spend(tokenHash);
    return found.email;
  }

  /** Rows whose link expired and whose 24 hours passed: they neither confirm nor limit anything. */
  async prune(now: Date): Promise<number> {
    const limit = new Date(
      now.getTime() - Math.max(CONFIRMATION_VALID_MS, CONFIRMATION_INTERVAL_MS),
    );
    return this.confirmations.deleteOld(limit, now);
  }
}
