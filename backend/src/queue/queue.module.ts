import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DATABASE_DIRECT_URL } from '../database/database.tokens';
import { queueConnection } from './queue-connection';
import { QueueConsumersService } from './queue-consumers.service';
import { FAILED_JOBS_KEPT, SYSTEM_QUEUE } from './queue.constants';

export const QUEUE_BACKEND = Symbol('QUEUE_BACKEND');

const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  // Failed jobs stay for inspection, for a while.
  removeOnFail: FAILED_JOBS_KEPT,
};

@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      // The PostgreSQL backend LISTENs for new jobs: past a pooler, it needs the direct connection.
      inject: [APP_CONFIG, DATABASE_DIRECT_URL],
      useFactory: (config: AppConfig, databaseUrl: string) => ({
        ...queueConnection(config.redisUrl, databaseUrl).options,
        prefix: config.queuePrefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    BullModule.registerQueue({ name: SYSTEM_QUEUE }),
  ],
  providers: [
    QueueConsumersService,
    {
      provide: QUEUE_BACKEND,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.redisUrl ? 'redis' : 'postgres'),
    },
  ],
  exports: [BullModule, QUEUE_BACKEND],
})
export class QueueModule {}
