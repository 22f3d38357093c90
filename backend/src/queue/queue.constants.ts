/** Queue names. Job ids built from these may not contain ':' (BullMQ refuses it). */
export const SYSTEM_QUEUE = 'system';
export const PING_JOB = 'ping';
export const BACKUP_JOB = 'backup';
