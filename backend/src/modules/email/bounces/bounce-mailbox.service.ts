import { Injectable, Logger } from '@nestjs/common';
import { ImapFlow } from 'imapflow';
import { fieldCipher } from '../../../encryption/field-cipher';
import { SettingsService } from '../../settings/settings.service';
import type { ProviderEvent } from '../suppressions/provider-events.repository';
import { SuppressionsService } from '../suppressions/suppressions.service';
import { parseDeliveryReport } from './delivery-reports';

/** The keyword a message read once carries, so the next reading passes it by. */
export const PROCESSED_KEYWORD = '$MinistryProcessed';
/** At most this many messages a reading takes; the rest wait for the next one. */
export const MAX_MESSAGES_PER_READING = 500;
/** Messages fetched, applied and flagged together. */
const CHUNK = 50;
/** A mailbox that does not answer must not hold the job (and the queue's worker slot) for long. */
const TIMEOUT_MS = 30_000;

export interface MailboxReading {
  messages: number;
  applied: number;
  duplicates: number;
}

/**
 * The bounce mailbox of a plain-SMTP set-up: delivery status notifications and complaint reports
 * read over IMAP and applied like the providers' webhooks. A message is flagged (seen, and the
 * PROCESSED_KEYWORD) only after its events are stored, so a crash between the two reads it again and
 * its events, already stored under their ids, change nothing; two workers reading at once likewise.
 */
@Injectable()
export class BounceMailboxService {
  private readonly logger = new Logger(BounceMailboxService.name);

  constructor(
    private readonly settings: SettingsService,
    private readonly suppressions: SuppressionsService,
  ) {}

  /** One reading; null when Settings leave the mailbox off. */
  async read(): Promise<MailboxReading | null> {
    const values = this.settings.values();
    if (!values.bounceMailboxEnabled || !values.bounceMailboxHost) return null;
    const client = new ImapFlow({
      host: values.bounceMailboxHost,
      port: values.bounceMailboxPort,
      secure: values.bounceMailboxTls,
      auth: {
        user: values.bounceMailboxUser,
        pass: values.bounceMailboxPassword
          ? fieldCipher().decrypt(values.bounceMailboxPassword)
          : '',
      },
      logger: false,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
    // A dropped connection is reported through the failed command; the emitter must not throw.
    client.on('error', (error: Error) => this.logger.warn(`Bounce mailbox: ${error.message}`));
    await client.connect();
    const reading: MailboxReading = { messages: 0, applied: 0, duplicates: 0 };
    try {
      const lock = await client.getMailboxLock(values.bounceMailboxFolder);
      try {
        const found = await client.search({ unKeyword: PROCESSED_KEYWORD }, { uid: true });
        const uids = (found || []).slice(0, MAX_MESSAGES_PER_READING);
        for (let start = 0; start < uids.length; start += CHUNK) {
          const chunk = uids.slice(start, start + CHUNK);
          const events: ProviderEvent[] = [];
          for await (const message of client.fetch(
            chunk.join(','),
            { uid: true, source: true },
            { uid: true },
          )) {
            if (!message.source) continue;
            const reports = await parseDeliveryReport(message.source).catch(() => []);
            for (const report of reports) {
              events.push({
                provider: 'imap',
                eventId: report.eventId,
                email: report.email,
                kind: report.kind,
                occurredAt: report.occurredAt,
                detail: report.detail,
                messageId: report.originalMessageId,
              });
            }
          }
          const outcome = await this.suppressions.record(events);
          reading.applied += outcome.applied;
          reading.duplicates += outcome.duplicates;
          await client.messageFlagsAdd(chunk.join(','), ['\\Seen', PROCESSED_KEYWORD], {
            uid: true,
          });
          reading.messages += chunk.length;
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return reading;
  }
}
