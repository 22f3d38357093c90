export { GIVING_QUEUE } from '../../queue/queue.constants';

export const GivingJobs = {
  /** Sends one outbox row (`{ mailId }`). */
  mail: 'giving-mail',
  /** Queues a year's statement mail for every donor of it (`{ year }`); a re-run adds none twice. */
  statements: 'giving-statements',
  /** Every minute: outbox rows whose job never made it. */
  sweep: 'giving-sweep',
} as const;

/** The public giving page and its thank-you page (the public remote). */
export const GIVE_PATH = '/give';
export const THANKS_PATH = '/give/thanks';

export const SWEEP_EVERY_MS = 60_000;
/** An outbox row this old and unsent is enqueued again by the sweep. */
export const OUTBOX_GRACE_MS = 30_000;
