import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/dto/optional';
import { TESTIMONIAL_STATUSES, TestimonialMessages as T } from '../community.constants';
import type { TestimonialStatus } from '../entities/testimonial.entity';

/** Moderation: a new status and/or the featured flag. */
export class UpdateTestimonialDto {
  @ApiPropertyOptional({ enum: TESTIMONIAL_STATUSES, example: 'approved' })
  @IsIn(TESTIMONIAL_STATUSES, { message: T.status })
  @IsOptionalNotNull()
  status?: TestimonialStatus;

  @ApiPropertyOptional({
    example: true,
    description: 'Only an approved testimonial can be featured',
  })
  @IsBoolean({ message: T.isFeatured })
  @IsOptionalNotNull()
  isFeatured?: boolean;
}
