import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useDraftSubmit } from '../../../shared/hooks/use-draft-form';
import { type ContactDraft, nextDraft } from '../member-drafts';

interface MemberDraftFormOptions<D extends ContactDraft & FieldValues, I, T> {
  form: UseFormReturn<D>;
  empty: D;
  toInput: (draft: D) => I;
  mutation: UseMutationResult<T, Error, I>;
}

/**
 * A share or counseling form: once sent it shows its success panel until `startAgain`, and the next
 * draft starts with the name and e-mail just used.
 */
export function useMemberDraftForm<D extends ContactDraft & FieldValues, I, T>({
  form,
  empty,
  toInput,
  mutation,
}: MemberDraftFormOptions<D, I, T>) {
  const [submitted, setSubmitted] = useState(false);
  const { formRef, onSubmit } = useDraftSubmit({
    form,
    toInput,
    mutation,
    onSaved: (sent) => {
      setSubmitted(true);
      form.reset(nextDraft(empty, sent));
    },
  });
  return { formRef, onSubmit, submitted, startAgain: () => setSubmitted(false) };
}
