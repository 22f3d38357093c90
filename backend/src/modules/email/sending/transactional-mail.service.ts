import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type {
  CounselingResponseJobData,
  EarlierCounselingResponseJobData,
  EarlierWelcomeJobData,
  MemberEmailChangedJobData,
  MemberEmailChangeJobData,
  SubscriptionConfirmJobData,
  MemberSignInJobData,
  SenderTestJobData,
  TestSendJobData,
  WelcomeJobData,
} from '../email.constants';
import { CampaignRepository } from '../campaigns/campaign.repository';
import { chooseVersion } from '../campaigns/campaign-versions';
import { EmailTemplatesRepository } from '../templates/email-templates.repository';
import { MAIL_REASONS, MailComposerService } from '../mail/mail-composer.service';
import { MemberMailMessages as M } from './member-mail.messages';
import {
  isTemporaryMailError,
  mailErrorText,
  MailTransportService,
} from '../mail/mail-transport.service';
import { campaignBody, firstNameOf, SAMPLE_RECIPIENT } from '../mail/render';
import { fieldCipher } from '../../../encryption/field-cipher';
import type { SendMailOptions } from 'nodemailer';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';
import {
  CONFIRM_SUBSCRIPTION_PATH,
  SubscriptionConfirmationsService,
} from '../confirmation/subscription-confirmations.service';
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly campaigns: CampaignRepository,
    private readonly templates: EmailTemplatesRepository,
    private readonly composer: MailComposerService,
    private readonly transport: MailTransportService,
    private readonly suppressions: SuppressionRepository,
    private readonly newsletter: NewsletterService,
    private readonly counseling: CounselingService,
    private readonly confirmations: SubscriptionConfirmationsService,
  ) {}

  async welcome(queued: WelcomeJobData | EarlierWelcomeJobData): Promise<string> {
    const job =
      'email' in queued
        ? queued
        : await this.newsletter.subscriberCreatedEvent(queued.subscriberId);
    if (!job) return 'gone';
    const email = job.email.toLowerCase();
    if (await this.suppressions.isSuppressed(email)) {
      // A welcome queued by an earlier version, which lifted an unsubscribe only when it sent: only
      // the owner lifts it now, by the confirmation link. (Remove with EarlierWelcomeJobData.)
      if (!('email' in queued) && !(await this.suppressions.blocksConfirmation(email))) {
        await this.confirmations.request(email, job.name, 'newsletter', job.language);
        return 'confirmation requested';
      }
      // Unsubscribed since subscribing, or bounced or complained: no welcome.
      return 'suppressed';
    }
    const name = job.name.trim();
    const { language, ministry, t } = this.composer.wordingIn(job.language);
    return this.send(
      this.composer.compose(
        {
          subject: t(M.welcomeSubject, { ministry }),
          greeting: t(M.greeting, { name }),
          message: t(M.newsletterWelcomeMessage),
          signature: t(M.signature, { ministry }),
        },
        { email, name, firstName: firstNameOf(name) },
        MAIL_REASONS.welcome,
        {},
        { language },
      ),
    );
  }

  /**
   * The link that confirms a subscription only the address's owner may make. The name the form was
   * given is not written into it: whoever typed the address may have typed it too.
   */
  async subscriptionConfirm({
    email,
    purpose,
    token,
    language: recorded,
  }: SubscriptionConfirmJobData): Promise<string> {
    const { language, ministry, t } = this.composer.wordingIn(recorded);
    const link = `${this.config.publicUrl}${CONFIRM_SUBSCRIPTION_PATH}?token=${token}`;
    return this.send(
      this.composer.compose(
        {
          subject: t(M.confirmSubject, { ministry }),
          greeting: t(M.confirmGreeting),
          message: t(
            purpose === 'newsletter' ? M.confirmNewsletterMessage : M.confirmMemberMessage,
            { ministry },
          ),
          action: { label: t(M.confirmAction), url: link },
          signature: t(M.signature, { ministry }),
        },
        { email, name: '', firstName: '' },
        MAIL_REASONS.confirmation,
        {},
        { language },
      ),
    );
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
    const { language, ministry, t } = this.composer.wordingIn(reply.language);
    return this.send(
      this.composer.compose(
        {
          subject: t(M.counselingSubject),
          greeting: t(M.greeting, { name }),
          message: t(M.counselingMessage, {
            category: reply.category,
            // Encrypted in the job (a job of an earlier version holds it in plaintext, read as it is).
            answer: fieldCipher().decrypt(reply.message),
          }),
          signature: t(M.counselingSignature, { ministry }),
        },
        { email: reply.email.toLowerCase(), name, firstName: firstNameOf(name) },
        MAIL_REASONS.counseling,
        {},
        { language },
      ),
    );
  }

  /**
   * A sign-in link (and its code) for a member: asked for at login, or sent on joining, or when someone
   * tried to join with the member's address. The member asked for it (or must learn of the attempt):
   * sent even to an address unsubscribed from campaigns. Without SMTP_URL the link is also logged, so
   * whoever runs a fresh install can sign in.
   */
  async memberSignIn(job: MemberSignInJobData): Promise<string> {
    const name = job.name.trim();
    const { language, ministry, t } = this.composer.wordingIn(job.language);
    const howTo = t(M.signInHowTo, {
      link: job.link,
      code: job.code,
      minutes: String(job.validMinutes),
    });
    const texts = {
      'sign-in': {
        subject: t(M.signInSubject, { ministry }),
        message: t(M.signInMessage, { howTo }),
      },
      welcome: {
        subject: t(M.welcomeSubject, { ministry }),
        message: t(M.joinedMessage, { howTo }),
      },
      'already-member': {
        subject: t(M.alreadyMemberSubject, { ministry }),
        message: t(M.alreadyMemberMessage, { howTo }),
      },
    }[job.kind];
    if (!this.config.mail.smtpUrl) {
      this.logger.warn(
        `No SMTP_URL is set: the sign-in link for ${job.email} is ${job.link} (code ${job.code})`,
      );
    }
    return this.send(
      this.composer.compose(
        { ...texts, greeting: t(M.greeting, { name }), signature: t(M.signature, { ministry }) },
        { email: job.email, name, firstName: firstNameOf(name) },
        MAIL_REASONS.signIn,
        {},
        { language },
      ),
    );
  }

  /** The link that confirms a member's new address; sent whatever the list says (the member asked). */
  async memberEmailChange(job: MemberEmailChangeJobData): Promise<string> {
    const name = job.name.trim();
    const { language, ministry, t } = this.composer.wordingIn(job.language);
    return this.send(
      this.composer.compose(
        {
          subject: t(M.emailChangeSubject),
          greeting: t(M.greeting, { name }),
          message: t(M.emailChangeMessage, { ministry, link: job.link }),
          signature: t(M.signature, { ministry }),
        },
        { email: job.email.toLowerCase(), name, firstName: firstNameOf(name) },
        MAIL_REASONS.emailChange,
        {},
        { language },
      ),
    );
  }

  /**
   * Tells the old address that the account now uses another one, so a change the owner did not make
   * is noticed; sent whatever the list says (an account notice, not marketing).
   */
  async memberEmailChanged(job: MemberEmailChangedJobData): Promise<string> {
    const name = job.name.trim();
    const { language, ministry, t } = this.composer.wordingIn(job.language);
    return this.send(
      this.composer.compose(
        {
          subject: t(M.emailChangedSubject),
          greeting: t(M.greeting, { name }),
          message: t(M.emailChangedMessage, { ministry, address: job.newEmail }),
          signature: t(M.signature, { ministry }),
        },
        { email: job.oldEmail.toLowerCase(), name, firstName: firstNameOf(name) },
        MAIL_REASONS.emailChanged,
        {},
        { language },
      ),
    );
  }

  async testSend({ campaignId, email, language }: TestSendJobData): Promise<string> {
    const campaign = await this.campaigns.findById(campaignId);
    if (!campaign) return 'gone';
    const content =
      campaign.content ??
      (campaign.templateId ? await this.templates.findById(campaign.templateId) : null);
    if (!content) return 'no template';
    // The version a recipient of that language gets, with its frame in the same language.
    const chosen = chooseVersion(
      language,
      content,
      campaign.translations ?? {},
      this.composer.offeredLanguages(),
    );
    const message = this.composer.compose(
      {
        ...campaignBody(chosen.content, campaign.lessonLinks, campaign.videoMessageUrl),
        subject: `[Test] ${chosen.content.subject}`,
      },
      { ...SAMPLE_RECIPIENT, email },
      MAIL_REASONS.test,
      { 'X-Campaign-Id': String(campaignId) },
      { language: chosen.language },
    );
    return this.send(message);
  }

  /** The settings' "Send me a test": proves the sender and the mail server reach a real mailbox. */
  async senderTest({ email, name }: SenderTestJobData): Promise<string> {
    const ministry = this.composer.ministryName;
    const trimmed = name.trim();
    return this.send(
      this.composer.compose(
        {
          subject: `Test e-mail from ${ministry}`,
          greeting: trimmed ? `Dear ${trimmed},` : 'Hello,',
          message:
            'This is the test you asked for in the dashboard. It came the way every e-mail of the ' +
            'site comes (members sign in with a link sent like this one), from the sender shown ' +
            'above.\n\n' +
            'If it reached your inbox, the sender works. If it went to spam, ask whoever runs the ' +
            "domain of the sender's address to allow this server to send for it (SPF and DKIM).",
          signature: `Blessings,\n${ministry}`,
        },
        { email, name: trimmed, firstName: firstNameOf(trimmed) },
        MAIL_REASONS.test,
      ),
    );
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
