import { Global, Module } from '@nestjs/common';
import { PublicWriteGuard } from './public-write.guard';
import { RateLimitService } from './rate-limit.service';

/**
 * Shared counters of the core: public-write limits (features mark their routes with `@PublicWrite(bucket)`),
 * member sign-in limits and the staff sign-in throttle (`RateLimitService.countAttempt`).
 */
@Global()
@Module({
  providers: [RateLimitService, PublicWriteGuard],
  exports: [RateLimitService, PublicWriteGuard],
})
export class RateLimitModule {}
