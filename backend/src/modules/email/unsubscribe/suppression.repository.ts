import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The suppression list: addresses (lower-cased) that get no more campaign mail. */
@Injectable()
export class SuppressionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds an unsubscribed address; an address already on the list keeps its first reason. */
  async addUnsubscribed(email: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO email_suppressions (email, reason) VALUES ($1, 'unsubscribe')
       ON CONFLICT (email) DO NOTHING`,
      [email],
    );
  }

  /** Takes an address off the list if it is there because it unsubscribed (not a bounce or complaint). */
  async liftUnsubscribed(email: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM email_suppressions WHERE email = $1 AND reason = 'unsubscribe'`,
      [email],
    );
  }

  async isSuppressed(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM email_suppressions WHERE email = $1',
      [email],
    );
    return rows.length > 0;
  }
}
