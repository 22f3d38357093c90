import { Injectable } from '@nestjs/common';
import type { SignedInMember } from '../../common/access/principals';
import { isForeignKeyViolation } from '../../database/database-errors';
import { pageOf, type PageQueryDto } from '../../common/dto/page-query.dto';
import {
  FeatureNotApprovedError,
  MemberSignedOutError,
  NothingToModerateError,
  TestimonialNotFoundError,
} from './community.errors';
import type { AdminTestimonialQueryDto } from './dto/admin-testimonial-query.dto';
import type { CreateTestimonialDto } from './dto/create-testimonial.dto';
import type { UpdateTestimonialDto } from './dto/update-testimonial.dto';
import type { Testimonial } from './entities/testimonial.entity';
import { TestimonialsRepository, type TestimonialsSummary } from './testimonials.repository';

export type { TestimonialsSummary } from './testimonials.repository';

/** A testimony's status as its author sees it: an approved one on the home page is `featured`. */
export type MemberTestimonyStatus = 'pending' | 'approved' | 'featured' | 'rejected';

export function memberTestimonyStatus(t: Testimonial): MemberTestimonyStatus {
  return t.status === 'approved' && t.isFeatured ? 'featured' : t.status;
}

/**
 * The most a public list answers without paging: the newest ones (docs/spec-departures.md). 5,000
 * approved testimonies would otherwise be a multi-megabyte answer on every community visit.
 */
export const PUBLIC_TESTIMONIALS_CAP = 100;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

@Injectable()
export class TestimonialsService {
  constructor(private readonly testimonials: TestimonialsRepository) {}

  /** The newest approved testimonies (at most `PUBLIC_TESTIMONIALS_CAP`), optionally of one category. */
  listApproved(category?: string): Promise<Testimonial[]> {
    return this.testimonials.newestApproved(category, PUBLIC_TESTIMONIALS_CAP);
  }

  /** One page of the approved testimonies, newest first, optionally of one category. */
  async pageApproved(query: PageQueryDto & { category?: string }): Promise<Page<Testimonial>> {
    const { page, pageSize, skip } = pageOf(query);
    const [items, total] = await this.testimonials.approvedPage(query.category || undefined, {
      skip,
      take: pageSize,
    });
    return { items, total, page, pageSize };
  }

  /** Approved and featured, newest first (at most `PUBLIC_TESTIMONIALS_CAP`). */
  listFeatured(): Promise<Testimonial[]> {
    return this.testimonials.newestFeatured(PUBLIC_TESTIMONIALS_CAP);
  }

  /** A member's new testimony waits for moderation. */
  async submit(member: SignedInMember, input: CreateTestimonialDto): Promise<Testimonial> {
    try {
      return await this.testimonials.insert({
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
      });
    } catch (error) {
      // The member was deleted between the access check and the insert.
      if (isForeignKeyViolation(error)) throw new MemberSignedOutError();
      throw error;
    }
  }

  /** Every testimony (filtered when the query says so), newest first, for moderation. */
  listAll(query: AdminTestimonialQueryDto = {}): Promise<Testimonial[]> {
    return this.testimonials.moderationList(query);
  }

  /**
   * One page of the moderation list in the chosen order: by submission (newest first unless asked
   * otherwise) or by title (A to Z unless asked otherwise).
   */
  async pageAll(query: AdminTestimonialQueryDto): Promise<Page<Testimonial>> {
    const { page, pageSize, skip } = pageOf(query);
    const sort = query.sort ?? 'submitted';
    const direction =
      (query.order ?? (sort === 'submitted' ? 'desc' : 'asc')) === 'asc' ? 'ASC' : 'DESC';
    const [items, total] = await this.testimonials.moderationPage(query, {
      by: sort,
      direction,
      skip,
      take: pageSize,
    });
    return { items, total, page, pageSize };
  }

  /** The moderation tab's counts. */
  summary(): Promise<TestimonialsSummary> {
    return this.testimonials.summary();
  }

  /**
   * Moderation (spec §4): approving records when and by whom; leaving "approved" (reject, or back to
   * pending) clears the approval and the featured flag; only an approved testimony can be featured.
   */
  async update(
    id: number,
    change: UpdateTestimonialDto,
    adminUsername: string,
  ): Promise<Testimonial> {
    if (change.status === undefined && change.isFeatured === undefined)
      throw new NothingToModerateError();
    const updated = await this.testimonials.changeLocked(id, (testimonial) =>
      moderate(testimonial, change, adminUsername, new Date()),
    );
    if (!updated) throw new TestimonialNotFoundError();
    return updated;
  }

  async delete(id: number): Promise<void> {
    if (!(await this.testimonials.delete(id))) throw new TestimonialNotFoundError();
  }

  /** A member's own testimonies, newest first. */
  listForMember(memberId: number): Promise<Testimonial[]> {
    return this.testimonials.ofMember(memberId);
  }
}

/** Applies a moderator's change to the testimony (see `TestimonialsService.update`). */
function moderate(
  testimonial: Testimonial,
  change: UpdateTestimonialDto,
  adminUsername: string,
  now: Date,
): void {
  if (change.status !== undefined && change.status !== testimonial.status) {
    testimonial.status = change.status;
    // The retention period of a rejected testimony counts from its rejection.
    testimonial.rejectedAt = change.status === 'rejected' ? now : null;
    if (change.status === 'approved') {
      testimonial.approvedAt = now;
      testimonial.approvedBy = adminUsername;
    } else {
      testimonial.approvedAt = null;
      testimonial.approvedBy = null;
      testimonial.isFeatured = false;
    }
  }
  if (change.isFeatured !== undefined) {
    if (change.isFeatured && testimonial.status !== 'approved') throw new FeatureNotApprovedError();
    testimonial.isFeatured = change.isFeatured;
  }
}
