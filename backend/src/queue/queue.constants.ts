/**
 * The platform's queues, by name: the queue infrastructure owns the names (the admin view and the
 * metrics list them), each feature registers and consumes its own. A name never changes: existing
 * installs have jobs queued under it. Job ids built from these may not contain ':' (BullMQ refuses it).
 */
export const SYSTEM_QUEUE = 'system';
/** The content features' jobs (YouTube sync). */
export const CONTENT_QUEUE = 'content';
/** Dispatching, sweeping and one-off mail (welcome, counseling replies, test sends). */
export const EMAIL_QUEUE = 'email';
/** One job per campaign delivery; rate limited by EMAIL_RATE_PER_SECOND. */
export const CAMPAIGN_QUEUE = 'email-campaign';
/** The welcome series' sweep (a schedule the queue owns): due steps become messages, sent once. */
export const AUTOMATIONS_QUEUE = 'email-automations';
/** Imports of people from a file (the imports module): one job per run. */
export const IMPORTS_QUEUE = 'imports';
/** Registration mail (from its outbox) and reminders. */
export const REGISTRATIONS_QUEUE = 'registrations';
/** Giving's mail (receipts, failed-payment notes, from its outbox). */
export const GIVING_QUEUE = 'giving';
export const PING_JOB = 'ping';
export const MAINTENANCE_JOB = 'maintenance';
/** The maintenance job's schedule (owned by the queue: one schedule however many workers run). */
export const MAINTENANCE_EVERY_MS = 3600_000;

/**
 * How long failed jobs are kept for inspection: two weeks, and at most this many per queue. Anything
 * that reads failed jobs (the campaign sweeper) must also cope with one already removed.
 */
export const FAILED_JOBS_KEPT = { age: 14 * 24 * 3600, count: 5000 };
export const BACKUP_JOB = 'backup';
