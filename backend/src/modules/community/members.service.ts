import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { DomainEvents, type EmailUnsubscribedEvent } from '../../common/events/domain-events';
import { MemberMessages } from './community.constants';
import { isUniqueViolation } from '../../database/database-errors';
import type { CreateMemberDto } from './dto/create-member.dto';
import type { MemberFilterDto } from './dto/member-filter.dto';
import { CommunityMember } from './entities/community-member.entity';

/** Escapes LIKE wildcards so a search matches the typed text literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

@Injectable()
export class MembersService {
  constructor(
    @InjectRepository(CommunityMember) private readonly members: Repository<CommunityMember>,
  ) {}

  /** Signs a new member up; a taken address is a 409 (the unique constraint decides, also in a race). */
  async create(input: CreateMemberDto): Promise<CommunityMember> {
    const member = this.members.create({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone ?? null,
      age: input.age ?? null,
      sex: input.sex ?? null,
      maritalStatus: input.maritalStatus ?? null,
      spiritualLevel: input.spiritualLevel ?? null,
      needs: input.needs ?? [],
      interests: input.interests ?? [],
      city: input.city ?? null,
      state: input.state ?? null,
      country: input.country ?? null,
      occupation: input.occupation ?? null,
      notes: input.notes ?? null,
      subscribeToEmails: input.subscribeToEmails ?? true,
    });
    try {
      return await this.members.save(member);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(MemberMessages.duplicate);
      throw error;
    }
  }

  /** `email` already trimmed and lower-cased, as stored. */
  findByEmail(email: string): Promise<CommunityMember | null> {
    return this.members.findOneBy({ email });
  }

  findById(id: number): Promise<CommunityMember | null> {
    return this.members.findOneBy({ id });
  }

  exists(id: number): Promise<boolean> {
    return this.members.existsBy({ id });
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
    const query = this.members
      .createQueryBuilder('m')
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC');
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
    return query.getMany();
  }

  /**
   * Removes the member. Their testimonies and counseling requests stay (the foreign keys are
   * ON DELETE SET NULL): the stories and the pastoral record outlive the account.
   */
  async delete(id: number): Promise<void> {
    const result = await this.members.delete({ id });
    if (!result.affected) throw new NotFoundException(MemberMessages.notFound);
  }
}
