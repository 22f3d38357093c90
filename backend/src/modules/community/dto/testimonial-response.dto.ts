import { ApiProperty } from '@nestjs/swagger';
import { TESTIMONIAL_STATUSES } from '../community.constants';
import type { Testimonial, TestimonialStatus } from '../entities/testimonial.entity';

/** A testimony as anyone may read it: never the e-mail, and no name when anonymous. */
export class PublicTestimonialDto {
  @ApiProperty({ example: 12 }) id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Naomi',
    description: 'null when anonymous',
  })
  name: string | null;

  @ApiProperty({ example: 'Restoration' }) category: string;
  @ApiProperty({ example: 'Restored after a long season' }) title: string;

  @ApiProperty({
    example:
      'After years of silence, my daughter and I prayed together again this spring. ' +
      'God restored what I thought was lost for good.',
  })
  testimony: string;

  @ApiProperty({ example: false }) isAnonymous: boolean;
  @ApiProperty({ example: true }) isFeatured: boolean;
  @ApiProperty({ example: '2025-03-09T14:20:00.000Z' }) submittedAt: Date;
}

/** A testimony as the moderators see it. */
export class AdminTestimonialDto {
  @ApiProperty({ example: 12 }) id: number;

  @ApiProperty({ example: 'Naomi', description: 'As submitted, also when anonymous' })
  name: string;

  @ApiProperty({ example: 'naomi@example.org' }) email: string;
  @ApiProperty({ example: 'Restoration' }) category: string;
  @ApiProperty({ example: 'Restored after a long season' }) title: string;

  @ApiProperty({
    example:
      'After years of silence, my daughter and I prayed together again this spring. ' +
      'God restored what I thought was lost for good.',
  })
  testimony: string;

  @ApiProperty({ example: false }) isAnonymous: boolean;
  @ApiProperty({ example: true }) isFeatured: boolean;
  @ApiProperty({ enum: TESTIMONIAL_STATUSES, example: 'approved' }) status: TestimonialStatus;
  @ApiProperty({ example: '2025-03-09T14:20:00.000Z' }) submittedAt: Date;

  @ApiProperty({ type: Date, nullable: true, example: '2025-03-10T08:45:00.000Z' })
  approvedAt: Date | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'admin',
    description: 'Username of the approving admin',
  })
  approvedBy: string | null;

  @ApiProperty({ example: '2025-03-09T14:20:00.000Z' }) createdAt: Date;
}

export function toPublicTestimonial(t: Testimonial): PublicTestimonialDto {
  return {
    id: t.id,
    name: t.isAnonymous ? null : t.name,
    category: t.category,
    title: t.title,
    testimony: t.testimony,
    isAnonymous: t.isAnonymous,
    isFeatured: t.isFeatured,
    submittedAt: t.submittedAt,
  };
}

export function toAdminTestimonial(t: Testimonial): AdminTestimonialDto {
  return {
    id: t.id,
    name: t.name,
    email: t.email,
    category: t.category,
    title: t.title,
    testimony: t.testimony,
    isAnonymous: t.isAnonymous,
    isFeatured: t.isFeatured,
    status: t.status,
    submittedAt: t.submittedAt,
    approvedAt: t.approvedAt,
    approvedBy: t.approvedBy,
    createdAt: t.createdAt,
  };
}

/** One page of the moderation list. */
export class AdminTestimonialsPageDto {
  @ApiProperty({ type: [AdminTestimonialDto] })
  items: AdminTestimonialDto[];

  @ApiProperty({ description: 'Testimonies matching the filters', example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  pageSize: number;
}

/** The Testimonials tab's counts, from one aggregate query (not from a loaded list). */
export class AdminTestimonialsSummaryDto {
  @ApiProperty({ description: 'Every testimony, any status', example: 5000 })
  total: number;

  @ApiProperty({ example: 12 })
  pending: number;

  @ApiProperty({ example: 4800 })
  approved: number;

  @ApiProperty({ example: 188 })
  rejected: number;

  @ApiProperty({ description: 'Approved and featured', example: 3 })
  featured: number;
}

/** One page of the published testimonies. */
export class PublicTestimonialsPageDto {
  @ApiProperty({ type: [PublicTestimonialDto] })
  items: PublicTestimonialDto[];

  @ApiProperty({ description: 'Published testimonies (of the category, when given)', example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  pageSize: number;
}
