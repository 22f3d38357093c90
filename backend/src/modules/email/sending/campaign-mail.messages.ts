import { FRAME_LABELS, TRACKING_NOTE } from '../mail/render';

/**
 * The words a campaign's message adds around what staff wrote (besides the footer's reason and
 * "Unsubscribe", in member-mail.messages.ts), as ICU messages: written in the language of the
 * recipient's version of the campaign (docs/architecture.md, "Languages").
 */
export const CampaignMailMessages = {
  ...FRAME_LABELS,
  trackingNote: TRACKING_NOTE,
} as const;
