import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { SendMailOptions } from 'nodemailer';
import { PageSettings } from '../../common/http/page-settings';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MailComposerService } from '../email/mail/mail-composer.service';
import {
  isTemporaryMailError,
  mailErrorText,
  MailTransportService,
} from '../email/mail/mail-transport.service';
import type { GiftFrequency } from './entities/gift.entity';
import type { GivingCheckout } from './entities/giving-checkout.entity';
import { GIVE_PATH, GIVING_QUEUE, GivingJobs, OUTBOX_GRACE_MS } from './giving.constants';
import { StatementNotFoundError } from './giving.errors';
import { GivingRepository, type StripeGiftRow } from './giving.repository';
import { statementFileName, statementPdf } from './giving-statement';
import { GivingStatementsService } from './giving-statements.service';
import { formatMoney } from './money';

const RECEIPT_REASON =
  'You are receiving this e-mail because a gift was made with this address on our website.';
const STATEMENT_REASON =
  'You are receiving this e-mail because gifts were made with this address to our ministry.';

/** A giving mail's words, whom it greets, and what it attaches (a statement's PDF). */
interface GivingMessage {
  name: string;
  body: Parameters<MailComposerService['compose']>[0];
  attachments?: SendMailOptions['attachments'];
}

export const FREQUENCY_WORDS: Record<GiftFrequency, string> = {
  once: 'one-time gift',
  weekly: 'weekly gift',
  biweekly: 'gift every two weeks',
  monthly: 'monthly gift',
};

/**
 * Giving's mail, from its outbox: a receipt for every payment recorded (each payment of a recurring
 * gift too) and a gentle note when a recurring payment fails. Sent to the giver even when they
 * unsubscribed from campaigns: a receipt is a record they are owed.
 */
@Injectable()
export class GivingMailService {
  private readonly logger = new Logger('GivingMail');

  constructor(
    private readonly repo: GivingRepository,
    private readonly composer: MailComposerService,
    private readonly transport: MailTransportService,
    private readonly pageSettings: PageSettings,
    private readonly statements: GivingStatementsService,
    @InjectQueue(GIVING_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What a receipt says is read when it is sent (the gift as recorded then); this names it. */
  receiptContent(gift: StripeGiftRow, giftId: number): Promise<Record<string, unknown>> {
    return Promise.resolve({ giftId, paymentIntent: gift.stripePaymentIntentId });
  }

  failedContent(failed: {
    invoiceId: string;
    amount: number;
    currency: string;
    checkout: GivingCheckout;
    retryAt: Date | null;
  }): Promise<Record<string, unknown>> {
    return Promise.resolve({
      invoiceId: failed.invoiceId,
      amount: failed.amount,
      currency: failed.currency,
      donorName: failed.checkout.donorName,
      fundId: failed.checkout.fundId,
      frequency: failed.checkout.frequency,
      retryAt: failed.retryAt?.toISOString() ?? null,
    });
  }

  async enqueue(mailIds: number[]): Promise<void> {
    await Promise.all(
      mailIds.map((mailId) =>
        this.queue
          .add(
            GivingJobs.mail,
            { mailId },
            {
              jobId: `giving-mail-${mailId}`,
              attempts: 8,
              backoff: { type: 'exponential', delay: 5000 },
              removeOnComplete: 1000,
            },
          )
          .catch((error: unknown) => {
            // The outbox keeps it: the sweep enqueues it a minute later.
            this.logger.warn(`Could not enqueue giving mail ${mailId}: ${String(error)}`);
          }),
      ),
    );
  }

  /** The sweep's part: outbox rows whose job never made it. */
  async sweep(now = new Date()): Promise<number> {
    const ids = await this.repo.unsentMail(new Date(now.getTime() - OUTBOX_GRACE_MS));
    await this.enqueue(ids);
    return ids.length;
  }

  async send(mailId: number): Promise<string> {
    const mail = await this.repo.mail(mailId);
    if (!mail) return 'gone';
    if (mail.sentAt) return 'already sent';
    const message: GivingMessage | null =
      mail.kind === 'receipt'
        ? await this.receipt(mail.giftId)
        : mail.kind === 'statement'
          ? await this.statement(mail)
          : await this.failed(mail);
    if (!message) {
      await this.repo.markMailSent(mailId);
      return 'gone';
    }
    try {
      const composed = this.composer.compose(
        message.body,
        { email: mail.email, name: message.name, firstName: message.name.split(/\s+/)[0] ?? '' },
        mail.kind === 'statement' ? STATEMENT_REASON : RECEIPT_REASON,
        {
          'X-Giving-Mail': mail.kind,
        },
      );
      await this.transport.send(
        message.attachments ? { ...composed, attachments: message.attachments } : composed,
      );
    } catch (error) {
      if (isTemporaryMailError(error)) throw error;
      this.logger.warn(`Permanent failure sending giving mail ${mailId}: ${mailErrorText(error)}`);
    }
    await this.repo.markMailSent(mailId);
    return 'sent';
  }

  private dateOf(date: Date): string {
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: this.pageSettings.timeZone(),
    }).format(date);
  }

