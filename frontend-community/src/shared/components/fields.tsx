import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  get,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useLingui } from '@ministry/frontend-kit';
import { labelText, type Choice } from '../constants';
import { FormField } from './FormField';

// The controls of the community forms, bound to a react-hook-form form by name: the library holds
// each value, these hold the markup (label, asterisk, hint, error and the ARIA that ties them).

interface FieldProps<D extends FieldValues> {
  form: UseFormReturn<D>;
  name: Path<D>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

/** Control attributes the field sets itself. */
type Own = 'form' | 'name' | 'id' | 'required';

/** A field's id, its error, and its binding, whose change clears the error (it is checked again on send). */
function useBinding<D extends FieldValues>(form: UseFormReturn<D>, name: Path<D>) {
  const id = useId();
  // Subscribes this field to its own error only: reading `form.formState` would re-render the whole
  // form (dirty, touched and validating state) at each field's first edit and blur.
  const { errors } = useFormState({ control: form.control, name, exact: true });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const binding = form.register(name, {
    onChange: () => {
      if (form.getFieldState(name).error) form.clearErrors(name);
    },
  });
  return { id, error, binding };
}

export function TextField<D extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  ...input
}: FieldProps<D> & Omit<InputHTMLAttributes<HTMLInputElement>, Own>) {
  const { id, error, binding } = useBinding(form, name);
  return (
    <FormField {...{ id, name, label, required, hint, error, className }}>
      {(control) => <input type="text" {...input} {...control} {...binding} />}
    </FormField>
  );
}

export function TextAreaField<D extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  ...textarea
}: FieldProps<D> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>) {
  const { id, error, binding } = useBinding(form, name);
  return (
    <FormField {...{ id, name, label, required, hint, error, className }}>
      {(control) => <textarea {...textarea} {...control} {...binding} />}
    </FormField>
  );
}

interface SelectFieldProps<D extends FieldValues> extends FieldProps<D> {
  /** Values shown as they are, or values with labels, in order. */
  choices: readonly (string | Choice)[];
  /** The first option, of value '' (e.g. "Select a category"); none when every draft has a value. */
  placeholder?: string;
}

export function SelectField<D extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  choices,
  placeholder,
  ...select
}: SelectFieldProps<D> & Omit<SelectHTMLAttributes<HTMLSelectElement>, Own | 'placeholder'>) {
  const { id, error, binding } = useBinding(form, name);
  const { i18n } = useLingui();
  return (
    <FormField {...{ id, name, label, required, hint, error, className }}>
      {(control) => (
        <select {...select} {...control} {...binding}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => {
            const {
              value,
              label: text,
              lang,
            } = typeof choice === 'string'
              ? { value: choice, label: choice, lang: undefined }
              : choice;
            return (
              <option key={value} value={value} lang={lang}>
                {labelText(i18n, text)}
              </option>
            );
          })}
        </select>
      )}
    </FormField>
  );
}

/** One checkbox with its label beside it, and a hint below. */
export function CheckboxField<D extends FieldValues>({
  form,
  name,
  label,
  hint,
}: Omit<FieldProps<D>, 'required' | 'className'>) {
  const { id, binding } = useBinding(form, name);
  const hintId = `${id}-hint`;
  return (
    <div className="checkbox-field">
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" aria-describedby={hint ? hintId : undefined} {...binding} />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A fieldset of checkboxes sharing one name: the value is the list of checked values, in order. */
export function CheckboxGroupField<D extends FieldValues>({
  form,
  name,
  label,
  choices,
}: Omit<FieldProps<D>, 'required' | 'className' | 'hint'> & { choices: readonly Choice[] }) {
  const { id, error, binding } = useBinding(form, name);
  const { i18n } = useLingui();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="checkbox-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{label}</legend>
      <div className="checkbox-group__options">
        {choices.map((choice) => (
          <label key={choice.value} className="checkbox" htmlFor={`${id}-${choice.value}`}>
            <input id={`${id}-${choice.value}`} type="checkbox" value={choice.value} {...binding} />
            <span>{labelText(i18n, choice.label)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
