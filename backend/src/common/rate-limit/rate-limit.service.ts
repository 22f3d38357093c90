import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { RetryLaterError } from '../errors/domain-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { type Limit, RateLimitRepository } from './rate-limit.repository';

export type { Limit } from './rate-limit.repository';

/** One counter to count an action on: `limit.points` actions of `bucket` per `key` and window. */
export interface LimitCheck {
  bucket: string;
  key: string;
  limit: Limit;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** 429 with Retry-After: too many of one action. The message is the caller's, else the generic one. */
export class TooManyRequestsError extends RetryLaterError {
  constructor(retryAfterSeconds: number, message = TOO_MANY_REQUESTS) {
    super(retryAfterSeconds, message);
  }
}

/**
 * Counts actions per key in PostgreSQL (`rate_limits`, rate-limiter-flexible's store), so every API
 * process shares the counts. One counter per bucket and key; each call counts first, atomically.
 */
@Injectable()
export class RateLimitService {
  constructor(
    private readonly counters: RateLimitRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The limit of public writes (counseling, testimonies, subscribe, sign-up) per client. */
  get publicWriteLimit(): Limit {
    return this.config.publicWriteLimit;
  }

  /** Counts one action; resolves to the seconds to wait when the key is over its limit, else 0. */
  consume(bucket: string, key: string, limit: Limit): Promise<number> {
    return this.counters.consume(bucket, key, limit);
  }

  /** Counts one action on `key`; past the limit, a 429 with `message` (TooManyRequestsError). */
  async take(bucket: string, key: string, limit: Limit, message?: string): Promise<void> {
    const wait = await this.consume(bucket, key, limit);
    if (wait > 0) throw new TooManyRequestsError(wait, message);
  }

  /**
   * Counts the action on every counter (per e-mail address, per client, ...); when any is over its limit,
   * answers 429 with `message` and Retry-After (the longest wait). Every counter counts, whatever the
   * outcome, so the answer tells nothing about which one was over. The exception filter sends the
   * Retry-After; `_res` is left for the callers that still pass their response.
   */
  async enforce(
    _res: Response | undefined,
    checks: LimitCheck[],
    message = TOO_MANY_REQUESTS,
  ): Promise<void> {
    let wait = 0;
    for (const { bucket, key, limit } of checks) {
      wait = Math.max(wait, await this.consume(bucket, key, limit));
    }
    if (wait > 0) throw new TooManyRequestsError(wait, message);
  }

  /**
   * Counts one attempt on `key` (prefixed `bucket:`) in one atomic upsert, before the attempt is
   * judged, and answers the seconds to wait (0: go ahead). Within its window a key may make
   * `limit.points` attempts; each one past that is refused and doubles the wait (one window for the
   * first, capped at `maxWaitSeconds`), so a client that keeps trying waits longer and longer, while
   * every other key stays as it was. A key whose time has passed starts again from one.
   */
  async countAttempt(
    bucket: string,
    key: string,
    limit: Limit,
    maxWaitSeconds = 86_400,
  ): Promise<number> {
    return (await this.countAttemptAndTell(bucket, key, limit, maxWaitSeconds)).wait;
  }

  /** `countAttempt`, also telling how many attempts the key has made in its window (this one too). */
  async countAttemptAndTell(
    bucket: string,
    key: string,
    limit: Limit,
    maxWaitSeconds = 86_400,
  ): Promise<{ wait: number; points: number }> {
    const now = Date.now();
    const { points, expire } = await this.counters.countAttempt(
      `${bucket}:${key}`,
      now,
      limit,
      maxWaitSeconds * 1000,
    );
    if (points <= limit.points) return { wait: 0, points };
    return { wait: Math.max(1, Math.ceil((expire - now) / 1000)), points };
  }

  /** Forgets the attempts counted on `key` (a successful sign-in clears its own counter). */
  forgetAttempts(bucket: string, key: string): Promise<void> {
    return this.counters.delete(`${bucket}:${key}`);
  }

  /**
   * Gives back one attempt counted on `key` (an attempt that turned out not to be a failure); a
   * counter left at nothing goes.
   */
  refundAttempt(bucket: string, key: string): Promise<void> {
    return this.counters.giveBackOne(`${bucket}:${key}`);
  }

  /** Deletes counters whose window ended more than `graceMs` ago (housekeeping; expiry is logical). */
  pruneExpired(graceMs = 3_600_000): Promise<number> {
    return this.counters.deleteExpiredBefore(Date.now() - graceMs);
  }
}
