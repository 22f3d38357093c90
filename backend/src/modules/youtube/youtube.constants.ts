/**
 * The YouTube sync's queue. It keeps the name 'content' from before the content module was split:
 * existing installs have its jobs and its job scheduler stored under that name. Job ids may not
 * contain ':'.
 */
export const CONTENT_QUEUE = 'content';
export const YOUTUBE_SYNC_JOB = 'youtube-sync';
