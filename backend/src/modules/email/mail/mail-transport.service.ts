import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { MetricsService } from '../../../metrics/metrics.service';

export interface SentMessage {
  messageId: string;
}

/**
 * The one way mail leaves the platform: a pooled SMTP transport when SMTP_URL is set, otherwise the
 * embedded default that writes each message as an .eml file into the outbox folder.
 */
@Injectable()
export class MailTransportService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transporter: Transporter | undefined;
  private outboxReady: Promise<unknown> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {}

  async send(message: SendMailOptions): Promise<SentMessage> {
    const transporter = this.transport();
    let info: { messageId: string; message?: Buffer };
    try {
      info = (await transporter.sendMail(message)) as { messageId: string; message?: Buffer };
    } catch (error) {
      this.metrics.mailFailed.inc();
      throw error;
    }
    this.metrics.mailSent.inc();
    if (!this.config.mail.smtpUrl && info.message) {
      this.outboxReady ??= mkdir(this.config.mail.outboxDir, { recursive: true });
      await this.outboxReady;
      const file = join(
        this.config.mail.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^\w.@-]/g, '')}.eml`,
      );
      await writeFile(file, info.message);
      this.logger.log(`Wrote ${file} (to ${String(message.to && addressOf(message.to))})`);
    }
    return { messageId: info.messageId };
  }

  /**
   * The last shutdown phase: the queue consumers closed before it (QueueConsumersService), so no send
   * is still waiting for a pooled connection.
   */
  onApplicationShutdown(): void {
    this.transporter?.close();
  }

  private transport(): Transporter {
    if (this.transporter) return this.transporter;
    const smtpUrl = this.config.mail.smtpUrl;
    if (smtpUrl) {
      // Pooled: connections are reused across messages (nodemailer reads pool options from the URL).
      const url = new URL(smtpUrl);
      if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
      this.transporter = nodemailer.createTransport(url.toString());
    } else {
      this.transporter = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
    }
    return this.transporter;
  }
}

function addressOf(to: SendMailOptions['to']): string {
  if (typeof to === 'object' && to !== null && 'address' in to) return String(to.address);
  return String(to);
}

/**
 * Temporary failures (4xx replies, lost or refused connections, timeouts) are retried with backoff;
 * a 5xx reply is permanent and recorded.
 */
export function isTemporaryMailError(error: unknown): boolean {
  const e = error as { responseCode?: unknown; code?: unknown };
  if (typeof e?.responseCode === 'number') return e.responseCode >= 400 && e.responseCode < 500;
  if (e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE') return false;
  return true;
}

export function mailErrorText(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown };
  const text = typeof e?.response === 'string' ? e.response : String(e?.message ?? error);
  return text.slice(0, 1000);
}
