/**
 * The YouTube sync's queue, named by the queue core. It keeps the name 'content' from before the
 * content module was split: existing installs have its jobs and its job scheduler stored under it.
 */
export { CONTENT_QUEUE } from '../../queue/queue.constants';
export const YOUTUBE_SYNC_JOB = 'youtube-sync';
