import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents, type MemberErasedEvent } from '../../common/events/domain-events';
import { MemberNotFoundError } from './community.errors';
import { MemberErasureRepository } from './member-erasure.repository';
import { MembersRepository } from './members.repository';

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
    private readonly members: MembersRepository,
    private readonly erasure: MemberErasureRepository,
    private readonly events: EventEmitter2,
  ) {}

  async erase(memberId: number): Promise<void> {
    const member = await this.members.findById(memberId);
    if (!member) throw new MemberNotFoundError();
    const email = member.email.toLowerCase();
    const event: MemberErasedEvent = { memberId, email };
    await this.events.emitAsync(DomainEvents.memberErased, event);
    await this.erasure.eraseMemberAndTestimonies(memberId, email);
    await this.erasure.forgetSessions(memberId);
  }
}
