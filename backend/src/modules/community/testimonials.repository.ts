import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, Repository, type SelectQueryBuilder } from 'typeorm';
import { AuditTargetNamer, namesFromRows } from '../../common/audit/audit-target-names';
import { likePattern } from '../../database/like-pattern';
import type { AdminTestimonialQueryDto } from './dto/admin-testimonial-query.dto';
import { Testimonial } from './entities/testimonial.entity';

/** The moderation tab's counts. */
export interface TestimonialsSummary {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  featured: number;
}

/** The moderation filters. */
export type ModerationFilter = Pick<
  AdminTestimonialQueryDto,
  'status' | 'category' | 'isFeatured' | 'search'
>;

export interface Slice {
  skip: number;
  take: number;
}

export type NewTestimonial = Pick<
  Testimonial,
  | 'name'
  | 'email'
  | 'category'
  | 'title'
  | 'testimony'
  | 'isAnonymous'
  | 'isFeatured'
  | 'status'
  | 'memberId'
>;

const NEWEST_FIRST = { submittedAt: 'DESC', id: 'DESC' } as const;

/** The queries of testimonies (table testimonials). */
@Injectable()
export class TestimonialsRepository {
  constructor(
    @InjectRepository(Testimonial) private readonly testimonials: Repository<Testimonial>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The newest approved testimonies, of one category when given, at most `take`. */
  newestApproved(category: string | undefined, take: number): Promise<Testimonial[]> {
    return this.testimonials.find({
      where: { status: 'approved', ...(category ? { category } : {}) },
      order: NEWEST_FIRST,
      take,
    });
  }

  /** A slice of the approved testimonies newest first, of one category when given; and how many. */
  approvedPage(category: string | undefined, slice: Slice): Promise<[Testimonial[], number]> {
    return this.testimonials.findAndCount({
      where: { status: 'approved', ...(category ? { category } : {}) },
      order: NEWEST_FIRST,
      skip: slice.skip,
      take: slice.take,
    });
  }

  /** The newest approved and featured testimonies, at most `take`. */
  newestFeatured(take: number): Promise<Testimonial[]> {
    return this.testimonials.find({
      where: { status: 'approved', isFeatured: true },
      order: NEWEST_FIRST,
      take,
    });
  }

  /** Inserts a testimony; a member deleted meanwhile throws PostgreSQL's foreign-key violation. */
  insert(fields: NewTestimonial): Promise<Testimonial> {
    return this.testimonials.save(this.testimonials.create(fields));
  }

  /** The matching testimonies, newest first. */
  moderationList(filter: ModerationFilter): Promise<Testimonial[]> {
    return this.moderationQuery(filter)
      .orderBy('t.submittedAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .getMany();
  }

  /** A slice of the matching testimonies by title or by submission, and how many match. */
  moderationPage(
    filter: ModerationFilter,
    order: Slice & { by: 'title' | 'submitted'; direction: 'ASC' | 'DESC' },
  ): Promise<[Testimonial[], number]> {
    const rows = this.moderationQuery(filter);
    if (order.by === 'title') rows.orderBy('lower("t"."title")', order.direction);
    else rows.orderBy('t.submittedAt', order.direction);
    return rows
      .addOrderBy('t.id', order.direction)
      .offset(order.skip)
      .limit(order.take)
      .getManyAndCount();
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

  /**
   * In one transaction, with the testimony locked: applies `change` (the caller's rules, which may
   * throw to change nothing) and stores the result. Null when there is no such testimony.
   */
  changeLocked(
    id: number,
    change: (testimonial: Testimonial) => void,
  ): Promise<Testimonial | null> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(Testimonial);
      const testimonial = await repo.findOne({
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!testimonial) return null;
      change(testimonial);
      return repo.save(testimonial);
    });
  }

  /** Deletes the testimony; false when there was none. */
  async delete(id: number): Promise<boolean> {
    const result = await this.testimonials.delete({ id });
    return Boolean(result.affected);
  }

  /** A member's own testimonies, newest first. */
  ofMember(memberId: number): Promise<Testimonial[]> {
    return this.testimonials.find({ where: { memberId }, order: NEWEST_FIRST });
  }

  /** Deletes the testimonies rejected before `before`; how many. */
  async deleteRejectedBefore(before: Date): Promise<number> {
    const result = await this.testimonials
      .createQueryBuilder()
      .delete()
      .where(`status = 'rejected' AND rejected_at < :before`, { before })
      .execute();
    return result.affected ?? 0;
  }

  /** Names testimonies by their title for the audit trail. */
  titles(): AuditTargetNamer {
    return namesFromRows(this.testimonials, (t) => t.title);
  }

  /** The testimonies matching the moderation filters, in no order yet. */
  private moderationQuery(filter: ModerationFilter): SelectQueryBuilder<Testimonial> {
    const rows = this.testimonials.createQueryBuilder('t');
    if (filter.status !== undefined) rows.andWhere('t.status = :status', { status: filter.status });
    if (filter.category !== undefined)
      rows.andWhere('t.category = :category', { category: filter.category });
    if (filter.isFeatured !== undefined)
      rows.andWhere('t.isFeatured = :featured', { featured: filter.isFeatured });
    if (filter.search !== undefined) {
      const pattern = likePattern(filter.search);
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
}
