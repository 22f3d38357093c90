/** Dispatching, sweeping and one-off mail (welcome, counseling replies, test sends). */
export const EMAIL_QUEUE = 'email';
/** One job per campaign delivery; rate limited by EMAIL_RATE_PER_SECOND. */
export const CAMPAIGN_QUEUE = 'email-campaign';

export const EmailJobs = {
  dispatch: 'dispatch',
  sweep: 'sweep',
  welcome: 'welcome',
  counselingResponse: 'counseling-response',
  testSend: 'test-send',
} as const;

export const DELIVER_JOB = 'deliver';

/** How the job ids of one campaign's deliveries start. BullMQ refuses ':' in custom job ids. */
export const deliveryJobPrefix = (campaignId: number) => `${campaignId}-`;
/** The pair is unique, so a repeated enqueue is a no-op. */
export const deliveryJobId = (campaignId: number, deliveryId: number) =>
  `${deliveryJobPrefix(campaignId)}${deliveryId}`;

export interface DeliverJobData {
  campaignId: number;
  deliveryId: number;
}
export interface DispatchJobData {
  campaignId: number;
}
export interface WelcomeJobData {
  subscriberId: number;
}
export interface CounselingResponseJobData {
  counselingRequestId: number;
  responseId: number;
}
export interface TestSendJobData {
  campaignId: number;
  email: string;
}

/** Attempts of a delivery; temporary SMTP errors are retried with exponential backoff. */
export const DELIVERY_ATTEMPTS = 6;
/** How often the sweeper looks for campaigns that stopped making progress. */
export const SWEEP_EVERY_MS = 60_000;
