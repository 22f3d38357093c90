import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_SESSION_QUERY_KEY, api, dataOf } from '@ministry/api-client';

export interface MemberPrefill {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * The signed-in member's name, address and phone, to prefill the registration form; null for a
 * visitor. The session is asked first (it answers everyone), so a visitor's browser logs no refused
 * request for the member's profile. The profile's key sits under the community remote's account key,
 * which a sign-out drops, so a signed-out visitor never finds the last member's details.
 */
export function useMemberPrefill(): MemberPrefill | null {
  const session = useQuery({
    queryKey: COMMUNITY_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET('/api/community/session', { signal })),
    retry: false,
  });
  const signedIn = session.data?.isLoggedIn === true;
  const profile = useQuery({
    queryKey: ['/api/community/me', 'registration-prefill'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/community/me', { signal })),
    enabled: signedIn,
    retry: false,
  });
  const data = signedIn ? profile.data : undefined;
  // One object per profile answer: the form fills itself when it changes, not at every render.
  return useMemo(
    () =>
      data
        ? {
            firstName: data.firstName,
            lastName: data.lastName,
            email: data.email,
            phone: data.phone ?? '',
          }
        : null,
    [data],
  );
}
