/** The content module's queue (YouTube sync). Job ids may not contain ':'. */
export const CONTENT_QUEUE = 'content';
export const YOUTUBE_SYNC_JOB = 'youtube-sync';

export const MINISTRY_CALENDAR_NAME = 'Ministry events';
