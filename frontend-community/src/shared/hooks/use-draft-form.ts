import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { serverFieldErrors } from '../form-errors';
import { useFocusFirstError } from './use-focus-first-error';

export type DraftErrors<D> = Partial<Record<keyof D & string, string>>;

interface DraftFormOptions<D, I, T> {
  draft: D;
  setDraft: Dispatch<SetStateAction<D>>;
  /** The spec §5 rules: no entries when the draft may be sent. */
  validate: (draft: D) => DraftErrors<D>;
  /** Called only with a draft that passed `validate`. */
  toInput: (draft: D) => I;
  mutation: UseMutationResult<T, Error, I>;
  /** After the server accepted the draft (the mutation's own toasts have run). */
  onSaved: (draft: D) => void;
}

/**
 * What every community form does: a field's error clears as it changes; submitting checks the
 * draft and moves focus to the first problem, or sends it, showing the server's 400 field messages
 * at their fields. Submitting again while one is on its way does nothing.
 */
export function useDraftForm<D extends object, I, T>({
  draft,
  setDraft,
  validate,
  toInput,
  mutation,
  onSaved,
}: DraftFormOptions<D, I, T>) {
  const { formRef, focusFirstError } = useFocusFirstError();
  const [errors, setErrors] = useState<DraftErrors<D>>({});

  const set = <K extends keyof D>(key: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    mutation.mutate(toInput(draft), {
      onSuccess: () => onSaved(draft),
      onError: (error) => {
        const fields = Object.keys(draft) as (keyof D & string)[];
        const fromServer: DraftErrors<D> = serverFieldErrors(error, fields);
        if (Object.keys(fromServer).length > 0) {
          setErrors(fromServer);
          focusFirstError();
        }
      },
    });
  };

  return { formRef, errors, set, onSubmit };
}
