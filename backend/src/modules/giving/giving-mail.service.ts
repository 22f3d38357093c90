import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { SendMailOptions } from 'nodemailer';
import { PageSettings } from '../../common/http/page-settings';
import { normalizedEmail } from '../../common/dto/transforms';
import { intlLocale, type Language } from '../../common/i18n/languages';
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
import { GivingMailMessages as M } from './giving-mail.messages';
import { formatMoney } from './money';

/** A giving mail's words, whom it greets, and what it attaches (a statement's PDF). */
interface GivingMessage {
  name: string;
  /** The language it is written in: the frame's words follow it. */
  language: Language;
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
      language: failed.checkout.language,
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
        mail.kind === 'statement' ? M.statementReason : M.receiptReason,
        {
          'X-Giving-Mail': mail.kind,
        },
        { language: message.language },
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

  /** A long date in the giver's language, in the ministry's time zone. */
  private dateOf(date: Date, language: Language): string {
    return new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'long',
      timeZone: this.pageSettings.timeZone(),
    }).format(date);
  }

  /**
   * The mail's wording in the giver's language (while the site offers it; else the default
   * language's): the language recorded with the gift's checkout, else the donor's latest one.
   */
  private async wording(emailKey: string | null, recorded?: string) {
    const language = recorded ?? (emailKey ? await this.repo.donorLanguage(emailKey) : undefined);
    const wording = this.composer.wordingIn(language);
    const { t, ministry } = wording;
    const locale = intlLocale(wording.language);
    return {
      ...wording,
      money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
      greeting: (name: string) => (name ? t(M.greetingNamed, { name }) : t(M.greetingFriend)),
      signature: t(M.signature, { ministry }),
    };
  }

  private async receipt(giftId: number | null): Promise<GivingMessage | null> {
    const gift = giftId ? await this.repo.gift(giftId) : null;
    if (!gift || !gift.donorEmail) return null;
    const [fund, settings, checkout] = await Promise.all([
      this.repo.fund(gift.fundId),
      this.repo.settings(),
      gift.checkoutRef ? this.repo.checkout(gift.checkoutRef) : null,
    ]);
    const { language, ministry, t, money, greeting, signature } = await this.wording(
      gift.emailKey,
      checkout?.language,
    );
    const name = gift.donorName?.trim() || '';
    const amount = money(gift.amount, gift.currency);
    const lines = [
      t(M.receiptThanks, { frequency: gift.frequency, ministry }),
      [
        t(M.receiptAmount, { amount }),
        gift.feeCovered
          ? t(M.receiptFeeCovered, { fee: money(gift.feeCovered, gift.currency) })
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      t(M.receiptFund, { fund: fund?.name ?? t(M.generalFund) }),
      t(M.receiptDate, { date: this.dateOf(gift.givenAt, language) }),
      t(M.receiptNumber, { number: String(gift.id) }),
    ];
    const parts = [lines.join('\n')];
    if (settings.receiptText.trim()) parts.push(settings.receiptText.trim());
    return {
      name,
      language,
      body: {
        subject: t(M.receiptSubject, { ministry, amount }),
        greeting: greeting(name),
        message: parts.join('\n\n'),
        signature,
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
    const { language, ministry, t, money, greeting, signature } = await this.wording(
      emailKey,
      statement.wording.language,
    );
    const name = statement.donorName;
    const yearText = String(year);
    const lines = [
      t(M.statementOpening, { ministry, year: yearText }),
      statement.funds
        .map((f) =>
          t(M.statementFund, {
            fund: f.fundName,
            total: money(f.total, f.currency),
            count: String(f.gifts),
          }),
        )
        .join('\n'),
      statement.totals
        .map((total) =>
          t(M.statementTotal, { year: yearText, total: money(total.total, total.currency) }),
        )
        .join('\n'),
    ];
    if (statement.text.trim()) lines.push(statement.text.trim());
    return {
      name,
      language,
      body: {
        subject: t(M.statementSubject, { ministry, year: yearText }),
        greeting: greeting(name),
        message: lines.join('\n\n'),
        signature,
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

  private async failed(mail: {
    email: string;
    content: Record<string, unknown>;
  }): Promise<GivingMessage> {
    const c = mail.content as {
      amount: number;
      currency: string;
      donorName: string | null;
      frequency: GiftFrequency;
      retryAt: string | null;
      language?: string;
    };
    const { language, ministry, t, money, greeting, signature } = await this.wording(
      normalizedEmail(mail.email),
      c.language,
    );
    const name = c.donorName?.trim() || '';
    const frequency = c.frequency ?? 'gift';
    const opening = t(M.failedOpening, {
      frequency,
      ministry,
      amount: money(c.amount, c.currency),
    });
    const retry = c.retryAt
      ? ` ${t(M.failedRetry, { date: this.dateOf(new Date(c.retryAt), language) })}`
      : '';
    return {
      name,
      language,
      body: {
        subject: t(M.failedSubject, { frequency, ministry }),
        greeting: greeting(name),
        message: `${opening}${retry}\n\n${t(M.failedHelp)}`,
        action: { label: t(M.failedAction), url: `${this.config.publicUrl}${GIVE_PATH}` },
        signature,
      },
    };
  }
}
