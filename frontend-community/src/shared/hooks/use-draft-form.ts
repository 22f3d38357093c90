import { useEffect, type SubmitEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '../form-errors';
import { useFocusFirstError } from './use-focus-first-error';

interface DraftSubmitOptions<D extends FieldValues, I, T> {
  /** Made with draftFormOptions (shared/forms/draft-form.ts), which checks the spec §5 rules. */
  form: UseFormReturn<D>;
  /** Called only with a draft that passed the form's rules. */
  toInput: (draft: D) => I;
  mutation: UseMutationResult<T, Error, I>;
  /** After the server accepted the draft (the mutation's own toasts have run). */
  onSaved: (draft: D) => void;
}

/**
 * What every community form does on send: checks the draft and moves focus to the first problem,
 * or sends it, showing the server's 400 field messages at their fields. Sending again while one is
 * on its way does nothing.
 */
export function useDraftSubmit<D extends FieldValues, I, T>({
  form,
  toInput,
  mutation,
  onSaved,
}: DraftSubmitOptions<D, I, T>) {
  const { formRef, focusFirstError } = useFocusFirstError();

  const send = form.handleSubmit((draft) => {
    mutation.mutate(toInput(draft), {
      onSuccess: () => onSaved(draft),
      onError: (error) => {
        // The draft's keys are its fields' names.
        const fields = Object.keys(draft) as Path<D>[];
        const fromServer = serverFieldErrors(error, fields);
        let shown = false;
        for (const field of fields) {
          const message = fromServer[field];
          if (!message) continue;
          form.setError(field, { type: 'server', message });
          shown = true;
        }
        if (shown) focusFirstError();
      },
    });
  });

  // The rules' messages arrive with the send's count, in one render: focus the first of them then
  // (the library settles a send after its onInvalid callback, too early to find them on screen).
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0 && Object.keys(form.formState.errors).length > 0) focusFirstError();
  }, [submitCount, form, focusFirstError]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    if (mutation.isPending) {
      event.preventDefault();
      return;
    }
    void send(event);
  };

  return { formRef, onSubmit };
}
