import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { VideoCatalogService } from '../videos/video-catalog.service';
import { SiteInfoDto } from './site.dto';

/** A channel id as YouTube writes them (UC + 22); anything else is not put into a link. */
const CHANNEL_ID = /^[\w-]{1,64}$/;

@Injectable()
export class SiteService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly videos: VideoCatalogService,
  ) {}

  async info(): Promise<SiteInfoDto> {
    return {
      name: this.config.ministryName,
      channelUrl: channelUrl(await this.channelId(), this.config.ministryName),
      postalAddress: this.config.mail.postalAddress,
      email: this.config.mail.replyToAddress,
    };
  }

  /** The synced channel: the configured one, else the one most active videos came from. */
  private async channelId(): Promise<string | undefined> {
    if (this.config.youtube.channelId) return this.config.youtube.channelId;
    return this.videos.mostCommonChannelId();
  }
}

/** Without a channel, a search for the ministry is the closest thing to its channel. */
export function channelUrl(channelId: string | undefined, ministryName: string): string {
  return channelId && CHANNEL_ID.test(channelId)
    ? `https://www.youtube.com/channel/${channelId}`
    : `https://www.youtube.com/results?search_query=${encodeURIComponent(ministryName)}`;
}
