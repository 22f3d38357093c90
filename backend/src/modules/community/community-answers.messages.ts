import { MyAccountMessages, SignInMessages, TestimonialMessages } from './community.constants';

/**
 * The community routes' answers (a 2xx body's `message`: the community page shows it in a panel or a
 * toast), in the caller's language (common/http/answer-language.interceptor.ts); listed here so that
 * the server catalogues hold their translations.
 */
export const CommunityAnswers = {
  linkSent: SignInMessages.linkSent,
  joined: SignInMessages.joined,
  emailChangeSent: MyAccountMessages.emailChangeSent,
  emailChanged: MyAccountMessages.emailChanged,
  deleted: MyAccountMessages.deleted,
  testimonySubmitted: TestimonialMessages.submitted,
  loggedOut: 'You have been logged out of the community.',
} as const;
