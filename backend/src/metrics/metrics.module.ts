import { Global, Module } from '@nestjs/common';
import { DatabaseProbe } from '../health/database-probe.repository';
import { MetricsService } from './metrics.service';

/** One metrics registry per process, for the HTTP app and the workers alike. */
@Global()
@Module({ providers: [DatabaseProbe, MetricsService], exports: [MetricsService] })
export class MetricsModule {}
