import { ApiProperty } from '@nestjs/swagger';
import { TESTIMONIAL_STATUSES } from '../community.constants';
import type { Testimonial, TestimonialStatus } from '../entities/testimonial.entity';

/** A testimony as anyone may read it: never the e-mail, and no name when anonymous. */
export class PublicTestimonialDto {
  @ApiProperty() id: number;

  @ApiProperty({ type: String, nullable: true, description: 'null when anonymous' })
  name: string | null;

  @ApiProperty() category: string;
  @ApiProperty() title: string;
  @ApiProperty() testimony: string;
  @ApiProperty() isAnonymous: boolean;
  @ApiProperty() isFeatured: boolean;
  @ApiProperty() submittedAt: Date;
}

/** A testimony as the moderators see it. */
export class AdminTestimonialDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'As submitted, also when anonymous' }) name: string;
  @ApiProperty() email: string;
  @ApiProperty() category: string;
  @ApiProperty() title: string;
  @ApiProperty() testimony: string;
  @ApiProperty() isAnonymous: boolean;
  @ApiProperty() isFeatured: boolean;
  @ApiProperty({ enum: TESTIMONIAL_STATUSES }) status: TestimonialStatus;
  @ApiProperty() submittedAt: Date;
  @ApiProperty({ type: Date, nullable: true }) approvedAt: Date | null;

  @ApiProperty({ type: String, nullable: true, description: 'Username of the approving admin' })
  approvedBy: string | null;

  @ApiProperty() createdAt: Date;
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
