import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useVerifySignIn } from './use-community-session';

/** The parameter of the e-mailed link: `/community?signin=TOKEN`. */
export const SIGN_IN_PARAM = 'signin';

/**
 * Opening the e-mailed link signs in by itself: the token is exchanged once, and taken out of the
 * address bar first (a replaced history entry), so it stays in neither the history nor a shared address.
 */
export function useSignInLink(): void {
  const [params, setParams] = useSearchParams();
  const { mutate } = useVerifySignIn();
  const exchanged = useRef<string | null>(null);
  const token = params.get(SIGN_IN_PARAM);

  useEffect(() => {
    if (!token || exchanged.current === token) return;
    exchanged.current = token;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SIGN_IN_PARAM);
        return next;
      },
      { replace: true },
    );
    mutate({ token });
  }, [token, setParams, mutate]);
}
