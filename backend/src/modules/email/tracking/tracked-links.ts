import { isWebUrl } from '../mail/render';

/**
 * The links a campaign's message contains, in the order it shows them (the video message, then the
 * lessons), each once: what a click token's link number points into. Computed from the campaign as
 * sent, so the redirect, the report and the message agree without storing the list.
 */
export function trackedLinks(campaign: {
  lessonLinks: string[];
  videoUrl: string | null;
}): string[] {
  const links = [campaign.videoUrl, ...campaign.lessonLinks].filter(
    (link): link is string => !!link && isWebUrl(link),
  );
  return [...new Set(links)];
}
