import { Global, Module } from '@nestjs/common';
import { LoginThrottleService } from './login-throttle.service';
import { PublicWriteGuard } from './public-write.guard';
import { RateLimitService } from './rate-limit.service';

/**
 * Shared counters of the core: public-write limits (features mark their routes with `@PublicWrite(bucket)`)
 * and failed sign-in counts (`LoginThrottleService`, used by staff and member sign-in alike).
 */
@Global()
@Module({
  providers: [RateLimitService, PublicWriteGuard, LoginThrottleService],
  exports: [RateLimitService, PublicWriteGuard, LoginThrottleService],
})
export class RateLimitModule {}
