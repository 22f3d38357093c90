import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AddressHash, sqlHash } from './address-hash';

/**
 * The suppression list: addresses (lower-cased) that get no more campaign mail. An erased member's
 * address is on it only as its keyed hash (`email_hash`); every check looks at both kinds of rows.
 */
@Injectable()
export class SuppressionRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hash: AddressHash,
  ) {}

  /** Adds an unsubscribed address; an address already on the list keeps its first reason. */
  async addUnsubscribed(email: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO email_suppressions (email, reason) VALUES ($1, 'unsubscribe')
       ON CONFLICT (email) DO NOTHING`,
      [email],
    );
  }

  /**
   * An erased member's address: from now on suppressed only by its keyed hash, so the list no longer
   * holds the address itself (its plain row, if any, goes). Never lifted by a later subscription.
   */
  async addErased(email: string): Promise<void> {
    const address = email.toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO email_suppressions (email_hash, reason) VALUES ($1, 'erased')
         ON CONFLICT (email_hash) DO NOTHING`,
        [this.hash.of(address)],
      );
      await manager.query('DELETE FROM email_suppressions WHERE email = $1', [address]);
    });
  }

  /** Takes an address off the list if it is there because it unsubscribed (not a bounce or complaint). */
  async liftUnsubscribed(email: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM email_suppressions WHERE email = $1 AND reason = 'unsubscribe'`,
      [email],
    );
  }

  /**
   * Suppressed for a reason no confirmation link may lift (a bounce, a complaint, an erased member's
   * hash): such an address gets no confirmation e-mail either.
   */
  async blocksConfirmation(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM email_suppressions
       WHERE (email = $1 AND reason <> 'unsubscribe') OR email_hash = $2 LIMIT 1`,
      [email, this.hash.of(email)],
    );
    return rows.length > 0;
  }

  /** Whether the address is on the list, plainly or as an erased member's hash. */
  async isSuppressed(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM email_suppressions WHERE email = $1 OR email_hash = $2 LIMIT 1',
      [email, this.hash.of(email)],
    );
    return rows.length > 0;
  }

  /**
   * A condition on `address` (an SQL expression of a lower-cased address): true when it is suppressed,
   * plainly or by hash. `params` gets the padded keys appended; their numbers follow what it held.
   */
  suppressedSql(address: string, params: unknown[]): string {
    return `(NOT ${this.unsuppressedSql(address, params)})`;
  }

  /**
   * The opposite of `suppressedSql`, written so PostgreSQL can anti-join a whole audience at once:
   * the plain list by index, and the hashed one only when the list holds any hash (an erasure), since
   * hashing each address costs more than the rest of the count.
   *
   * `enteredAt` (an SQL expression: when the row holding the address was created or last changed)
   * narrows the hashing further to rows that came after the first erasure (less five minutes): an erased
   * member's own rows are gone by then (the erasure deletes them), so only an address given again
   * since can be an erased one. The send checks every message in full (`suppressedSql`), whatever the
   * audience let through.
   */
  unsuppressedSql(address: string, params: unknown[], enteredAt?: string): string {
    params.push(this.hash.innerPad, this.hash.outerPad);
    const inner = params.length - 1;
    const outer = params.length;
    const noHashToCheck = enteredAt
      ? `${enteredAt} < COALESCE((SELECT min(created_at) - interval '5 minutes' FROM email_suppressions
                                  WHERE email_hash IS NOT NULL), 'infinity'::timestamptz)`
      : 'NOT EXISTS (SELECT 1 FROM email_suppressions WHERE email_hash IS NOT NULL)';
    return `(NOT EXISTS (SELECT 1 FROM email_suppressions x WHERE x.email = ${address})
         AND (${noHashToCheck}
              OR NOT EXISTS (SELECT 1 FROM email_suppressions x
                              WHERE x.email_hash = ${sqlHash(address, inner, outer)})))`;
  }
}
