import type {
  DefaultValues,
  FieldError,
  FieldErrors,
  FieldValues,
  Resolver,
  UseFormProps,
} from 'react-hook-form';

/** A form's rule messages by field: no entries when the draft may be sent. */
export type DraftErrors<D> = Partial<Record<keyof D & string, string>>;

/** The spec §5 rules of a draft as a react-hook-form resolver: the draft, or its messages by field. */
export function draftResolver<D extends FieldValues>(
  validate: (draft: D) => DraftErrors<D>,
): Resolver<D> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(validate(values))) {
      if (message) errors[name] = { type: 'validate', message };
    }
    // FieldErrors<D> is a mapped type over D that a generic function cannot build key by key.
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<D> }
      : { values, errors: {} };
  };
}

/**
 * How every community form behaves: checked only when sent (all rules at once, spec §5), a field's
 * error cleared as it changes (the field components do that) and not checked again until the next
 * send; focus goes to the first problem in the page's order (useFocusFirstError), not in the
 * library's registration order.
 */
export function draftFormOptions<D extends FieldValues>(
  empty: DefaultValues<D>,
  validate: (draft: D) => DraftErrors<D>,
): UseFormProps<D> {
  return {
    defaultValues: empty,
    resolver: draftResolver(validate),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  };
}
