import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents, type MemberErasedEvent } from '../../../common/events/domain-events';
import { SubscriptionConfirmation } from '../entities/subscription-confirmation.entity';
import { DeliveryRepository } from '../sending/delivery.repository';
import { SuppressionRepository } from './suppression.repository';

/**
 * An erased member: no campaign reaches the address again (it stays suppressed, as a keyed hash only),
 * the campaigns' recipient rows no longer name it, and no confirmation link waits for it.
 */
@Injectable()
export class MemberErasureListener {
  constructor(
    private readonly suppressions: SuppressionRepository,
    private readonly deliveries: DeliveryRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @OnEvent(DomainEvents.memberErased, { promisify: true, suppressErrors: false })
  async onMemberErased({ email }: MemberErasedEvent): Promise<void> {
    await this.suppressions.addErased(email);
    await this.deliveries.eraseAddress(email);
    // A confirmation link still waiting for the address goes too.
    await this.dataSource
      .getRepository(SubscriptionConfirmation)
      .delete({ email: email.toLowerCase() });
  }
}
