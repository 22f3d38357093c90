/** A backup or restore that cannot go on, with a message meant for the operator. */
export class BackupError extends Error {}
