import { api } from '@ministry/api-client';
import { i18n } from '@ministry/frontend-kit';
import type { CounselingInput } from '../../../shared/api/community-types';
import { useMemberSubmit } from './use-member-submit';

export function useSubmitCounseling() {
  return useMemberSubmit((input: CounselingInput) => api.POST('/api/counseling', { body: input }), {
    saved: () => ({
      title: i18n._({
        id: 'community.counseling.saved',
        message: 'Counseling Request Submitted',
      }),
      description: i18n._({
        id: 'community.counseling.savedText',
        message: 'A member of our ministry team will reach out to you soon.',
      }),
    }),
    loginRequired: () =>
      i18n._({
        id: 'community.counseling.loginRequired',
        message: 'Please log in to your community account to request counseling.',
      }),
    failed: () =>
      i18n._({
        id: 'community.counseling.failed',
        message: 'There was an error submitting your request. Please try again.',
      }),
  });
}
