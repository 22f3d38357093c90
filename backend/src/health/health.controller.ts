import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Queue } from 'bullmq';
import { Public } from '../common/access/access.decorators';
import { QUEUE_BACKEND } from '../queue/queue.module';
import { SYSTEM_QUEUE } from '../queue/queue.constants';
import { DatabaseProbe } from './database-probe.repository';
import { withTimeout } from './probe';

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'], example: 'ok' }) status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'], example: 'up' }) database: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'], example: 'up' }) queue: 'up' | 'down';
  @ApiProperty({ enum: ['redis', 'postgres'], example: 'redis' }) queueBackend: string;
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    @InjectQueue(SYSTEM_QUEUE) private readonly queue: Queue,
    @Inject(QUEUE_BACKEND) private readonly queueBackend: string,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Whether the database and the queue answer' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponseDto> {
    const [database, queue] = await Promise.all([
      probe(() => this.database.ping()),
      probe(() => this.queue.getJobCounts('waiting')),
    ]);
    const result: HealthResponseDto = {
      status: database === 'up' && queue === 'up' ? 'ok' : 'error',
      database,
      queue,
      queueBackend: this.queueBackend,
    };
    if (result.status !== 'ok') res.status(503);
    return result;
  }
}

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    await withTimeout(check());
    return 'up';
  } catch {
    return 'down';
  }
}
