import { api } from '@ministry/api-client';
import type { CounselingInput } from '../../../shared/api/community-types';
import { useMemberSubmit } from './use-member-submit';

export function useSubmitCounseling() {
  return useMemberSubmit((input: CounselingInput) => api.POST('/api/counseling', { body: input }), {
    saved: {
      title: 'Counseling Request Submitted',
      description: 'A member of our ministry team will reach out to you soon.',
    },
    loginRequired: 'Please log in to your community account to request counseling.',
    failed: 'There was an error submitting your request. Please try again.',
  });
}
