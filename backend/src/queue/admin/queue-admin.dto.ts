import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { OptionalInteger } from '../../common/dto/transforms';
import { QUEUES } from '../queues';

export const QueueMessages = {
  unknownQueue: 'There is no such queue.',
  jobNotFound: 'There is no failed job with this id in this queue.',
  page: 'The page must be a whole number of 1 or more.',
  pageSize: 'The page size must be a whole number from 1 to 100.',
} as const;

export class QueueCountsDto {
  @ApiProperty({ example: 3 }) waiting: number;
  @ApiProperty({ example: 1 }) active: number;
  @ApiProperty({ example: 2 }) failed: number;
  @ApiProperty({ example: 0 }) delayed: number;
  @ApiProperty({ example: 412 }) completed: number;
}

export class QueueSummaryDto {
  @ApiProperty({ enum: QUEUES, example: 'email' }) name: string;
  @ApiProperty({ type: QueueCountsDto }) counts: QueueCountsDto;
}

export class FailedJobDto {
  @ApiProperty({ example: '1287' }) id: string;

  @ApiProperty({
    example: 'welcome',
    description: 'The kind of job, e.g. deliver, dispatch, welcome',
  })
  name: string;

  @ApiProperty({
    example: '421 4.7.0 Too many connections, try again later',
    description: 'The error of the last attempt',
  })
  failedReason: string;

  @ApiProperty({ example: 5 }) attemptsMade: number;
  @ApiProperty({ format: 'date-time', example: '2025-03-24T08:00:04.000Z' }) createdAt: string;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2025-03-24T08:31:10.000Z',
  })
  failedAt: string | null;
}

export class FailedJobsPageDto {
  @ApiProperty({ type: [FailedJobDto], description: 'Newest failure first' })
  items: FailedJobDto[];
  @ApiProperty({ example: 2 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
}

export class FailedJobsQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @OptionalInteger()
  @IsInt({ message: QueueMessages.page })
  @Min(1, { message: QueueMessages.page })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @OptionalInteger()
  @IsInt({ message: QueueMessages.pageSize })
  @Min(1, { message: QueueMessages.pageSize })
  @Max(100, { message: QueueMessages.pageSize })
  pageSize?: number;
}

export class RetryResultDto {
  @ApiProperty({ example: 2, description: 'How many failed jobs were moved back to waiting' })
  retried: number;
}
