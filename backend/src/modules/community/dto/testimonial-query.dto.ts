import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TESTIMONY_CATEGORIES, TestimonialMessages } from '../community.constants';
import { OptionalText } from '../../../common/dto/transforms';
import { PageQueryDto } from '../../../common/dto/page-query.dto';

/**
 * The public list's query. Without `page` and `pageSize` the answer is the spec's plain array, capped
 * at the newest `PUBLIC_TESTIMONIALS_CAP` (docs/spec-departures.md); with them, one page of all.
 */
export class TestimonialQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TESTIMONY_CATEGORIES, description: 'Only this category' })
  @IsIn(TESTIMONY_CATEGORIES, { message: TestimonialMessages.category })
  @IsOptional()
  @OptionalText()
  category?: string;
}
