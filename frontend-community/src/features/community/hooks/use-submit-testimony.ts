import { api } from '@ministry/api-client';
import { i18n } from '@ministry/frontend-kit';
import type { TestimonyInput } from '../../../shared/api/community-types';
import { useMemberSubmit } from './use-member-submit';

export function useSubmitTestimony() {
  return useMemberSubmit(
    (input: TestimonyInput) => api.POST('/api/testimonials', { body: input }),
    {
      saved: () => ({
        title: i18n._({ id: 'community.share.saved', message: 'Testimony Submitted' }),
        description: i18n._({
          id: 'community.share.savedText',
          message: 'Thank you for sharing your story! It will be reviewed before being published.',
        }),
      }),
      loginRequired: () =>
        i18n._({
          id: 'community.share.loginRequired',
          message: 'Please log in to your community account to submit testimonials.',
        }),
      failed: () =>
        i18n._({
          id: 'community.share.failed',
          message: 'There was an error submitting your testimony. Please try again.',
        }),
    },
  );
}
