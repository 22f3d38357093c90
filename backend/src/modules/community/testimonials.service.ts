import {
  BadRequestException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, Repository, type SelectQueryBuilder } from 'typeorm';
import type { SignedInMember } from '../../common/access/principals';
import { MEMBER_LOGIN_REQUIRED } from '../../common/access/access.guard';
import { TestimonialMessages } from './community.constants';
import { likePattern } from '../../database/like-pattern';
import { isForeignKeyViolation } from '../../database/database-errors';
import { pageOf, type PageQueryDto } from '../../common/dto/page-query.dto';
import type { AdminTestimonialQueryDto } from './dto/admin-testimonial-query.dto';
import type { CreateTestimonialDto } from './dto/create-testimonial.dto';
import type { UpdateTestimonialDto } from './dto/update-testimonial.dto';
import { Testimonial } from './entities/testimonial.entity';

/** A testimony's status as its author sees it: an approved one on the home page is `featured`. */
export type MemberTestimonyStatus = 'pending' | 'approved' | 'featured' | 'rejected';

export function memberTestimonyStatus(t: Testimonial): MemberTestimonyStatus {
  return t.status === 'approved' && t.isFeatured ? 'featured' : t.status;
}

/**
 * The most a public list answers without paging: the newest ones (issue 17; docs/spec-departures.md).
 * 5,000 approved testimonies would otherwise be a multi-megabyte answer on every community visit.
 */
export const PUBLIC_TESTIMONIALS_CAP = 100;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The moderation tab's counts. */
export interface TestimonialsSummary {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  featured: number;
}

@Injectable()
export class TestimonialsService {
  constructor(
    @InjectRepository(Testimonial) private readonly testimonials: Repository<Testimonial>,
    private readonly dataSource: DataSource,
  ) {}

  /** The newest approved testimonies (at most `PUBLIC_TESTIMONIALS_CAP`), optionally of one category. */
  listApproved(category?: string): Promise<Testimonial[]> {
    return this.testimonials.find({
      where: { status: 'approved', ...(category ? { category } : {}) },
      order: { submittedAt: 'DESC', id: 'DESC' },
      take: PUBLIC_TESTIMONIALS_CAP,
    });
  }

  /** One page of the approved testimonies, newest first, optionally of one category. */
  async pageApproved(query: PageQueryDto & { category?: string }): Promise<Page<Testimonial>> {
    const { page, pageSize, skip } = pageOf(query);
    const [items, total] = await this.testimonials.findAndCount({
      where: { status: 'approved', ...(query.category ? { category: query.category } : {}) },
      order: { submittedAt: 'DESC', id: 'DESC' },
      skip,
      take: pageSize,
    });
    return { items, total, page, pageSize };
  }

  /** Approved and featured, newest first (at most `PUBLIC_TESTIMONIALS_CAP`). */
  listFeatured(): Promise<Testimonial[]> {
    return this.testimonials.find({
      where: { status: 'approved', isFeatured: true },
      order: { submittedAt: 'DESC', id: 'DESC' },
      take: PUBLIC_TESTIMONIALS_CAP,
    });
  }

  /** A member's new testimony waits for moderation. */
  async submit(member: SignedInMember, input: CreateTestimonialDto): Promise<Testimonial> {
    try {
      return await this.testimonials.save(
        this.testimonials.create({
          name: input.name,
          // The account's address, not the one typed: replies must reach the member (a typed one
          // may be an old address).
          email: member.email,
          category: input.category,
          title: input.title,
          testimony: input.testimony,
          isAnonymous: input.isAnonymous ?? false,
          isFeatured: false,
          status: 'pending',
          memberId: member.id,
        }),
      );
    } catch (error) {
      // The member was deleted between the access check and the insert.
      if (isForeignKeyViolation(error)) throw new UnauthorizedException(MEMBER_LOGIN_REQUIRED);
      throw error;
    }
  }

