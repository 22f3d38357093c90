import { Global, Module } from '@nestjs/common';
import { MetricsService } from './metrics.service';

/** One metrics registry per process, for the HTTP app and the workers alike. */
@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}
