import type { FormInstance } from 'antd';

interface FieldError {
  field: string;
  message: string;
}

/**
 * A 400 from the API reads `400: {"message":…,"errors":[{field,message}]}` (apiRequest's format);
 * its field errors are shown under the matching form fields. Returns whether any were shown.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof Error) || !error.message.startsWith('400: ')) return false;
  try {
    const body = JSON.parse(error.message.slice(5)) as { errors?: FieldError[] };
    const known = new Set(Object.keys(form.getFieldsValue()));
    const fields = (body.errors ?? [])
      .filter((item) => known.has(item.field))
      .map((item) => ({ name: item.field, errors: [item.message] }));
    form.setFields(fields);
    return fields.length > 0;
  } catch {
    return false;
  }
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
