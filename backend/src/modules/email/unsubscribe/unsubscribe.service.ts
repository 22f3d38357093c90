import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailComposerService } from '../mail/mail-composer.service';

/** Unsubscribing: the address joins the suppression list and leaves every mailing list at once. */
@Injectable()
export class UnsubscribeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly composer: MailComposerService,
  ) {}

  /** The address a token stands for, or null. */
  addressOf(token: unknown): string | null {
    return this.composer.tokens.read(token);
  }

  async unsubscribe(email: string): Promise<void> {
    const address = email.toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO email_suppressions (email, reason) VALUES ($1, 'unsubscribe')
         ON CONFLICT (email) DO NOTHING`,
        [address],
      );
      await manager.query(
        `UPDATE community_members SET subscribe_to_emails = false, updated_at = now()
         WHERE lower(email) = $1 AND subscribe_to_emails`,
        [address],
      );
      // Leaving the newsletter; subscribing again later is a new opt-in.
      await manager.query('DELETE FROM subscribers WHERE lower(email) = $1', [address]);
    });
  }

  async isSuppressed(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM email_suppressions WHERE email = $1',
      [email.toLowerCase()],
    );
    return rows.length > 0;
  }
}
