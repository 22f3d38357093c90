/** The settings' answers (a 2xx body's `message`), in the caller's language. */
export const SettingsAnswers = {
  testSent: (email?: string, sender?: string) =>
    `A test e-mail is on its way to ${email}, from ${sender}.`,
} as const;