  private async receipt(giftId: number | null) {
    const gift = giftId ? await this.repo.gift(giftId) : null;
    if (!gift || !gift.donorEmail) return null;
    const [fund, settings] = await Promise.all([this.repo.fund(gift.fundId), this.repo.settings()]);
    const ministry = this.composer.ministryName;
    const name = gift.donorName?.trim() || '';
    const lines = [
      `Thank you for your ${FREQUENCY_WORDS[gift.frequency]} to ${ministry}.`,
      [
        `Amount: ${formatMoney(gift.amount, gift.currency)}`,
        gift.feeCovered
          ? `(including ${formatMoney(gift.feeCovered, gift.currency)} to cover the processing fee)`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      `Fund: ${fund?.name ?? 'General Fund'}`,
      `Date: ${this.dateOf(gift.givenAt)}`,
      `Receipt number: ${gift.id}`,
    ];
    const parts = [lines.join('\n')];
    if (settings.receiptText.trim()) parts.push(settings.receiptText.trim());
    return {
      name,
      body: {
        subject: `Your gift to ${ministry}: ${formatMoney(gift.amount, gift.currency)}`,
        greeting: name ? `Dear ${name},` : 'Dear friend,',
        message: parts.join('\n\n'),
        signature: `With gratitude,\n${ministry}`,
      },
    };
  }

  /**
   * A donor's statement of a year, as it stands when sent (refunds since included): the totals per
   * fund in the message, every gift in the PDF attached. Nothing when no gift is left in the year.
   */
  private async statement(mail: {
    content: Record<string, unknown>;
  }): Promise<GivingMessage | null> {
    const { year, emailKey } = mail.content as { year: number; emailKey: string };
    const statement = await this.statements.statement(emailKey, year).catch((error: unknown) => {
      if (error instanceof StatementNotFoundError) return null;
      throw error;
    });
    if (!statement) return null;
    const ministry = statement.ministryName;
    const name = statement.donorName;
    const lines = [
      `Thank you for your gifts to ${ministry} in ${year}. Your statement is attached as a PDF; in short:`,
      statement.funds
        .map(
          (f) =>
            `${f.fundName}: ${formatMoney(f.total, f.currency)} (${f.gifts} ${f.gifts === 1 ? 'gift' : 'gifts'})`,
        )
        .join('\n'),
      statement.totals
        .map((t) => `Total given in ${year}: ${formatMoney(t.total, t.currency)}`)
        .join('\n'),
    ];
    if (statement.text.trim()) lines.push(statement.text.trim());
    return {
      name,
      body: {
        subject: `Your ${year} giving statement from ${ministry}`,
        greeting: name ? `Dear ${name},` : 'Dear friend,',
        message: lines.join('\n\n'),
        signature: `With gratitude,\n${ministry}`,
      },
      attachments: [
        {
          filename: statementFileName(year),
          content: await statementPdf(statement),
          contentType: 'application/pdf',
        },
      ],
    };
  }

  private async failed(mail: { content: Record<string, unknown> }) {
    const c = mail.content as {
      amount: number;
      currency: string;
      donorName: string | null;
      frequency: GiftFrequency;
      retryAt: string | null;
    };
    const ministry = this.composer.ministryName;
    const name = c.donorName?.trim() || '';
    const retry = c.retryAt
      ? ` Your card will be tried again on ${this.dateOf(new Date(c.retryAt))}.`
      : '';
    return {
      name,
      body: {
        subject: `Your ${FREQUENCY_WORDS[c.frequency] ?? 'gift'} to ${ministry} did not go through`,
        greeting: name ? `Dear ${name},` : 'Dear friend,',
        message:
          `Thank you for giving to ${ministry}. This time, the payment of ` +
          `${formatMoney(c.amount, c.currency)} for your ${FREQUENCY_WORDS[c.frequency] ?? 'gift'} ` +
          `could not be taken from your card.${retry}\n\n` +
          'There is nothing you need to do if your card is fine. If it has expired or changed, you ' +
          'can update it, or change or cancel your gift, from the giving page or your account.',
        action: { label: 'Go to the giving page', url: `${this.config.publicUrl}${GIVE_PATH}` },
        signature: `With gratitude,\n${ministry}`,
      },
    };
  }
}
