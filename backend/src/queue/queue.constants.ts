/** Queue names. Job ids built from these may not contain ':' (BullMQ refuses it). */
export const SYSTEM_QUEUE = 'system';
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
