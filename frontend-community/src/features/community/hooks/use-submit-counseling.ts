import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast } from '@ministry/frontend-kit';
import type { CounselingInput } from '../../../shared/api/community-types';
import { needsLogin } from '../../../shared/api/server-error';
import { rememberMember } from '../../../shared/hooks/use-known-member';
import { COMMUNITY_SESSION_QUERY_KEY } from './use-community-session';

export function useSubmitCounseling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CounselingInput) => {
      await apiRequest('POST', '/api/counseling', input);
    },
    onSuccess: (_result, input) => {
      rememberMember({ email: input.email });
      toast({
        title: 'Counseling Request Submitted',
        description: 'A member of our ministry team will reach out to you soon.',
      });
    },
    onError: (error) => {
      if (needsLogin(error)) {
        toast({
          title: 'Login Required',
          description: 'Please log in to your community account to request counseling.',
          variant: 'destructive',
        });
        void queryClient.invalidateQueries({ queryKey: COMMUNITY_SESSION_QUERY_KEY });
        return;
      }
      toast({
        title: 'Submission Failed',
        description: 'There was an error submitting your request. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
