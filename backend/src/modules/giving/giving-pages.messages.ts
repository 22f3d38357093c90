/** The giving page's served head texts (title, description), in the page's language. */
export const GivingPageMessages = {
  title: 'Give | {ministry}',
  description: 'Give to {ministry}: one-time or recurring gifts to its funds.',
} as const;
