import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export interface Limit {
  points: number;
  windowSeconds: number;
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
