import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { EmailPreviewDto } from '../dto/template.dto';
import type { CampaignContent, EmailCampaign } from '../entities/email-campaign.entity';
import type { EmailTemplate } from '../entities/email-template.entity';
import { MAIL_REASONS, MailComposerService, UNSUBSCRIBE_PATH } from '../mail/mail-composer.service';
import { SAMPLE_RECIPIENT } from '../mail/render';

/** Messages rendered exactly as recipients get them, for a sample recipient. */
@Injectable()
export class EmailPreviewService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly composer: MailComposerService,
  ) {}

  template(template: EmailTemplate): EmailPreviewDto {
    return this.render(template, [], null);
  }

  campaign(campaign: EmailCampaign, template: EmailTemplate | null): EmailPreviewDto | null {
    const content = campaign.content ?? template;
    return content ? this.render(content, campaign.lessonLinks, campaign.videoMessageUrl) : null;
  }

  private render(
    content: CampaignContent,
    lessonLinks: string[],
    videoUrl: string | null,
  ): EmailPreviewDto {
    const rendered = this.composer.render(
      {
        subject: content.subject,
        greeting: content.greeting,
        message: content.message,
        signature: content.signature,
        lessonLinks,
        videoUrl,
      },
      SAMPLE_RECIPIENT,
      MAIL_REASONS.campaign,
      // A preview's unsubscribe link must not unsubscribe anyone.
      `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?token=preview`,
    );
    return {
      ...rendered,
      recipient: `${SAMPLE_RECIPIENT.name} <${SAMPLE_RECIPIENT.email}>`,
    };
  }
}
