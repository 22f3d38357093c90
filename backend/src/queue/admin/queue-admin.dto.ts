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
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() failed: number;
  @ApiProperty() delayed: number;
  @ApiProperty() completed: number;
}

export class QueueSummaryDto {
  @ApiProperty({ enum: QUEUES }) name: string;
  @ApiProperty({ type: QueueCountsDto }) counts: QueueCountsDto;
}

export class FailedJobDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The kind of job, e.g. deliver, dispatch, welcome' }) name: string;
  @ApiProperty({ description: 'The error of the last attempt' }) failedReason: string;
  @ApiProperty() attemptsMade: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) failedAt: string | null;
}

export class FailedJobsPageDto {
  @ApiProperty({ type: [FailedJobDto], description: 'Newest failure first' })
  items: FailedJobDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
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
  @ApiProperty({ description: 'How many failed jobs were moved back to waiting' }) retried: number;
}
