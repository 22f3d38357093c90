import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TESTIMONY_CATEGORIES, TestimonialMessages } from '../community.constants';
import { OptionalText } from '../../../common/dto/transforms';

export class TestimonialQueryDto {
  @ApiPropertyOptional({ enum: TESTIMONY_CATEGORIES, description: 'Only this category' })
  @IsIn(TESTIMONY_CATEGORIES, { message: TestimonialMessages.category })
  @IsOptional()
  @OptionalText()
  category?: string;
}
