/** The campaigns' answers (a 2xx body's `message`), in the caller's language. */
export const CampaignAnswers = {
  testSent: (email?: string) => `A test e-mail is on its way to ${email}.`,
} as const;
