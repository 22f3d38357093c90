/** The YouTube sync's answer (a 2xx body's `message`), in the caller's language. */
export const YouTubeAnswers = { syncStarted: 'YouTube sync started' } as const;
