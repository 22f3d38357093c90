import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';

/** A counter's window: `points` actions per `windowSeconds`. */
export interface Limit {
  points: number;
  windowSeconds: number;
}

/**
 * The counters in `rate_limits`, shared by every API process: rate-limiter-flexible's fixed windows
 * (`consume`) and the sign-in throttle's growing waits (`countAttempt`), keyed `bucket:key`.
 */
@Injectable()
export class RateLimitRepository {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  /**
   * Counts one attempt on `counter` in one atomic upsert and answers the points counted in its window
   * (this one too) and when the counter's wait ends (ms since the epoch). Past `limit.points`, each
   * attempt doubles the wait (one window for the first past it, capped at `maxWaitMs`); a counter
   * whose time has passed starts again from one.
   */
  async countAttempt(
    counter: string,
    now: number,
    limit: Limit,
    maxWaitMs: number,
  ): Promise<{ points: number; expire: number }> {
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
      [counter, now, limit.windowSeconds * 1000, limit.points, maxWaitMs],
    )) as { points: number; expire: string }[];
    return { points: Number(row.points), expire: Number(row.expire) };
  }

  async delete(counter: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limits WHERE key = $1', [counter]);
  }

  /** Takes one point off the counter; a counter left at nothing goes. */
  async giveBackOne(counter: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE rate_limits SET points = points - 1 WHERE key = $1 AND points > 0',
      [counter],
    );
    await this.dataSource.query('DELETE FROM rate_limits WHERE key = $1 AND points <= 0', [
      counter,
    ]);
  }

  /** Deletes the counters whose window ended before `before` (ms since the epoch); how many went. */
  async deleteExpiredBefore(before: number): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      'DELETE FROM rate_limits WHERE expire < $1',
      [before],
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
