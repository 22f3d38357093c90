import { Injectable } from '@nestjs/common';
import type { Language } from '../../../common/i18n/languages';
import type { EmailPreviewDto } from '../dto/template.dto';
import type { CampaignContent, EmailCampaign } from '../entities/email-campaign.entity';
import type { EmailTemplate } from '../entities/email-template.entity';
import { MAIL_REASONS, MailComposerService } from '../mail/mail-composer.service';
import { campaignBody, SAMPLE_RECIPIENT } from '../mail/render';
import { chooseVersion } from './campaign-versions';

/** Messages rendered exactly as recipients get them, for a sample recipient. */
@Injectable()
export class EmailPreviewService {
  constructor(private readonly composer: MailComposerService) {}

  template(template: EmailTemplate): EmailPreviewDto {
    return this.render(template, [], null);
  }

  /** As a recipient of `language` gets it: their version, else the default language's. */
  campaign(
    campaign: EmailCampaign,
    template: EmailTemplate | null,
    language?: Language,
  ): EmailPreviewDto | null {
    const content = campaign.content ?? template;
    if (!content) return null;
    const chosen = chooseVersion(
      language,
      content,
      campaign.translations ?? {},
      this.composer.offeredLanguages(),
    );
    return {
      ...this.render(
        chosen.content,
        campaign.lessonLinks,
        campaign.videoMessageUrl,
        chosen.language,
      ),
      language: chosen.language,
    };
  }

  private render(
    content: CampaignContent,
    lessonLinks: string[],
    videoUrl: string | null,
    language?: Language,
  ): EmailPreviewDto {
    const rendered = this.composer.render(
      campaignBody(content, lessonLinks, videoUrl),
      SAMPLE_RECIPIENT,
      MAIL_REASONS.campaign,
      // A preview's unsubscribe link must not unsubscribe anyone.
      this.composer.unsubscribeUrlOf('preview'),
      undefined,
      language,
    );
    return {
      ...rendered,
      recipient: `${SAMPLE_RECIPIENT.name} <${SAMPLE_RECIPIENT.email}>`,
    };
  }
}
