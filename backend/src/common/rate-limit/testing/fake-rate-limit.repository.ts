import type { Limit, RateLimitRepository } from '../rate-limit.repository';

/**
 * An in-memory `RateLimitRepository` for unit tests: the same counting as the table's (fixed windows
 * for `consume`, doubling waits for `countAttempt`), over a map.
 */
export class FakeRateLimitRepository implements Pick<
  RateLimitRepository,
  'consume' | 'countAttempt' | 'delete' | 'giveBackOne' | 'deleteExpiredBefore'
> {
  readonly counters = new Map<string, { points: number; expire: number }>();

  async consume(bucket: string, key: string, limit: Limit): Promise<number> {
    const name = `${bucket}:${key}`;
    const now = Date.now();
    let counter = this.counters.get(name);
    if (!counter || counter.expire <= now) {
      counter = { points: 0, expire: now + limit.windowSeconds * 1000 };
      this.counters.set(name, counter);
    }
    counter.points += 1;
    return counter.points > limit.points
      ? Math.max(1, Math.ceil((counter.expire - now) / 1000))
      : 0;
  }

  async countAttempt(
    counter: string,
    now: number,
    limit: Limit,
    maxWaitMs: number,
  ): Promise<{ points: number; expire: number }> {
    const windowMs = limit.windowSeconds * 1000;
    const row = this.counters.get(counter);
    let next: { points: number; expire: number };
    if (!row || row.expire <= now) next = { points: 1, expire: now + windowMs };
    else if (row.points + 1 > limit.points)
      next = {
        points: row.points + 1,
        expire: Math.max(
          row.expire,
          now + Math.min(windowMs * 2 ** Math.min(row.points - limit.points, 30), maxWaitMs),
        ),
      };
    else next = { points: row.points + 1, expire: row.expire };
    this.counters.set(counter, next);
    return { ...next };
  }

  async delete(counter: string): Promise<void> {
    this.counters.delete(counter);
  }

  async giveBackOne(counter: string): Promise<void> {
    const row = this.counters.get(counter);
    if (!row) return;
    row.points -= 1;
    if (row.points <= 0) this.counters.delete(counter);
  }

  async deleteExpiredBefore(before: number): Promise<number> {
    let count = 0;
    for (const [name, row] of this.counters)
      if (row.expire < before) {
        this.counters.delete(name);
        count += 1;
      }
    return count;
  }

  /** The points counted on `bucket:key`, 0 when there is no counter. */
  pointsOf(bucket: string, key: string): number {
    return this.counters.get(`${bucket}:${key}`)?.points ?? 0;
  }
}
