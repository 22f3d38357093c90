import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { DATABASE_DIRECT_URL } from '../../database/database.tokens';

/** The PostgreSQL notification channel every process listens on. */
export const CONTENT_CHANNEL = 'ministry_content_changed';

/** The database side of content change announcements: NOTIFY, and sessions that LISTEN. */
@Injectable()
export class ContentChangesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    // LISTEN needs a session of its own: past a transaction-mode pooler, the direct connection.
    @Inject(DATABASE_DIRECT_URL) private readonly databaseUrl: string,
  ) {}

  /** Tells every listening session, once the caller's change is committed. */
  async notify(payload: string): Promise<void> {
    await this.dataSource.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, payload]);
  }

  /** A session of its own, not yet connected, so the caller can attach its handlers first. */
  session(): Client {
    return new Client({ connectionString: this.databaseUrl });
  }

  /** Connects the session and listens on the channel. */
  async listen(client: Client): Promise<void> {
    await client.connect();
    await client.query(`LISTEN ${CONTENT_CHANNEL}`);
  }
}
