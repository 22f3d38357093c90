import type { Schema } from '@ministry/api-client';
import { channelLink } from './site-settings/display';
import { useSiteSettings } from './site-settings/use-site-settings';

export type SiteInfo = Schema<'SiteInfoDto'>;

/**
 * The ministry's name, channel, postal address and e-mail (the shape of `GET /api/site`), read from
 * the site settings: no request of its own.
 */
export function useSiteInfo(): SiteInfo {
  const settings = useSiteSettings();
  return {
    name: settings.ministryName,
    channelUrl: channelLink(settings),
    postalAddress: settings.postalAddress,
    email: settings.email,
  };
}
