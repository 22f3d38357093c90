import type {
  CounselingResponseCreatedEvent,
  MemberSignInIssuedEvent,
  MemberEmailChangeRequestedEvent,
  SubscriberCreatedEvent,
} from '../../common/events/domain-events';

/** This module's queues; their names are the queue infrastructure's (see queue.constants). */
export { CAMPAIGN_QUEUE, EMAIL_QUEUE } from '../../queue/queue.constants';

export const EmailJobs = {
  dispatch: 'dispatch',
  sweep: 'sweep',
  welcome: 'welcome',
  counselingResponse: 'counseling-response',
  testSend: 'test-send',
  memberEmailChange: 'member-email-change',
  subscriptionConfirm: 'subscription-confirm',
  memberSignIn: 'member-sign-in',
} as const;

export const DELIVER_JOB = 'deliver';

/** What a campaign's job ids are made of: its id and its random key (none on older campaigns). */
export interface CampaignJobRef {
  id: number;
  jobKey: string | null;
}

/**
 * The campaign's part of its job ids. With the random key, a campaign id that a restored or reset
 * database hands out again differs from the ids of jobs the queue kept (completed jobs stay an hour,
 * failed ones two weeks), which BullMQ would otherwise take for the same job and skip.
 * BullMQ refuses ':' in custom job ids.
 */
const campaignJobPart = (campaign: CampaignJobRef) =>
  campaign.jobKey ? `${campaign.id}-${campaign.jobKey}` : `${campaign.id}`;

/** How the job ids of one campaign's deliveries start. */
export const deliveryJobPrefix = (campaign: CampaignJobRef) => `${campaignJobPart(campaign)}-`;
/** Unique per delivery, so a repeated enqueue is a no-op. */
export const deliveryJobId = (campaign: CampaignJobRef, deliveryId: number) =>
  `${deliveryJobPrefix(campaign)}${deliveryId}`;
/** The one job that starts sending a campaign (now, or at its scheduled date). */
export const dispatchJobId = (campaign: CampaignJobRef) => `dispatch-${campaignJobPart(campaign)}`;

export interface DeliverJobData {
  campaignId: number;
  deliveryId: number;
}
export interface DispatchJobData {
  campaignId: number;
}
/** The new subscriber as the newsletter announced them: the e-mail module reads no table of theirs. */
export type WelcomeJobData = SubscriberCreatedEvent;
/** The answer with its request's recipient and text, as the counseling module announced it. */
export type CounselingResponseJobData = CounselingResponseCreatedEvent;
/**
 * Jobs queued by earlier versions named only the records; the mailer asks their modules for the rest.
 * Remove these (and the lookups they need) once no such job can be waiting: a release after 1.1.
 */
export type EarlierWelcomeJobData = Pick<WelcomeJobData, 'subscriberId'>;
export type EarlierCounselingResponseJobData = Pick<
  CounselingResponseJobData,
  'counselingRequestId' | 'responseId'
>;
/** The confirmation link for a member's new address, as the community module announced it. */
export type MemberEmailChangeJobData = MemberEmailChangeRequestedEvent;
/** A confirmation link to mail (the raw token: the table keeps only its hash). */
export interface SubscriptionConfirmJobData {
  email: string;
  name: string;
  purpose: 'newsletter' | 'member';
  token: string;
}
/** A sign-in e-mail as the community module announced it (the link and code included). */
export type MemberSignInJobData = MemberSignInIssuedEvent;
export interface TestSendJobData {
  campaignId: number;
  email: string;
}

/** Attempts of a delivery; temporary SMTP errors are retried with exponential backoff. */
export const DELIVERY_ATTEMPTS = 6;
/** How often the sweeper looks for campaigns that stopped making progress. */
export const SWEEP_EVERY_MS = 60_000;
