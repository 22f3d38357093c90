import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

interface KeptDraft {
  /** Whose it is: the member signed in when it was written. */
  owner: string;
  values: Record<string, unknown>;
}

function read(key: string): KeptDraft | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as KeptDraft | null;
  } catch {
    return null;
  }
}

function write(key: string, draft: KeptDraft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the draft lives only as long as the page.
  }
}

/**
 * Keeps a member's half-written form in this tab's session storage as they type, so a reload does not
 * lose it; it comes back only for the same member, and is gone with the tab. The address is left out
 * (the form shows the account's own).
 */
export function useKeptDraft<D extends FieldValues>(
  form: UseFormReturn<D>,
  key: string,
  owner: string | null,
): void {
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!owner || restoredFor.current === owner) return;
    restoredFor.current = owner;
    const kept = read(key);
    if (!kept || kept.owner !== owner) return;
    const { email: _address, ...values } = kept.values;
    form.reset({ ...form.getValues(), ...values } as D);
  }, [owner, form, key]);

  useEffect(() => {
    if (!owner) return undefined;
    const watching = form.watch((values) => write(key, { owner, values }));
    return () => watching.unsubscribe();
  }, [form, key, owner]);
}
