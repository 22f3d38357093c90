/** The ministry's video channel (placeholder until the real channel is configured). */
export const MINISTRY_CHANNEL_URL = 'https://www.youtube.com/';

export const MINISTRY_NAME = 'Spirit & Truth Ministry';

/** The ministry's info mailbox (spec §2 footer: a sample placeholder), where visitors write to us. */
export const MINISTRY_INFO_EMAIL = 'info@example.org';
