import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { OptionalInteger, OptionalText } from '../../../common/dto/transforms';
import { MemberFilterDto } from './member-filter.dto';

export const MEMBER_SORTS = ['joined', 'name', 'email'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const MAX_MEMBERS_PAGE_SIZE = 100;

/**
 * The members list's query (issue 17): the screen's filters, and one page of the matching members in
 * the chosen order. Without `page` and `pageSize` the list answers the spec's plain array.
 */
export class MemberListQueryDto extends MemberFilterDto {
  @ApiPropertyOptional({
    minimum: 1,
    description: 'Which page (from 1); asks for the paged answer',
  })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1_000_000, { message: 'page must be at most 1000000' })
  @IsInt({ message: 'page must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_MEMBERS_PAGE_SIZE,
    description: 'Members per page (default 20); asks for the paged answer',
  })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(MAX_MEMBERS_PAGE_SIZE, {
    message: `pageSize must be at most ${MAX_MEMBERS_PAGE_SIZE}`,
  })
  @IsInt({ message: 'pageSize must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  pageSize?: number;

  @ApiPropertyOptional({ enum: MEMBER_SORTS, description: 'Order by (default joined)' })
  @IsIn(MEMBER_SORTS, { message: `sort must be one of ${MEMBER_SORTS.join(', ')}` })
  @IsOptional()
  @OptionalText()
  sort?: MemberSort;

  @ApiPropertyOptional({
    enum: SORT_ORDERS,
    description: 'Direction (default: newest first when by joined, A to Z otherwise)',
  })
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  @IsOptional()
  @OptionalText()
  order?: SortOrder;
}
