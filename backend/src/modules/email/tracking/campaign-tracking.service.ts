import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { SettingsService } from '../../settings/settings.service';
import type { ComposeOptions } from '../mail/mail-composer.service';
import { MailComposerService } from '../mail/mail-composer.service';
import { TRACKING_NOTE } from '../mail/render';
import { trackedLinks } from './tracked-links';
import { campaignMessageId, REDIRECT_PATH, TrackingTokens } from './tracking-tokens';
import { TrackingRepository } from './tracking.repository';

/** The campaign as its messages are made from it. */
export interface TrackedCampaign {
  id: number;
  jobKey: string | null;
  lessonLinks: string[];
  videoMessageUrl: string | null;
}

/** Where a tracking token leads. */
export type Followed = { kind: 'redirect'; url: string } | { kind: 'pixel' } | null;

/**
 * What makes a campaign's messages countable: each carries a Message-ID naming its delivery (so a
 * bounce or complaint quoting it counts in the report) and an unsubscribe link that says which
 * message it came from; and, only while Settings' "Track opens and clicks" is on, links through signed
 * redirects, an open pixel and the footer's note saying so.
 */
@Injectable()
export class CampaignTracking {
  readonly tokens: TrackingTokens;
  private readonly host: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly composer: MailComposerService,
    private readonly rows: TrackingRepository,
  ) {
    this.tokens = new TrackingTokens(config.mail.tokenSecret);
    this.host = new URL(config.publicUrl).hostname;
  }

  private url(token: string): string {
    return `${this.config.publicUrl}${REDIRECT_PATH}/${token}`;
  }

  /** The links of the campaign as its messages show them (the video as an absolute address). */
  links(campaign: Pick<TrackedCampaign, 'lessonLinks' | 'videoMessageUrl'>): string[] {
    return trackedLinks({
      lessonLinks: campaign.lessonLinks,
      videoUrl: campaign.videoMessageUrl
        ? this.composer.absoluteUrl(campaign.videoMessageUrl)
        : null,
    });
  }

  messageOptions(
    campaign: TrackedCampaign,
    delivery: { id: number; email: string },
  ): ComposeOptions {
    const deliveryId = delivery.id;
    const messageId = campaignMessageId(
      { id: deliveryId, campaignId: campaign.id, jobKey: campaign.jobKey },
      this.host,
    );
    const unsubscribeUrl = `${this.composer.unsubscribeUrl(delivery.email)}&d=${this.tokens.create({ kind: 'unsubscribe', deliveryId })}`;
    if (!this.settings.values().trackOpensAndClicks) return { messageId, unsubscribeUrl };
    const links = this.links(campaign);
    return {
      messageId,
      unsubscribeUrl,
      tracking: {
        link: (url) => {
          const link = links.indexOf(url);
          return link < 0 ? url : this.url(this.tokens.create({ kind: 'click', deliveryId, link }));
        },
        pixelUrl: this.url(this.tokens.create({ kind: 'open', deliveryId })),
        note: TRACKING_NOTE,
      },
    };
  }

  /**
   * A tracked link or pixel opened: recorded, and where it leads. Only a link of the campaign the
   * delivery belongs to, by its place in the campaign's own list; anything else leads nowhere.
   */
  async follow(token: unknown): Promise<Followed> {
    const target = this.tokens.read(token);
    if (!target || target.kind === 'unsubscribe') return null;
    const delivery = await this.rows.sentDelivery(target.deliveryId);
    if (!delivery) return null;
    if (target.kind === 'open') {
      await this.rows.record(delivery, 'open');
      return { kind: 'pixel' };
    }
    const url = this.links(delivery)[target.link];
    if (!url) return null;
    await this.rows.record(delivery, 'click', target.link);
    return { kind: 'redirect', url };
  }

  /** An unsubscribe through a campaign message's link (its `d` token), counted for that campaign. */
  async unsubscribedFrom(token: unknown, email: string): Promise<void> {
    const target = this.tokens.read(token);
    if (target?.kind !== 'unsubscribe') return;
    await this.rows.recordUnsubscribe(target.deliveryId, email.toLowerCase());
  }
}
