import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SortedPageQueryDto } from '../../../common/dto/page-query.dto';
import { OptionalText } from '../../../common/dto/transforms';
import { MemberFilterDto } from './member-filter.dto';

export const MEMBER_SORTS = ['joined', 'name', 'email'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/**
 * The members list's query (server-side paging, docs/spec-departures.md): the screen's filters, and one page of the matching members in
 * the chosen order (the paging every list shares, `SortedPageQueryDto`). Without `page` and
 * `pageSize` the list answers the spec's plain array.
 */
export class MemberListQueryDto extends IntersectionType(MemberFilterDto, SortedPageQueryDto) {
  @ApiPropertyOptional({
    enum: MEMBER_SORTS,
    description:
      'Order by (default joined); the default direction is newest first when by joined, A to Z otherwise',
  })
  @IsIn(MEMBER_SORTS, { message: `sort must be one of ${MEMBER_SORTS.join(', ')}` })
  @IsOptional()
  @OptionalText()
  sort?: MemberSort;
}
