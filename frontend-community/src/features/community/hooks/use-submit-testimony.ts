import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast } from '@ministry/frontend-kit';
import type { TestimonyInput } from '../../../shared/api/community-types';
import { needsLogin } from '../../../shared/api/server-error';
import { rememberMember } from '../../../shared/hooks/use-known-member';
import { COMMUNITY_SESSION_QUERY_KEY } from './use-community-session';

export function useSubmitTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TestimonyInput) => {
      await apiRequest('POST', '/api/testimonials', input);
    },
    onSuccess: (_result, input) => {
      rememberMember({ email: input.email });
      toast({
        title: 'Testimony Submitted',
        description:
          'Thank you for sharing your story! It will be reviewed before being published.',
      });
    },
    onError: (error) => {
      if (needsLogin(error)) {
        toast({
          title: 'Login Required',
          description: 'Please log in to your community account to submit testimonials.',
          variant: 'destructive',
        });
        // The session ended on the server: show the login box again (the draft is kept).
        void queryClient.invalidateQueries({ queryKey: COMMUNITY_SESSION_QUERY_KEY });
        return;
      }
      toast({
        title: 'Submission Failed',
        description: 'There was an error submitting your testimony. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
