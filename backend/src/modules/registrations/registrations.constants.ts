export { REGISTRATIONS_QUEUE } from '../../queue/queue.constants';

export const RegistrationJobs = {
  /** Sends one outbox row (`{ mailId }`). */
  mail: 'registration-mail',
  /** A registration's reminder, delayed until it is due (`{ registrationId }`). */
  reminder: 'registration-reminder',
  /** Every minute: outbox rows whose job never made it, and reminders owed (after a restart). */
  sweep: 'registration-sweep',
} as const;

/** The page a manage link opens (the public site), its token in the query. */
export const MANAGE_PATH = '/registrations/manage';

export const SWEEP_EVERY_MS = 60_000;
/** An outbox row this old and unsent is enqueued again by the sweep. */
export const OUTBOX_GRACE_MS = 30_000;
