import { Injectable } from '@nestjs/common';
import { SettingsService } from '../settings/settings.service';
import { SiteInfoDto } from './site.dto';

/** `GET /api/site`, kept for its callers: a few of the site settings. */
@Injectable()
export class SiteService {
  constructor(private readonly settings: SettingsService) {}

  info(): SiteInfoDto {
    const settings = this.settings.publicSettings();
    return {
      name: settings.ministryName,
      channelUrl: settings.channelUrl,
      postalAddress: settings.postalAddress,
      email: settings.email,
    };
  }
}
