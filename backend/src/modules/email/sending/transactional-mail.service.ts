import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  CounselingResponseJobData,
  EarlierCounselingResponseJobData,
  EarlierWelcomeJobData,
  TestSendJobData,
  WelcomeJobData,
} from '../email.constants';
import { EmailCampaign } from '../entities/email-campaign.entity';
import { EmailTemplate } from '../entities/email-template.entity';
import { MAIL_REASONS, MailComposerService } from '../mail/mail-composer.service';
import {
  isTemporaryMailError,
  mailErrorText,
  MailTransportService,
} from '../mail/mail-transport.service';
import { campaignBody, firstNameOf, SAMPLE_RECIPIENT } from '../mail/render';
import type { SendMailOptions } from 'nodemailer';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';
import { CounselingService } from '../../counseling/counseling.service';
import { NewsletterService } from '../../newsletter/subscriptions/newsletter.service';

/**
 * The transactional mailer: the welcome e-mail, counseling replies and test sends, one message each,
 * retried when temporary. Each job carries its recipient and text (from the event that asked for it),
 * so nothing here reads another module's tables.
 */
@Injectable()
export class TransactionalMailService {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly composer: MailComposerService,
    private readonly transport: MailTransportService,
    private readonly suppressions: SuppressionRepository,
    private readonly newsletter: NewsletterService,
    private readonly counseling: CounselingService,
  ) {}

  async welcome(queued: WelcomeJobData | EarlierWelcomeJobData): Promise<string> {
    const job = 'email' in queued ? queued : await this.earlierWelcome(queued);
    if (!job) return 'gone';
    const email = job.email.toLowerCase();
    // Unsubscribed since subscribing (the new opt-in lifted the earlier suppression when it was made),
    // or bounced or complained: no welcome.
    if (await this.suppressions.isSuppressed(email)) return 'suppressed';
    const name = job.name.trim();
    return this.send(
      this.composer.compose(
        {
          subject: `Welcome to ${this.composer.ministryName}`,
          greeting: `Dear ${name},`,
          message:
            'Thank you for subscribing to our newsletter. Each week we will send you inspiration from ' +
            "God's Word, news of upcoming events and updates from the ministry.\n\n" +
            'We are glad to walk in spirit and truth together with you.',
          signature: `Blessings,\n${this.composer.ministryName}`,
        },
        { email, name, firstName: firstNameOf(name) },
        MAIL_REASONS.welcome,
      ),
    );
  }

  /**
   * A welcome job queued by an earlier version names only the subscriber: the newsletter tells who it
   * is, and the new opt-in lifts an earlier unsubscribe here, as that version did when it sent.
   * (Remove with EarlierWelcomeJobData once no such job can be waiting.)
   */
  private async earlierWelcome(queued: EarlierWelcomeJobData): Promise<WelcomeJobData | null> {
    const job = await this.newsletter.subscriberCreatedEvent(queued.subscriberId);
    if (job) await this.suppressions.liftUnsubscribed(job.email.toLowerCase());
    return job;
  }

  async counselingResponse(
    queued: CounselingResponseJobData | EarlierCounselingResponseJobData,
  ): Promise<string> {
    // A job queued by an earlier version names only the answer: counseling tells what it says.
    const reply =
      'message' in queued
        ? queued
        : await this.counseling.responseCreatedEvent(queued.counselingRequestId, queued.responseId);
    if (!reply) return 'gone';
    if (reply.preferredContact !== 'email' && reply.preferredContact !== 'both') {
      return 'not by e-mail';
    }
    // The requester asked for this reply: it is sent even to an address unsubscribed from campaigns.
    const name = reply.name.trim();
    return this.send(
      this.composer.compose(
        {
          subject: 'A response to your counseling request',
          greeting: `Dear ${name},`,
          message:
            `A member of our ministry team has responded to your counseling request (${reply.category}):\n\n` +
            `${reply.message}\n\n` +
            'If you would like to continue the conversation, simply reply to this e-mail and our ' +
            'counseling team will be in touch.',
          signature: `In His service,\nThe ${this.composer.ministryName} counseling team`,
        },
        { email: reply.email.toLowerCase(), name, firstName: firstNameOf(name) },
        MAIL_REASONS.counseling,
      ),
    );
  }

  async testSend({ campaignId, email }: TestSendJobData): Promise<string> {
    const campaign = await this.dataSource
      .getRepository(EmailCampaign)
      .findOneBy({ id: campaignId });
    if (!campaign) return 'gone';
    const content =
      campaign.content ??
      (campaign.templateId
        ? await this.dataSource.getRepository(EmailTemplate).findOneBy({ id: campaign.templateId })
        : null);
    if (!content) return 'no template';
    const message = this.composer.compose(
      {
        ...campaignBody(content, campaign.lessonLinks, campaign.videoMessageUrl),
        subject: `[Test] ${content.subject}`,
      },
      { ...SAMPLE_RECIPIENT, email },
      MAIL_REASONS.test,
      { 'X-Campaign-Id': String(campaignId) },
    );
    return this.send(message);
  }

  private async send(message: SendMailOptions): Promise<string> {
    try {
      await this.transport.send(message);
      return 'sent';
    } catch (error) {
      if (isTemporaryMailError(error)) throw error; // retried with backoff
      this.logger.warn(
        `Permanent failure sending "${String(message.subject)}": ${mailErrorText(error)}`,
      );
      return `failed: ${mailErrorText(error)}`;
    }
  }
}
