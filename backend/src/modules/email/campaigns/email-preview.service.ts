import { Injectable } from '@nestjs/common';
import type { EmailPreviewDto } from '../dto/template.dto';
import type { CampaignContent, EmailCampaign } from '../entities/email-campaign.entity';
import type { EmailTemplate } from '../entities/email-template.entity';
import { MAIL_REASONS, MailComposerService } from '../mail/mail-composer.service';
import { campaignBody, SAMPLE_RECIPIENT } from '../mail/render';

/** Messages rendered exactly as recipients get them, for a sample recipient. */
@Injectable()
export class EmailPreviewService {
  constructor(private readonly composer: MailComposerService) {}

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
      campaignBody(content, lessonLinks, videoUrl),
      SAMPLE_RECIPIENT,
      MAIL_REASONS.campaign,
      // A preview's unsubscribe link must not unsubscribe anyone.
      this.composer.unsubscribeUrlOf('preview'),
    );
    return {
      ...rendered,
      recipient: `${SAMPLE_RECIPIENT.name} <${SAMPLE_RECIPIENT.email}>`,
    };
  }
}
