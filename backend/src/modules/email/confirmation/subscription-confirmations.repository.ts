import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ConfirmationPurpose } from '../entities/subscription-confirmation.entity';

/** A link waiting to be used. */
export interface PendingConfirmation {
  email: string;
  name: string;
  purpose: ConfirmationPurpose;
}

/** The queries of table subscription_confirmations (one row per address). */
@Injectable()
export class SubscriptionConfirmationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records a new link for the address, valid `validMs`, unless one was sent to it in the last
   * `intervalMs`: one statement, so two processes asking at once claim it once. True when claimed.
   */
  async claim(
    link: PendingConfirmation & { tokenHash: string },
    validMs: number,
    intervalMs: number,
  ): Promise<boolean> {
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO subscription_confirmations (email, name, purpose, token_hash, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, now(), now() + $5 * interval '1 millisecond')
       ON CONFLICT (email) DO UPDATE
         SET name = EXCLUDED.name, purpose = EXCLUDED.purpose, token_hash = EXCLUDED.token_hash,
             sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at
         WHERE subscription_confirmations.sent_at <= now() - $6 * interval '1 millisecond'
       RETURNING email`,
      [link.email, link.name, link.purpose, link.tokenHash, validMs, intervalMs],
    );
    return claimed.length > 0;
  }

  /** Undoes a claim whose message was never queued: the address may ask again at once. */
  async release(email: string, tokenHash: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE subscription_confirmations SET sent_at = '-infinity', token_hash = NULL
       WHERE email = $1 AND token_hash = $2`,
      [email, tokenHash],
    );
  }

  /** The unexpired, unused link with this token hash. */
  async findUsable(tokenHash: string): Promise<PendingConfirmation | undefined> {
    const rows: PendingConfirmation[] = await this.dataSource.query(
      `SELECT email, name, purpose FROM subscription_confirmations
       WHERE token_hash = $1 AND expires_at > now()`,
      [tokenHash],
    );
    return rows[0];
  }

  /** Spends the token: the link no longer works (the row keeps limiting the address's mail). */
  async spend(tokenHash: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE subscription_confirmations SET token_hash = NULL WHERE token_hash = $1',
      [tokenHash],
    );
  }

  /** Deletes the rows sent before `sentBefore` whose link expired before `expiredBefore`. */
  async deleteOld(sentBefore: Date, expiredBefore: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      'DELETE FROM subscription_confirmations WHERE sent_at < $1 AND expires_at < $2',
      [sentBefore, expiredBefore],
    );
    return count;
  }

  /** Deletes the address's row (an erased member's). `email` is lower-cased, as stored. */
  async deleteForAddress(email: string): Promise<void> {
    await this.dataSource.query('DELETE FROM subscription_confirmations WHERE email = $1', [email]);
  }
}
