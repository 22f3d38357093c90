import type {
  CounselingResponseCreatedEvent,
  MemberSignInIssuedEvent,
  MemberEmailChangedEvent,
  MemberEmailChangeRequestedEvent,
  SubscriberCreatedEvent,
  SenderTestRequestedEvent,
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
  memberEmailChanged: 'member-email-changed',
  subscriptionConfirm: 'subscription-confirm',
  memberSignIn: 'member-sign-in',
  senderTest: 'sender-test',
  bounceMailbox: 'bounce-mailbox',
} as const;

/** How often the bounce mailbox is read (when Settings turn it on). */
export const BOUNCE_MAILBOX_EVERY_MS = 5 * 60_000;

/**
 * A run of a campaign's deliveries (see DELIVERY_BATCH). Versions before batching queued a `deliver`
 * job per delivery; one still waiting is sent as a batch of one.
 */
export const DELIVER_BATCH_JOB = 'deliver-batch';

/**
 * How many consecutive delivery ids one job covers: delivery `id` belongs to the batch that starts at
 * `id - id % DELIVERY_BATCH`. A job per recipient cost more in the queue (adding, taking, completing
 * and removing each job) than the send itself; a batch shares that among 50 messages and still loses
 * little to a crash (its messages already sent are final, so a retry sends only the others).
 * Never change it: it decides the job ids of campaigns being sent, and two jobs whose ranges overlap
 * could both find a delivery pending and mail it twice.
 */
export const DELIVERY_BATCH = 50;

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
const deliveryJobPrefix = (campaign: CampaignJobRef) => `${campaignJobPart(campaign)}-`;
/** The first delivery id of the batch holding `deliveryId`. */
export const deliveryBatchOf = (deliveryId: number) => deliveryId - (deliveryId % DELIVERY_BATCH);
/** The job of the batch starting at `firstId`: unique per batch, so a repeated enqueue is a no-op. */
export function deliveryBatchJob(
  campaign: CampaignJobRef,
  firstId: number,
): { jobId: string; data: DeliverBatchJobData } {
  const lastId = firstId + DELIVERY_BATCH - 1;
  return {
    jobId: `${deliveryJobPrefix(campaign)}${firstId}-${lastId}`,
    data: { campaignId: campaign.id, firstId, lastId },
  };
}
/**
 * The deliveries a job of this campaign covers, read from its id (`<prefix><first>-<last>`, or an
 * earlier version's `<prefix><id>`); null for a job of another campaign.
 */
export function deliveryRangeOfJobId(
  campaign: CampaignJobRef,
  jobId: string,
): { firstId: number; lastId: number } | null {
  const prefix = deliveryJobPrefix(campaign);
  const match = jobId.startsWith(prefix) && /^(\d+)(?:-(\d+))?$/.exec(jobId.slice(prefix.length));
  return match ? { firstId: Number(match[1]), lastId: Number(match[2] ?? match[1]) } : null;
}
/**
 * The delivery of an earlier version's single-delivery job of this campaign (`<prefix><id>`), or null
 * for a batch job or another campaign's job.
 */
export function earlierDeliveryOfJobId(campaign: CampaignJobRef, jobId: string): number | null {
  const prefix = deliveryJobPrefix(campaign);
  const match = jobId.startsWith(prefix) && /^(\d+)$/.exec(jobId.slice(prefix.length));
  return match ? Number(match[1]) : null;
}
/** The one job that starts sending a campaign (now, or at its scheduled date). */
export const dispatchJobId = (campaign: CampaignJobRef) => `dispatch-${campaignJobPart(campaign)}`;

/** Every pending delivery of the campaign with an id from `firstId` to `lastId`. */
export interface DeliverBatchJobData {
  campaignId: number;
  firstId: number;
  lastId: number;
}
/** An earlier version's job: one delivery. */
export interface DeliverJobData {
  campaignId: number;
  deliveryId: number;
}
export type CampaignJobData = DeliverBatchJobData | DeliverJobData;
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
/** The notice to a member's old address that the account now uses another one. */
export type MemberEmailChangedJobData = MemberEmailChangedEvent;
/** The confirmation link for a member's new address, as the community module announced it. */
export type MemberEmailChangeJobData = MemberEmailChangeRequestedEvent;
/** A confirmation link to mail (the raw token: the table keeps only its hash). */
export interface SubscriptionConfirmJobData {
  email: string;
  name: string;
  purpose: 'newsletter' | 'member';
  token: string;
  /** The language the mail is written in; left out (an import, an earlier version's job): the default. */
  language?: string;
}
/** A sign-in e-mail as the community module announced it (the link and code included). */
export type MemberSignInJobData = MemberSignInIssuedEvent;
/** A test of the sender to an administrator's own address (the settings' "Send me a test"). */
export type SenderTestJobData = SenderTestRequestedEvent;

export interface TestSendJobData {
  campaignId: number;
  email: string;
  /** The version a recipient of this language gets; left out (and in earlier jobs): the default's. */
  language?: string;
}

/**
 * Attempts of a delivery job; a batch whose messages met temporary SMTP errors is retried with
 * exponential backoff, and sends only those again.
 */
export const DELIVERY_ATTEMPTS = 6;
/** How often the sweeper looks for campaigns that stopped making progress. */
export const SWEEP_EVERY_MS = 60_000;
