import { useSiteSettings } from '@ministry/frontend-kit';
import { campaignLanguages, type CampaignLanguages } from '../campaign-languages';

/**
 * The languages a campaign can be written in: the site's public settings (`GET /api/settings`),
 * which every staff role reads (the admin settings are the Administrators' alone).
 */
export function useCampaignLanguages(): CampaignLanguages {
  return campaignLanguages(useSiteSettings());
}
