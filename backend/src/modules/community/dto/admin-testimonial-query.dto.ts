import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SortedPageQueryDto } from '../../../common/dto/page-query.dto';
import { EmptyAsAbsent, OptionalText, QueryBoolean } from '../../../common/dto/transforms';
import {
  TESTIMONIAL_STATUSES,
  TESTIMONY_CATEGORIES,
  TestimonialMessages,
} from '../community.constants';
import type { TestimonialStatus } from '../entities/testimonial.entity';

export const ADMIN_TESTIMONIAL_SORTS = ['submitted', 'title'] as const;
export type AdminTestimonialSort = (typeof ADMIN_TESTIMONIAL_SORTS)[number];

/**
 * The moderation list's query: the filters of the Testimonials tab (its inner tabs are statuses),
 * and one page in the chosen order, so the tab need not load every testimony. Without `page` and `pageSize` the list answers the
 * spec's plain array.
 */
export class AdminTestimonialQueryDto extends SortedPageQueryDto {
  @ApiPropertyOptional({ enum: TESTIMONIAL_STATUSES, description: 'Only this status' })
  @IsIn(TESTIMONIAL_STATUSES, { message: TestimonialMessages.status })
  @IsOptional()
  @OptionalText()
  status?: TestimonialStatus;

  @ApiPropertyOptional({ enum: TESTIMONY_CATEGORIES, description: 'Only this category' })
  @IsIn(TESTIMONY_CATEGORIES, { message: TestimonialMessages.category })
  @IsOptional()
  @OptionalText()
  category?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Featured ones only, or none' })
  @IsBoolean({ message: 'isFeatured must be true or false' })
  @IsOptional()
  @QueryBoolean()
  isFeatured?: boolean;

  @ApiPropertyOptional({
    description: 'Part of the title, testimony, name or e-mail, any case, as typed',
  })
  @MaxLength(200, { message: 'Search must be at most 200 characters' })
  @IsString({ message: 'Search must be text' })
  @IsOptional()
  @EmptyAsAbsent()
  search?: string;

  @ApiPropertyOptional({
    enum: ADMIN_TESTIMONIAL_SORTS,
    description: 'Order by (default submitted, newest first; title A to Z)',
  })
  @IsIn(ADMIN_TESTIMONIAL_SORTS, {
    message: `sort must be one of ${ADMIN_TESTIMONIAL_SORTS.join(', ')}`,
  })
  @IsOptional()
  @OptionalText()
  sort?: AdminTestimonialSort;
}
