import { useState, type Dispatch, type SetStateAction } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useDraftForm, type DraftErrors } from '../../../shared/hooks/use-draft-form';

interface MemberDraftFormOptions<D, I, T> {
  draft: D;
  setDraft: Dispatch<SetStateAction<D>>;
  empty: D;
  validate: (draft: D) => DraftErrors<D>;
  toInput: (draft: D) => I;
  mutation: UseMutationResult<T, Error, I>;
}

/**
 * A share or counseling form: once sent it shows its success panel until `startAgain`, and the next
 * draft starts with the name and e-mail just used.
 */
export function useMemberDraftForm<D extends { name: string; email: string }, I, T>({
  empty,
  ...options
}: MemberDraftFormOptions<D, I, T>) {
  const [submitted, setSubmitted] = useState(false);
  const form = useDraftForm({
    ...options,
    onSaved: (sent) => {
      setSubmitted(true);
      options.setDraft({ ...empty, name: sent.name, email: sent.email });
    },
  });
  return { ...form, submitted, startAgain: () => setSubmitted(false) };
}
