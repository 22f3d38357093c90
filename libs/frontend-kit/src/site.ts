/** The ministry's video channel (placeholder until the real channel is configured). */
export const MINISTRY_CHANNEL_URL = 'https://www.youtube.com/';

export const MINISTRY_NAME = 'Spirit & Truth Ministry';
