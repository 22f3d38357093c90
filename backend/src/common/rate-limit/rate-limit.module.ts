import { Global, Module } from '@nestjs/common';
import { PublicWriteGuard } from './public-write.guard';
import { RateLimitRepository } from './rate-limit.repository';
import { RateLimitService } from './rate-limit.service';

/**
 * Shared counters of the core: public-write limits (features mark their routes with `@PublicWrite(bucket)`),
 * member sign-in limits and the staff sign-in throttle (`RateLimitService.countAttempt`).
 */
@Global()
@Module({
  providers: [RateLimitRepository, RateLimitService, PublicWriteGuard],
  exports: [RateLimitService, PublicWriteGuard],
})
export class RateLimitModule {}