  /** Every testimony (filtered when the query says so), newest first, for moderation. */
  listAll(query: AdminTestimonialQueryDto = {}): Promise<Testimonial[]> {
    return this.moderationQuery(query)
      .orderBy('t.submittedAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .getMany();
  }

  /** One page of the moderation list in the chosen order (issue 17). */
  async pageAll(query: AdminTestimonialQueryDto): Promise<Page<Testimonial>> {
    const { page, pageSize, skip } = pageOf(query);
    const sort = query.sort ?? 'submitted';
    const direction =
      (query.order ?? (sort === 'submitted' ? 'desc' : 'asc')) === 'asc' ? 'ASC' : 'DESC';
    const rows = this.moderationQuery(query);
    if (sort === 'title') rows.orderBy('lower("t"."title")', direction);
    else rows.orderBy('t.submittedAt', direction);
    const [items, total] = await rows
      .addOrderBy('t.id', direction)
      .offset(skip)
      .limit(pageSize)
      .getManyAndCount();
    return { items, total, page, pageSize };
  }

  /** The moderation tab's counts, in one aggregate query. */
  async summary(): Promise<TestimonialsSummary> {
    const [row] = (await this.testimonials.query(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE status = 'pending')::int AS "pending",
              count(*) FILTER (WHERE status = 'approved')::int AS "approved",
              count(*) FILTER (WHERE status = 'rejected')::int AS "rejected",
              count(*) FILTER (WHERE status = 'approved' AND is_featured)::int AS "featured"
         FROM testimonials`,
    )) as TestimonialsSummary[];
    return row;
  }

  /** The testimonies matching the moderation filters, in no order yet. */
  private moderationQuery(query: AdminTestimonialQueryDto): SelectQueryBuilder<Testimonial> {
    const rows = this.testimonials.createQueryBuilder('t');
    if (query.status !== undefined) rows.andWhere('t.status = :status', { status: query.status });
    if (query.category !== undefined)
      rows.andWhere('t.category = :category', { category: query.category });
    if (query.isFeatured !== undefined)
      rows.andWhere('t.isFeatured = :featured', { featured: query.isFeatured });
    if (query.search !== undefined) {
      const pattern = likePattern(query.search);
      rows.andWhere(
        new Brackets((q) =>
          q
            .where('t.title ILIKE :pattern', { pattern })
            .orWhere('t.testimony ILIKE :pattern', { pattern })
            .orWhere('t.name ILIKE :pattern', { pattern })
            .orWhere('t.email ILIKE :pattern', { pattern }),
        ),
      );
    }
    return rows;
  }

  /**
   * Moderation (spec §4): approving records when and by whom; leaving "approved" (reject, or back to
   * pending) clears the approval and the featured flag; only an approved testimony can be featured.
   */
  update(id: number, change: UpdateTestimonialDto, adminUsername: string): Promise<Testimonial> {
    if (change.status === undefined && change.isFeatured === undefined)
      throw new BadRequestException(TestimonialMessages.nothingToUpdate);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(Testimonial);
      const testimonial = await repo.findOne({
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!testimonial) throw new NotFoundException(TestimonialMessages.notFound);

      if (change.status !== undefined && change.status !== testimonial.status) {
        testimonial.status = change.status;
        // The retention period of a rejected testimony counts from its rejection.
        testimonial.rejectedAt = change.status === 'rejected' ? new Date() : null;
        if (change.status === 'approved') {
          testimonial.approvedAt = new Date();
          testimonial.approvedBy = adminUsername;
        } else {
          testimonial.approvedAt = null;
          testimonial.approvedBy = null;
          testimonial.isFeatured = false;
        }
      }
      if (change.isFeatured !== undefined) {
        if (change.isFeatured && testimonial.status !== 'approved')
          throw new BadRequestException(TestimonialMessages.featureNotApproved);
        testimonial.isFeatured = change.isFeatured;
      }
      return repo.save(testimonial);
    });
  }

  async delete(id: number): Promise<void> {
    const result = await this.testimonials.delete({ id });
    if (!result.affected) throw new NotFoundException(TestimonialMessages.notFound);
  }

  /** A member's own testimonies, newest first. */
  listForMember(memberId: number): Promise<Testimonial[]> {
    return this.testimonials.find({
      where: { memberId },
      order: { submittedAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * Erasing a member (in the caller's transaction): their approved testimonies stay, published, as
   * 'Anonymous' and linked to nobody; the others (pending, rejected) are deleted. A testimony is the
   * member's when it is linked to them or was given with their address.
   */
  async eraseMember(manager: EntityManager, memberId: number, email: string): Promise<void> {
    const theirs = '(member_id = :memberId OR lower(email) = :email)';
    const params = { memberId, email: email.toLowerCase() };
    await manager
      .createQueryBuilder()
      .update(Testimonial)
      .set({ name: 'Anonymous', email: '', isAnonymous: true, memberId: null })
      .where(`${theirs} AND status = 'approved'`, params)
      .execute();
    await manager.createQueryBuilder().delete().from(Testimonial).where(theirs, params).execute();
  }
}
