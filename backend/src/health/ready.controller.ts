import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Queue } from 'bullmq';
import type { Response } from 'express';
import { Public } from '../common/access/access.decorators';
import { SYSTEM_QUEUE } from '../queue/queue.constants';
import { DatabaseProbe } from './database-probe.repository';
import { withTimeout } from './probe';

export class ReadyCheckDto {
  @ApiProperty({ enum: ['ok', 'failed'], example: 'ok' }) status: 'ok' | 'failed';

  @ApiPropertyOptional({
    example: 'connect ECONNREFUSED 127.0.0.1:5432',
    description: 'Why the check failed',
  })
  detail?: string;
}

export class ReadyChecksDto {
  @ApiProperty({ type: ReadyCheckDto, description: 'The database answers a query' })
  database: ReadyCheckDto;
  @ApiProperty({ type: ReadyCheckDto, description: 'The queue backend answers' })
  queue: ReadyCheckDto;
  @ApiProperty({ type: ReadyCheckDto, description: 'Every migration of this build is applied' })
  migrations: ReadyCheckDto;
}

export class ReadyResponseDto {
  @ApiProperty({ enum: ['ready', 'not-ready'], example: 'ready' }) status: 'ready' | 'not-ready';
  @ApiProperty({ type: ReadyChecksDto }) checks: ReadyChecksDto;
}

/**
 * Readiness for orchestrators (load balancers, Kubernetes, Compose): whether this process can serve
 * now. Unlike /api/health it also checks that the schema matches this build, so a process started
 * against a database whose migrations have not run yet (or were rolled back) takes no traffic.
 */
@ApiTags('health')
@Controller('api/ready')
export class ReadyController {
  constructor(
    private readonly database: DatabaseProbe,
    @InjectQueue(SYSTEM_QUEUE) private readonly queue: Queue,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Whether this process is ready: database, queue and migrations' })
  @ApiOkResponse({ type: ReadyResponseDto })
  @ApiServiceUnavailableResponse({ type: ReadyResponseDto, description: 'A check failed' })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadyResponseDto> {
    const [database, queue, migrations] = await Promise.all([
      check(() => this.database.ping()),
      check(() => this.queue.getJobCounts('waiting')),
      check(async () => {
        const pending = await this.database.pendingMigrations();
        if (pending.length) throw new Error(`pending: ${pending.join(', ')}`);
      }),
    ]);
    const checks = { database, queue, migrations };
    const ready = Object.values(checks).every((c) => c.status === 'ok');
    if (!ready) res.status(503);
    return { status: ready ? 'ready' : 'not-ready', checks };
  }
}

async function check(run: () => Promise<unknown>): Promise<ReadyCheckDto> {
  try {
    await withTimeout(run());
    return { status: 'ok' };
  } catch (error) {
    return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}
