import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { OptionalInteger, OptionalText } from './transforms';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The largest page any list answers: a page stays small at any size of the list. */
export const MAX_PAGE_SIZE = 100;

/** Whether a list query asks for the paged answer rather than the spec's plain array. */
export function wantsPage(query: { page?: number; pageSize?: number }): boolean {
  return query.page !== undefined || query.pageSize !== undefined;
}

/**
 * `page` and `pageSize` of a list that answers the spec's plain array without them and `{items,
 * total, page, pageSize}` with either (the members list's contract; docs/api-changelog.md, 3.0.0).
 */
export class PageQueryDto {
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
    maximum: MAX_PAGE_SIZE,
    description: 'Items per page (default 20); asks for the paged answer',
  })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  @IsInt({ message: 'pageSize must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  pageSize?: number;
}

/** `PageQueryDto` with a direction for the list's sort. */
export class SortedPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SORT_ORDERS, description: 'Direction of the sort' })
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  @IsOptional()
  @OptionalText()
  order?: SortOrder;
}

/** Items per page when the caller asks for a page without saying how large. */
export const DEFAULT_PAGE_SIZE = 20;

/** The page and size a query asks for, defaults filled in. */
export function pageOf(query: PageQueryDto): { page: number; pageSize: number; skip: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, skip: (page - 1) * pageSize };
}
