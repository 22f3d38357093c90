import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { normalizedEmail } from '../../common/dto/transforms';
import { DomainEvents, type MemberErasedEvent } from '../../common/events/domain-events';
import { MemberDataSections } from '../community/member-data-sections';
import { GivingRepository } from './giving.repository';
import { MyGivingService, recurringDto } from './my-giving.service';

/**
 * Where giving plugs into a member's data rights without the community module knowing it: their
 * gifts and recurring gifts in "Download my data", and their erasure, which keeps the financial
 * records and detaches them from the person (docs/architecture.md, "Giving", retention).
 */
@Injectable()
export class GivingHooks {
  private readonly logger = new Logger(GivingHooks.name);

  constructor(
    sections: MemberDataSections,
    private readonly repo: GivingRepository,
    private readonly myGiving: MyGivingService,
  ) {
    sections.add('giving', (member) => this.ofMember(member.email));
  }

  /** What giving holds of a member: every gift given with their address, and their recurring gifts. */
  async ofMember(email: string) {
    const key = normalizedEmail(email);
    const [gifts, recurring] = await Promise.all([
      this.repo.allDonorGifts(key),
      this.repo.donorSubscriptions(key),
    ]);
    return {
      gifts: gifts.map((g) => ({
        givenAt: new Date(g.givenAt).toISOString(),
        fundName: g.fundName,
        amount: Number(g.amount),
        feeCovered: Number(g.feeCovered),
        refundedAmount: Number(g.refundedAmount),
        disputed: g.disputed,
        currency: g.currency,
        method: g.method,
        frequency: g.frequency,
        name: g.donorName,
        email: g.donorEmail,
        note: g.note,
        depositBatch: g.depositBatch,
      })),
      recurringGifts: recurring.map((s) => ({
        ...recurringDto(s),
        name: s.donorName,
        email: s.donorEmail,
      })),
    };
  }

  /**
   * A member's erasure keeps their gifts (the ministry's books and tax receipts must keep them for
   * the years the law says) but detaches them: no name, address or note is left beside an amount.
   * A recurring gift still running is cancelled at Stripe first, so no card is charged for a person
   * the ministry no longer knows; Stripe out of reach does not stop the erasure (it is logged, and the
   * gift stays cancellable from Stripe's own receipts and in Stripe's dashboard).
   */
  @OnEvent(DomainEvents.memberErased, { promisify: true, suppressErrors: false })
  async onMemberErased(event: MemberErasedEvent): Promise<void> {
    const key = normalizedEmail(event.email);
    for (const recurring of await this.repo.donorSubscriptions(key)) {
      if (recurring.status === 'canceled') continue;
      await this.myGiving.cancel(key, Number(recurring.id)).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.warn(
          `Recurring gift ${recurring.id} of an erased member not cancelled at Stripe: ${reason}`,
        );
      });
    }
    const detached = await this.repo.detachDonor(key);
    if (detached) this.logger.log(`Detached ${detached} gifts from an erased member`);
  }
}
