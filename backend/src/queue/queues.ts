import {
  AUTOMATIONS_QUEUE,
  CAMPAIGN_QUEUE,
  CONTENT_QUEUE,
  EMAIL_QUEUE,
  GIVING_QUEUE,
  IMPORTS_QUEUE,
  REGISTRATIONS_QUEUE,
  SYSTEM_QUEUE,
} from './queue.constants';

/** Every queue of the platform: shown to administrators and reported in the metrics. */
export const QUEUES = [
  SYSTEM_QUEUE,
  CONTENT_QUEUE,
  EMAIL_QUEUE,
  CAMPAIGN_QUEUE,
  AUTOMATIONS_QUEUE,
  IMPORTS_QUEUE,
  REGISTRATIONS_QUEUE,
  GIVING_QUEUE,
] as const;
export type QueueName = (typeof QUEUES)[number];
