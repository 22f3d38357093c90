import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import {
  FailedJobsPageDto,
  FailedJobsQueryDto,
  QueueSummaryDto,
  RetryResultDto,
} from './queue-admin.dto';
import { QueueAdminService } from './queue-admin.service';

@ApiTags('admin')
@Requires('system')
@Controller('api/admin/system/queues')
export class QueueAdminController {
  constructor(private readonly queues: QueueAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Every queue with its waiting, active, failed, delayed and completed jobs',
  })
  @ApiOkResponse({ type: [QueueSummaryDto] })
  list(): Promise<QueueSummaryDto[]> {
    return this.queues.summaries();
  }

  @Get(':queue/failed')
  @ApiOperation({ summary: "A page of a queue's failed jobs with their errors, newest first" })
  @ApiOkResponse({ type: FailedJobsPageDto })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: 'No such queue' })
  failed(
    @Param('queue') queue: string,
    @Query() query: FailedJobsQueryDto,
  ): Promise<FailedJobsPageDto> {
    return this.queues.failed(queue, query.page ?? 1, query.pageSize ?? 20);
  }

  @Post(':queue/failed/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move every failed job of a queue back to waiting' })
  @ApiOkResponse({ type: RetryResultDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: 'No such queue' })
  retryAll(@Param('queue') queue: string): Promise<RetryResultDto> {
    return this.queues.retryAll(queue);
  }

  @Post(':queue/failed/:jobId/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move one failed job back to waiting' })
  @ApiOkResponse({ type: RetryResultDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: 'No such queue or failed job' })
  retry(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<RetryResultDto> {
    return this.queues.retry(queue, jobId);
  }
}
