import { Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents, type MemberErasedEvent } from '../../common/events/domain-events';
import { forgetMemberSessions } from '../../common/http/session';
import { MemberMessages } from './community.constants';
import { CommunityMember } from './entities/community-member.entity';
import { TestimonialsService } from './testimonials.service';

/**
 * Erasing a member (their own "Delete my account", or an administrator's Delete). First every other
 * module erases what it holds of the member and the address (`member.erased`, awaited: counseling
 * requests and responses, the newsletter row and contact messages; the e-mail module keeps the
 * address suppressed as a keyed hash only). Then, in one transaction, their testimonies (approved ones
 * stay as 'Anonymous') and the member row (a pending e-mail change goes with it); last, every session
 * of theirs forgets them. A failure on the way leaves the member in place; erasing again finishes.
 */
@Injectable()
export class MemberErasureService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    private readonly testimonials: TestimonialsService,
  ) {}

  async erase(memberId: number): Promise<void> {
    const member = await this.dataSource.getRepository(CommunityMember).findOneBy({ id: memberId });
    if (!member) throw new NotFoundException(MemberMessages.notFound);
    const email = member.email.toLowerCase();
    const event: MemberErasedEvent = { memberId, email };
    await this.events.emitAsync(DomainEvents.memberErased, event);
    await this.dataSource.transaction(async (manager) => {
      await this.testimonials.eraseMember(manager, memberId, email);
      await manager.getRepository(CommunityMember).delete({ id: memberId });
    });
    await forgetMemberSessions((sql, params) => this.dataSource.query(sql, params), memberId);
  }
}
