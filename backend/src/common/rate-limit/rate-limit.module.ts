import { Global, Module } from '@nestjs/common';
import { PublicWriteGuard } from './public-write.guard';
import { RateLimitService } from './rate-limit.service';

/** Shared counters of the core; features mark their routes with `@PublicWrite(bucket)`. */
@Global()
@Module({
  providers: [RateLimitService, PublicWriteGuard],
  exports: [RateLimitService, PublicWriteGuard],
})
export class RateLimitModule {}
