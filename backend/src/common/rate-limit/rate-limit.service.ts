import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export interface Limit {
  points: number;
  windowSeconds: number;
}

/** One counter to count an action on: `limit.points` actions of `bucket` per `key` and window. */
export interface LimitCheck {
  bucket: string;
  key: string;
  limit: Limit;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** A 429 that says when to come back: the exception filter sends `retryAfter` as Retry-After. */
export class RetryLaterException extends HttpException {
  constructor(
    readonly retryAfter: number,
    message = TOO_MANY_REQUESTS,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Counts actions per key in PostgreSQL (`rate_limits`, rate-limiter-flexible's store), so every API
 * process shares the counts. One counter per bucket and key; each call counts first, atomically.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The limit of public writes (counseling, testimonies, subscribe, sign-up) per client. */
  get publicWriteLimit(): Limit {
    return this.config.publicWriteLimit;
  }

  /** Counts one action; resolves to the seconds to wait when the key is over its limit, else 0. */
  async consume(bucket: string, key: string, limit: Limit): Promise<number> {
    try {
      await this.limiter(bucket, limit).consume(key);
      return 0;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes)
        return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw outcome;
    }
  }

  /** Counts one action on `key`; past the limit, a 429 with `message` (RetryLaterException). */
  async take(bucket: string, key: string, limit: Limit, message?: string): Promise<void> {
    const wait = await this.consume(bucket, key, limit);
    if (wait > 0) throw new RetryLaterException(wait, message);
  }

  /**
   * Counts the action on every counter (per e-mail address, per client, ...); when any is over its limit,
   * answers 429 with `message` and Retry-After (the longest wait). Every counter counts, whatever the
   * outcome, so the answer tells nothing about which one was over.
   */
  async enforce(res: Response, checks: LimitCheck[], message = TOO_MANY_REQUESTS): Promise<void> {
    let wait = 0;
    for (const { bucket, key, limit } of checks) {
      wait = Math.max(wait, await this.consume(bucket, key, limit));
    }
    if (wait === 0) return;
    res.setHeader('Retry-After', String(wait));
    throw new HttpException({ message }, HttpStatus.TOO_MANY_REQUESTS);
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
    const windowMs = limit.windowSeconds * 1000;
    const [row] = (await this.dataSource.query(
      `INSERT INTO rate_limits AS r (key, points, expire) VALUES ($1, 1, $2::bigint + $3::bigint)
       ON CONFLICT (key) DO UPDATE SET
         points = CASE WHEN r.expire <= $2 THEN 1 ELSE r.points + 1 END,
         expire = CASE
           WHEN r.expire <= $2 THEN $2::bigint + $3::bigint
           WHEN r.points + 1 > $4 THEN greatest(r.expire, $2::bigint + least(
             ($3::bigint * power(2, least(r.points - $4, 30)))::bigint, $5::bigint))
           ELSE r.expire END
       RETURNING points, expire`,
      [`${bucket}:${key}`, now, windowMs, limit.points, maxWaitSeconds * 1000],
    )) as { points: number; expire: string }[];
    const points = Number(row.points);
    if (points <= limit.points) return { wait: 0, points };
    return { wait: Math.max(1, Math.ceil((Number(row.expire) - now) / 1000)), points };
  }

  /** Forgets the attempts counted on `key` (a successful sign-in clears its own counter). */
  async forgetAttempts(bucket: string, key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limits WHERE key = $1', [`${bucket}:${key}`]);
  }

  /**
   * Gives back one attempt counted on `key` (an attempt that turned out not to be a failure); a
   * counter left at nothing goes.
   */
  async refundAttempt(bucket: string, key: string): Promise<void> {
    const counter = `${bucket}:${key}`;
    await this.dataSource.query(
      'UPDATE rate_limits SET points = points - 1 WHERE key = $1 AND points > 0',
      [counter],
    );
    await this.dataSource.query('DELETE FROM rate_limits WHERE key = $1 AND points <= 0', [
      counter,
    ]);
  }

  /** Deletes counters whose window ended more than `graceMs` ago (housekeeping; expiry is logical). */
  async pruneExpired(graceMs = 3_600_000): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      'DELETE FROM rate_limits WHERE expire < $1',
      [Date.now() - graceMs],
    );
    return result[1];
  }

  private limiter(bucket: string, limit: Limit): RateLimiterPostgres {
    const name = `${bucket}:${limit.points}:${limit.windowSeconds}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.dataSource,
        storeType: 'typeorm',
        tableName: 'rate_limits',
        tableCreated: true,
        // Pruning is the maintenance job's (owned by the queue), not a timer in every process.
        clearExpiredByTimeout: false,
        keyPrefix: bucket,
        points: limit.points,
        duration: limit.windowSeconds,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
