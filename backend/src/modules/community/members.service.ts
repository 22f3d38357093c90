import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import {
  DomainEvents,
  type EmailUnsubscribedEvent,
  type MemberSubscribedEvent,
} from '../../common/events/domain-events';
import type { SignedInMember } from '../../common/access/principals';
import { pageOf } from '../../common/dto/page-query.dto';
import { likePattern } from '../../database/like-pattern';
import { isUniqueViolation } from '../../database/database-errors';
import { memberProfile } from './member-profile';
import type { CreateMemberDto } from './dto/create-member.dto';
import type { MemberFilterDto } from './dto/member-filter.dto';
import type { MemberListQueryDto } from './dto/member-list-query.dto';
import { CommunityMember } from './entities/community-member.entity';

@Injectable()
export class MembersService {
  private readonly logger = new Logger(MembersService.name);

  constructor(
    @InjectRepository(CommunityMember) private readonly members: Repository<CommunityMember>,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Signs a new member up. A taken address (the unique constraint decides, also in a race) changes
   * nothing: the member who has it is returned with `created: false`.
   */
  async create(input: CreateMemberDto): Promise<{ member: CommunityMember; created: boolean }> {
    const member = this.members.create({
      ...memberProfile(input),
      email: input.email,
      subscribeToEmails: input.subscribeToEmails ?? true,
    });
    let saved: CommunityMember;
    try {
      saved = await this.members.save(member);
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
    };
    try {
      await this.events.emitAsync(DomainEvents.memberSubscribed, event);
    } catch (error) {
      this.logger.error({ err: error, memberId: member.id }, 'A member.subscribed listener failed');
    }
  }

  /** `email` already trimmed and lower-cased, as stored. */
  findByEmail(email: string): Promise<CommunityMember | null> {
    return this.members.findOneBy({ email });
  }

  findById(id: number): Promise<CommunityMember | null> {
    // findOneBy({ id: undefined }) would answer any member.
    if (!Number.isInteger(id)) return Promise.resolve(null);
    return this.members.findOneBy({ id });
  }

  /** The member a session names, as routes see it; null once deleted. */
  async findSignedIn(id: number): Promise<SignedInMember | null> {
    const member = await this.members.findOne({ where: { id }, select: { id: true, email: true } });
    return member ? { id: member.id, email: member.email } : null;
  }

  /**
   * An address unsubscribed through a message's link: its member no longer accepts e-mail. The
   * unsubscribe page waits for this (errors are not suppressed, so the page never claims a list was
   * left when it was not).
   */
  @OnEvent(DomainEvents.emailUnsubscribed, { promisify: true, suppressErrors: false })
  async onEmailUnsubscribed({ email }: EmailUnsubscribedEvent): Promise<void> {
    await this.members
      .createQueryBuilder()
      .update()
      .set({ subscribeToEmails: false, updatedAt: () => 'now()' })
      .where('lower(email) = :email AND subscribe_to_emails', { email })
      .execute();
  }

  /** Newest first; filtered as the admin screen filters (spec §4). */
  list(filter: MemberFilterDto = {}): Promise<CommunityMember[]> {
    return this.filtered(filter)
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .getMany();
  }

  /**
   * One page of the matching members in the chosen order, the number that match and the number of
   * all members (issue 17: the screen no longer loads every member).
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
    const rows = this.filtered(query);
    // Without a filter the matching members are all members: counted once, not twice.
    const matching = rows.expressionMap.wheres.length > 0 ? rows.clone().getCount() : undefined;
    if (sort === 'name') {
      rows
        .orderBy('lower("m"."first_name")', direction)
        .addOrderBy('lower("m"."last_name")', direction);
    } else if (sort === 'email') {
      rows.orderBy('m.email', direction);
    } else {
      rows.orderBy('m.createdAt', direction);
    }
    const [items, total, totalMembers] = await Promise.all([
      rows.addOrderBy('m.id', direction).offset(skip).limit(pageSize).getMany(),
      matching,
      this.members.count(),
    ]);
    return { items, total: total ?? totalMembers, totalMembers, page, pageSize };
  }

  /** The summary cards of the admin screen, in one aggregate query. */
  async summary(): Promise<{
    total: number;
    subscribers: number;
    newBelievers: number;
    needPrayer: number;
  }> {
    const [row] = (await this.members.query(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE subscribe_to_emails)::int AS "subscribers",
              count(*) FILTER (WHERE spiritual_level = 'new_believer')::int AS "newBelievers",
              count(*) FILTER (WHERE 'prayer' = ANY(needs))::int AS "needPrayer"
         FROM community_members`,
    )) as { total: number; subscribers: number; newBelievers: number; needPrayer: number }[];
    return row;
  }

  /**
   * The matching members newest first, a batch at a time (keyset on the id, which follows the order of
   * joining), so an export of 50,000 holds one batch in memory, not the list, and each batch is read
   * from the primary key's index.
   */
  async *batches(filter: MemberFilterDto, size = 1000): AsyncGenerator<CommunityMember[]> {
    let before: number | undefined;
    for (;;) {
      const rows = this.filtered(filter);
      if (before !== undefined) rows.andWhere('m.id < :before', { before });
      const batch = await rows.orderBy('m.id', 'DESC').limit(size).getMany();
      if (batch.length > 0) yield batch;
      if (batch.length < size) return;
      before = batch[batch.length - 1].id;
    }
  }

  /** The members that match the admin screen's filters (spec §4), in no order yet. */
  private filtered(filter: MemberFilterDto): SelectQueryBuilder<CommunityMember> {
    const query = this.members.createQueryBuilder('m');
    if (filter.search !== undefined) {
      const pattern = likePattern(filter.search);
      query.andWhere(
        new Brackets((q) =>
          q
            .where('m.firstName ILIKE :pattern', { pattern })
            .orWhere('m.lastName ILIKE :pattern', { pattern })
            .orWhere('m.email ILIKE :pattern', { pattern }),
        ),
      );
    }
    if (filter.maritalStatus !== undefined)
      query.andWhere('m.maritalStatus = :maritalStatus', { maritalStatus: filter.maritalStatus });
    if (filter.spiritualLevel !== undefined)
      query.andWhere('m.spiritualLevel = :spiritualLevel', {
        spiritualLevel: filter.spiritualLevel,
      });
    if (filter.subscribeToEmails !== undefined)
      query.andWhere('m.subscribeToEmails = :subscribed', {
        subscribed: filter.subscribeToEmails,
      });
    return query;
  }
}
