import { useSyncExternalStore } from 'react';

/**
 * What this page learnt about the member beyond the session (which carries no e-mail): the address
 * they logged in or signed up with, to prefill the share and counseling forms. Kept in memory only,
 * never in storage, and forgotten on logout.
 */
export interface KnownMember {
  email?: string;
  name?: string;
}

let known: KnownMember = {};
const listeners = new Set<() => void>();

export function rememberMember(details: KnownMember): void {
  known = { ...known, ...details };
  listeners.forEach((listener) => listener());
}

export function forgetMember(): void {
  known = {};
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKnownMember(): KnownMember {
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => known,
  );
}
