import {
  BadRequestException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { MEMBER_LOGIN_REQUIRED } from '../../common/access/access.guard';
import { TestimonialMessages } from './community.constants';
import { isForeignKeyViolation } from '../../database/database-errors';
import type { CreateTestimonialDto } from './dto/create-testimonial.dto';
import type { UpdateTestimonialDto } from './dto/update-testimonial.dto';
import { Testimonial } from './entities/testimonial.entity';

/** A testimony's status as its author sees it: an approved one on the home page is `featured`. */
export type MemberTestimonyStatus = 'pending' | 'approved' | 'featured' | 'rejected';

export function memberTestimonyStatus(t: Testimonial): MemberTestimonyStatus {
  return t.status === 'approved' && t.isFeatured ? 'featured' : t.status;
}

@Injectable()
export class TestimonialsService {
  constructor(
    @InjectRepository(Testimonial) private readonly testimonials: Repository<Testimonial>,
    private readonly dataSource: DataSource,
  ) {}

  /** Approved testimonies, newest first, optionally of one category. */
  listApproved(category?: string): Promise<Testimonial[]> {
    return this.testimonials.find({
      where: { status: 'approved', ...(category ? { category } : {}) },
      order: { submittedAt: 'DESC', id: 'DESC' },
    });
  }

  /** Approved and featured, newest first. */
  listFeatured(): Promise<Testimonial[]> {
    return this.testimonials.find({
      where: { status: 'approved', isFeatured: true },
      order: { submittedAt: 'DESC', id: 'DESC' },
    });
  }

  /** A member's new testimony waits for moderation. */
  async submit(memberId: number, input: CreateTestimonialDto): Promise<Testimonial> {
    try {
      return await this.testimonials.save(
        this.testimonials.create({
          name: input.name,
          email: input.email,
          category: input.category,
          title: input.title,
          testimony: input.testimony,
          isAnonymous: input.isAnonymous ?? false,
          isFeatured: false,
          status: 'pending',
          memberId,
        }),
      );
    } catch (error) {
      // The member was deleted between the access check and the insert.
      if (isForeignKeyViolation(error)) throw new UnauthorizedException(MEMBER_LOGIN_REQUIRED);
      throw error;
    }
  }

  /** Every testimony, newest first, for moderation. */
  listAll(): Promise<Testimonial[]> {
    return this.testimonials.find({ order: { submittedAt: 'DESC', id: 'DESC' } });
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
