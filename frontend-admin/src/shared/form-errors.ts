import type { FormInstance } from 'antd';
import { ApiError } from '@ministry/api-client';

/**
 * A 400 from the API carries `errors: [{ field, message }]`; the messages of the fields the form
 * has are shown under them. Returns whether any were shown.
 */
export function showServerFieldErrors(
  form: Pick<FormInstance, 'getFieldsValue' | 'setFields'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const known = new Set(Object.keys(form.getFieldsValue()));
  const fields = Object.entries(error.fieldErrors)
    .filter(([field]) => known.has(field))
    .map(([name, message]) => ({ name, errors: [message] }));
  form.setFields(fields);
  return fields.length > 0;
}

/** The rules of a text field that must hold at least `min` characters (spec §5). */
export function minLengthRules(min: number, message: string) {
  return [
    { required: true, message },
    { min, message },
  ];
}

/** A required text field: blank or whitespace only shows `message`. */
export function requiredText(message: string) {
  return {
    validator: (_: unknown, value: string | undefined) =>
      value?.trim() ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
