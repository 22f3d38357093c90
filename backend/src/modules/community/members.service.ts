import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import {
  DomainEvents,
  type EmailUnsubscribedEvent,
  type MemberSubscribedEvent,
  type SubscriptionConfirmedEvent,
} from '../../common/events/domain-events';
import type { ConsentGiven } from '../../common/consent/consent-proof';
import type { SignedInMember } from '../../common/access/principals';
import { pageOf } from '../../common/dto/page-query.dto';
import { isUniqueViolation } from '../../database/database-errors';
import { memberProfile } from './member-profile';
import type { CreateMemberDto } from './dto/create-member.dto';
import type { MemberFilterDto } from './dto/member-filter.dto';
import type { MemberListQueryDto } from './dto/member-list-query.dto';
import type { CommunityMember } from './entities/community-member.entity';
import { MembersRepository, type MembersSummary } from './members.repository';

@Injectable()
export class MembersService {
  private readonly logger = new Logger(MembersService.name);

  constructor(
    private readonly members: MembersRepository,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Signs a new member up. A taken address (the unique constraint decides, also in a race) changes
   * nothing: the member who has it is returned with `created: false`.
   */
  async create(
    input: CreateMemberDto,
    consent?: ConsentGiven,
    language?: string,
  ): Promise<{ member: CommunityMember; created: boolean }> {
    let saved: CommunityMember;
    const subscribeToEmails = input.subscribeToEmails ?? true;
    try {
      saved = await this.members.insert({
        ...memberProfile(input),
        email: input.email,
        subscribeToEmails,
        ...(language ? { language } : {}),
        // The sign-up's own opt-in is its proof (a sign-up the owner must confirm is proved again then).
        ...(subscribeToEmails && consent
          ? { emailConsentAt: consent.at, emailConsentAddress: consent.clientAddress }
          : {}),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await this.findByEmail(input.email);
      if (!existing) throw error; // deleted in between: as rare as it gets
      return { member: existing, created: false };
    }
    if (saved.subscribeToEmails) await this.announceSubscribed(saved);
    return { member: saved, created: true };
  }

  /**
   * A sign-up that asks for e-mail is announced: an address that unsubscribed earlier stays
   * unsubscribed until its owner confirms by link (the e-mail module's reaction). The member exists
   * already; a failing reaction must not turn the sign-up into an error.
   */
  private async announceSubscribed(member: CommunityMember): Promise<void> {
    const event: MemberSubscribedEvent = {
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email,
      language: member.language,
    };
    try {
      await this.events.emitAsync(DomainEvents.memberSubscribed, event);
    } catch (error) {
      this.logger.error({ err: error, memberId: member.id }, 'A member.subscribed listener failed');
    }
  }

  /** `email` already trimmed and lower-cased, as stored. */
  findByEmail(email: string): Promise<CommunityMember | null> {
    return this.members.findByEmail(email);
  }

  findById(id: number): Promise<CommunityMember | null> {
    // findOneBy({ id: undefined }) would answer any member.
    if (!Number.isInteger(id)) return Promise.resolve(null);
    return this.members.findById(id);
  }

  /** The member a session names, as routes see it; null once deleted. */
  async findSignedIn(id: number): Promise<SignedInMember | null> {
    const member = await this.members.findIdAndEmail(id);
    return member ? { id: member.id, email: member.email, language: member.language } : null;
  }

  /**
   * An address unsubscribed through a message's link: its member no longer accepts e-mail. The
   * unsubscribe page waits for this (errors are not suppressed, so the page never claims a list was
   * left when it was not).
   */
  @OnEvent(DomainEvents.emailUnsubscribed, { promisify: true, suppressErrors: false })
  async onEmailUnsubscribed({ email }: EmailUnsubscribedEvent): Promise<void> {
    await this.members.unsubscribeAddress(email);
  }

  /**
   * The owner of a member's address confirmed e-mail updates by the link of a member confirmation
   * (an import without confirmed consent, or a sign-up for an address that had unsubscribed): the
   * member is subscribed from now, and that click is the proof of the opt-in. The confirmation page
   * waits for this.
   */
  @OnEvent(DomainEvents.subscriptionConfirmed, { promisify: true, suppressErrors: false })
  async onSubscriptionConfirmed(event: SubscriptionConfirmedEvent): Promise<void> {
    if (event.purpose !== 'member') return;
    await this.members.subscribeAddress(event.email.toLowerCase());
    if (!event.confirmedAt) return;
    await this.members.recordConsentOfAddress(event.email, {
      at: new Date(event.confirmedAt),
      clientAddress: event.clientAddress ?? null,
    });
  }

  /** Newest first; filtered as the admin screen filters (spec §4). */
  list(filter: MemberFilterDto = {}): Promise<CommunityMember[]> {
    return this.members.list(filter);
  }

  /**
   * One page of the matching members in the chosen order, the number that match and the number of
   * all members, so the screen need not load every member: by joining, newest first unless asked
   * otherwise; by name or e-mail, A to Z unless asked otherwise.
   */
  async page(query: MemberListQueryDto): Promise<{
    items: CommunityMember[];
    total: number;
    totalMembers: number;
    page: number;
    pageSize: number;
  }> {
    const { page, pageSize, skip } = pageOf(query);
    const sort = query.sort ?? 'joined';
    const direction =
      (query.order ?? (sort === 'joined' ? 'desc' : 'asc')) === 'asc' ? 'ASC' : 'DESC';
    const found = await this.members.page(query, { sort, direction, skip, take: pageSize });
    return { ...found, page, pageSize };
  }

  /** The summary cards of the admin screen. */
  summary(): Promise<MembersSummary> {
    return this.members.summary();
  }

  /** The matching members newest first, a batch at a time (for the CSV export). */
  batches(filter: MemberFilterDto, size = 1000): AsyncGenerator<CommunityMember[]> {
    return this.members.batches(filter, size);
  }
}
