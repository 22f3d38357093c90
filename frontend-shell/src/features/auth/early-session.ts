import type { AuthUser } from '@ministry/frontend-kit';

let early: Promise<AuthUser | null> | undefined;

/**
 * A signed-in-only screen (the dashboard) loads its code only once the session check says who is
 * signed in. Started by the entry, the check runs alongside the shell's own chunks instead of after
 * them (docs/architecture.md, "The dashboard opened on a tab"); `takeEarlySession` hands its answer
 * to the app's query cache. It answers as `useAuth` reads the same call: the account on 200, null
 * on any other answer or a failed request. (The entry cannot use the kit's typed client: the kit is
 * a federated module the entry may not load.)
 */
export function checkSessionEarly(): Promise<AuthUser | null> {
  return (early ??= fetch('/api/auth/user', { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<AuthUser>) : null))
    .catch(() => null));
}

/** The early session check's answer, once: the app's cache keeps it from then on. */
export function takeEarlySession(): Promise<AuthUser | null> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
