let early: Promise<unknown> | undefined;

/**
 * A signed-in-only screen (the dashboard) loads its code only once the session check says who is
 * signed in. Started by the entry, the check runs alongside the shell's own chunks instead of after
 * them (issue 17); `takeEarlySession` hands its answer to the app's query cache. As `useAuth` reads
 * it: the account on 200, null on any other answer or a failed request.
 */
export function checkSessionEarly(): Promise<unknown> {
  return (early ??= fetch('/api/auth/user', { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
    .catch(() => null));
}

/** The early session check's answer, once: the app's cache keeps it from then on. */
export function takeEarlySession(): Promise<unknown> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
