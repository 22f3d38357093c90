import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SortedPageQueryDto } from '../../../common/dto/page-query.dto';
import { OptionalText } from '../../../common/dto/transforms';
import {
  COUNSELING_CATEGORIES,
  COUNSELING_STATUSES,
  CounselingMessages,
  URGENCIES,
} from '../counseling.constants';
import type { CounselingStatus } from '../entities/counseling-request.entity';

export const ADMIN_COUNSELING_SORTS = ['triage', 'submitted'] as const;
export type AdminCounselingSort = (typeof ADMIN_COUNSELING_SORTS)[number];

/**
 * The Counseling tab's query: filters on the plain columns, and one page in the chosen order, so the
 * tab no longer loads every request (docs/spec-departures.md, the Counseling Requests row).
 * No text search: the narrative fields are encrypted at rest, so the database cannot match them.
 * Without `page` and `pageSize` the list answers the spec's plain array.
 */
export class AdminCounselingQueryDto extends SortedPageQueryDto {
  @ApiPropertyOptional({ enum: COUNSELING_STATUSES, description: 'Only this status' })
  @IsIn(COUNSELING_STATUSES, { message: CounselingMessages.status })
  @IsOptional()
  @OptionalText()
  status?: CounselingStatus;

  @ApiPropertyOptional({ enum: URGENCIES, description: 'Only this urgency' })
  @IsIn(URGENCIES, { message: CounselingMessages.urgency })
  @IsOptional()
  @OptionalText()
  urgency?: string;

  @ApiPropertyOptional({ enum: COUNSELING_CATEGORIES, description: 'Only this category' })
  @IsIn(COUNSELING_CATEGORIES, { message: CounselingMessages.category })
  @IsOptional()
  @OptionalText()
  category?: string;

  @ApiPropertyOptional({
    enum: ADMIN_COUNSELING_SORTS,
    description:
      'Order by (default triage: urgent, then soon, then normal, oldest first within each; desc ' +
      'reverses it). submitted: by submission, newest first unless order=asc',
  })
  @IsIn(ADMIN_COUNSELING_SORTS, {
    message: `sort must be one of ${ADMIN_COUNSELING_SORTS.join(', ')}`,
  })
  @IsOptional()
  @OptionalText()
  sort?: AdminCounselingSort;
}
