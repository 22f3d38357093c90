import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import { AuditTargetNamer, namesFromRows } from '../../common/audit/audit-target-names';
import type { ConsentGiven } from '../../common/consent/consent-proof';
import { likePattern } from '../../database/like-pattern';
import type { MemberFilterDto } from './dto/member-filter.dto';
import type { MemberSort } from './dto/member-list-query.dto';
import { CommunityMember } from './entities/community-member.entity';

/** The summary cards of the members screen. */
export interface MembersSummary {
  total: number;
  subscribers: number;
  newBelievers: number;
  needPrayer: number;
}

/** How a page of the members screen is ordered and cut. */
export interface MembersPageOrder {
  sort: MemberSort;
  direction: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

/** The queries of the community's members (table community_members). */
@Injectable()
export class MembersRepository {
  constructor(
    @InjectRepository(CommunityMember) private readonly members: Repository<CommunityMember>,
  ) {}

  /** Inserts a new member; a taken address throws PostgreSQL's unique violation. */
  insert(fields: Partial<CommunityMember>): Promise<CommunityMember> {
    return this.members.save(this.members.create(fields));
  }

  /** Writes a member read before, as changed. */
  async save(member: CommunityMember): Promise<void> {
    await this.members.save(member);
  }

  /** `email` as stored: trimmed and lower-cased. */
  findByEmail(email: string): Promise<CommunityMember | null> {
    return this.members.findOneBy({ email });
  }

  existsByEmail(email: string): Promise<boolean> {
    return this.members.existsBy({ email });
  }

  findById(id: number): Promise<CommunityMember | null> {
    return this.members.findOneBy({ id });
  }

  /** Only the id and address of a member, the little a session check needs. */
  findIdAndEmail(id: number): Promise<Pick<CommunityMember, 'id' | 'email' | 'language'> | null> {
    return this.members.findOne({
      where: { id },
      select: { id: true, email: true, language: true },
    });
  }

  /** Turning e-mail updates on records the opt-in's proof; turning them off keeps the last one. */
  async setSubscribeToEmails(
    id: number,
    subscribeToEmails: boolean,
    consent?: ConsentGiven,
  ): Promise<void> {
    await this.members.update(
      { id },
      consent && subscribeToEmails
        ? {
            subscribeToEmails,
            emailConsentAt: consent.at,
            emailConsentAddress: consent.clientAddress,
          }
        : { subscribeToEmails },
    );
  }

  /**
   * The owner of the address confirmed by the e-mailed link: a member with it who accepts e-mail has
   * this confirmation as the proof of the opt-in.
   */
  async recordConsentOfAddress(email: string, consent: ConsentGiven): Promise<void> {
    await this.members
      .createQueryBuilder()
      .update()
      .set({ emailConsentAt: consent.at, emailConsentAddress: consent.clientAddress })
      .where('lower(email) = :email AND subscribe_to_emails', { email: email.toLowerCase() })
      .execute();
  }

  /** Changes the member's address; one that is taken throws PostgreSQL's unique violation. */
  async setEmail(id: number, email: string): Promise<void> {
    await this.members.update({ id }, { email });
  }

  /** The member with this address (lower-cased) no longer accepts e-mail. */
  async unsubscribeAddress(email: string): Promise<void> {
    await this.members
      .createQueryBuilder()
      .update()
      .set({ subscribeToEmails: false, updatedAt: () => 'now()' })
      .where('lower(email) = :email AND subscribe_to_emails', { email })
      .execute();
  }

  /** The member with this address (lower-cased) accepts e-mail: they confirmed it by their link. */
  async subscribeAddress(email: string): Promise<void> {
    await this.members
      .createQueryBuilder()
      .update()
      .set({ subscribeToEmails: true, updatedAt: () => 'now()' })
      .where('lower(email) = :email AND NOT subscribe_to_emails', { email })
      .execute();
  }

  /** The matching members, newest first. */
  list(filter: MemberFilterDto): Promise<CommunityMember[]> {
    return this.filtered(filter)
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .getMany();
  }

  /**
   * One page of the matching members, the number that match and the number of all members (without a
   * filter these are one count, made once).
   */
  async page(
    filter: MemberFilterDto,
    order: MembersPageOrder,
  ): Promise<{ items: CommunityMember[]; total: number; totalMembers: number }> {
    const { direction } = order;
    const rows = this.filtered(filter);
    const matching = rows.expressionMap.wheres.length > 0 ? rows.clone().getCount() : undefined;
    if (order.sort === 'name') {
      rows
        .orderBy('lower("m"."first_name")', direction)
        .addOrderBy('lower("m"."last_name")', direction);
    } else if (order.sort === 'email') {
      rows.orderBy('m.email', direction);
    } else {
      rows.orderBy('m.createdAt', direction);
    }
    const [items, total, totalMembers] = await Promise.all([
      rows.addOrderBy('m.id', direction).offset(order.skip).limit(order.take).getMany(),
      matching,
      this.members.count(),
    ]);
    return { items, total: total ?? totalMembers, totalMembers };
  }

  /** The summary cards, in one aggregate query. */
  async summary(): Promise<MembersSummary> {
    const [row] = (await this.members.query(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE subscribe_to_emails)::int AS "subscribers",
              count(*) FILTER (WHERE spiritual_level = 'new_believer')::int AS "newBelievers",
              count(*) FILTER (WHERE 'prayer' = ANY(needs))::int AS "needPrayer"
         FROM community_members`,
    )) as MembersSummary[];
    return row;
  }

  /**
   * The matching members newest first, a batch at a time (keyset on the id, which follows the order of
   * joining), so an export of 50,000 holds one batch in memory, not the list, and each batch is read
   * from the primary key's index.
   */
  async *batches(filter: MemberFilterDto, size: number): AsyncGenerator<CommunityMember[]> {
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

  /** Names members by their name for the audit trail. */
  names(): AuditTargetNamer {
    return namesFromRows(this.members, (m) => `${m.firstName} ${m.lastName}`.trim());
  }

  /** The members that match the admin screen's filters (spec §4), in no order yet. */
  private filtered(filter: MemberFilterDto): SelectQueryBuilder<CommunityMember> {
    const query = this.members.createQueryBuilder('m');
    if (filter.search !== undefined) {
      const pattern = likePattern(filter.search);
      query.andWhere(
        new Brackets(
          (q) =>
            q
              .where('m.firstName ILIKE :pattern', { pattern })
              .orWhere('m.lastName ILIKE :pattern', { pattern })
              .orWhere('lower(m.email) ILIKE :pattern', { pattern }), // its trigram index's expression
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
