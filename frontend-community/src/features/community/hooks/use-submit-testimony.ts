import { api } from '@ministry/api-client';
import type { TestimonyInput } from '../../../shared/api/community-types';
import { useMemberSubmit } from './use-member-submit';

export function useSubmitTestimony() {
  return useMemberSubmit(
    (input: TestimonyInput) => api.POST('/api/testimonials', { body: input }),
    {
      saved: {
        title: 'Testimony Submitted',
        description:
          'Thank you for sharing your story! It will be reviewed before being published.',
      },
      loginRequired: 'Please log in to your community account to submit testimonials.',
      failed: 'There was an error submitting your testimony. Please try again.',
    },
  );
}
