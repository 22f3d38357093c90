import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/**
 * Counts failed sign-ins per account and per client address in PostgreSQL, so every API process
 * sees the same counts. A key that reaches its limit inside the window is blocked for a window.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  keysFor(username: string, address: string): { key: string; limit: number }[] {
    const { maxFailuresPerAccount, maxFailuresPerAddress } = this.config.loginThrottle;
    return [
      { key: `account:${username.toLowerCase()}`, limit: maxFailuresPerAccount },
      { key: `address:${address}`, limit: maxFailuresPerAddress },
    ];
  }

  /** Community login is by e-mail alone: failures per address limit probing who is a member. */
  communityKeysFor(address: string): { key: string; limit: number }[] {
    return [
      { key: `community:${address}`, limit: this.config.loginThrottle.maxFailuresPerAddress },
    ];
  }

  /** Seconds until the caller may try again, or 0 when not blocked. */
  async retryAfter(keys: string[]): Promise<number> {
    const rows: { seconds: number }[] = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS seconds
         FROM login_throttles WHERE key = ANY($1) AND blocked_until > now()`,
      [keys],
    );
    return rows.reduce((max, row) => Math.max(max, row.seconds), 0);
  }

  async recordFailure(keys: { key: string; limit: number }[]): Promise<void> {
    const window = this.config.loginThrottle.windowSeconds;
    for (const { key, limit } of keys) {
      await this.dataSource.query(
        `INSERT INTO login_throttles AS t (key, failures, window_started_at, blocked_until)
              VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + make_interval(secs => $3) END)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.window_started_at < now() - make_interval(secs => $3) THEN 1 ELSE t.failures + 1 END,
           window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => $3) THEN now() ELSE t.window_started_at END,
           blocked_until = CASE
             WHEN (CASE WHEN t.window_started_at < now() - make_interval(secs => $3) THEN 1 ELSE t.failures + 1 END) >= $2
             THEN now() + make_interval(secs => $3) ELSE t.blocked_until END`,
        [key, limit, window],
      );
    }
  }

  /** Deletes counters whose window has passed and that block nobody: they count as no row at all. */
  async prune(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM login_throttles
        WHERE window_started_at < now() - make_interval(secs => $1)
          AND (blocked_until IS NULL OR blocked_until <= now())`,
      [this.config.loginThrottle.windowSeconds],
    )) as [unknown, number];
    return deleted;
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_throttles WHERE key = $1', [key]);
  }
}
