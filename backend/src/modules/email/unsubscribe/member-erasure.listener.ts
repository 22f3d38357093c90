import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import { DomainEvents, type MemberErasedEvent } from '../../../common/events/domain-events';
import { EMAIL_QUEUE } from '../email.constants';
import { SubscriptionConfirmationsRepository } from '../confirmation/subscription-confirmations.repository';
import { DeliveryRepository } from '../sending/delivery.repository';
import { isSealedMailJob, SEALED_MAIL_JOBS } from '../sending/sealed-mail-job';
import { AddressHash } from './address-hash';
import { SuppressionRepository } from './suppression.repository';

/**
 * An erased member: no campaign reaches the address again (it stays suppressed, as a keyed hash only),
 * the campaigns' recipient rows no longer name it, no confirmation link waits for it, and no e-mail
 * to them (sign-in links, an address change, a counseling answer) stays in the queue, sent or not.
 */
@Injectable()
export class MemberErasureListener {
  constructor(
    private readonly suppressions: SuppressionRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly confirmations: SubscriptionConfirmationsRepository,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    private readonly addresses: AddressHash,
  ) {}

  private readonly logger = new Logger('MemberErasure');

  @OnEvent(DomainEvents.memberErased, { promisify: true, suppressErrors: false })
  async onMemberErased({ memberId, email }: MemberErasedEvent): Promise<void> {
    await this.suppressions.addErased(email);
    await this.deliveries.eraseAddress(email);
    // A confirmation link still waiting for the address goes too.
    await this.confirmations.deleteForAddress(email.toLowerCase());
    await this.removeQueuedMail(memberId, email);
  }

  /**
   * Removes the member's single-message jobs in every state but running (a running one is removed
   * once sent). Sealed jobs are found by the address's keyed hash or the member's id; an earlier
   * version's by the address they hold.
   */
  private async removeQueuedMail(memberId: number, email: string): Promise<void> {
    const address = this.addresses.of(email);
    const lowered = email.toLowerCase();
    const jobs = await this.queue.getJobs([
      'waiting',
      'delayed',
      'prioritized',
      'waiting-children',
      'completed',
      'failed',
    ]);
    for (const job of jobs) {
      if (!job || !SEALED_MAIL_JOBS.has(job.name)) continue;
      const data = job.data as unknown;
      const theirs = isSealedMailJob(data)
        ? data.address === address || data.memberId === memberId
        : (data as { email?: unknown }).email === lowered ||
          (data as { memberId?: unknown }).memberId === memberId;
      if (!theirs) continue;
      await job.remove().catch((error: unknown) => {
        this.logger.warn(`Could not remove e-mail job ${job.id}: ${String(error)}`);
      });
    }
  }
}
