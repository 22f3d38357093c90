import type { FormInstance } from 'antd';
import { ApiError } from '@ministry/api-client';

/**
 * A 400 from the API carries `errors: [{ field, message }]`; the messages of the fields the form
 * has are shown under them. A field of a list row is named by its path (`serviceTimes.1.name`),
 * which becomes antd's name path (`['serviceTimes', 1, 'name']`). Returns whether any were shown.
 */
export function showServerFieldErrors(
  form: Pick<FormInstance, 'getFieldsValue' | 'setFields'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const known = new Set(Object.keys(form.getFieldsValue()));
  const fields = Object.entries(error.fieldErrors)
    .map(([field, message]) => ({ name: namePath(field), errors: [message] }))
    .filter(({ name }) => known.has(String(name[0])));
  form.setFields(
    fields.map(({ name, errors }) => ({ name: name.length === 1 ? name[0] : name, errors })),
  );
  return fields.length > 0;
}

/** `serviceTimes.1.name` → `['serviceTimes', 1, 'name']`: list indexes as numbers, as antd names them. */
export function namePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The name paths of the fields an antd `onValuesChange` reports as changed (`{ serviceTimes: [ ,
 * { name } ] }` → `['serviceTimes', 1, 'name']`), so the server's errors on them can be cleared: a
 * field without rules is not validated again as it is typed, and would keep its error.
 */
export function changedPaths(
  changed: unknown,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (typeof changed !== 'object' || changed === null) return [prefix];
  return Object.keys(changed).flatMap((key) =>
    changedPaths((changed as Record<string, unknown>)[key], [
      ...prefix,
      Array.isArray(changed) ? Number(key) : key,
    ]),
  );
}

/** Drops the errors shown on the fields just changed (use as the form's `onValuesChange`). */
export function clearChangedErrors(
  form: Pick<FormInstance, 'getFieldError' | 'setFields'>,
  changed: unknown,
): void {
  const stale = changedPaths(changed).filter((name) => form.getFieldError(name).length > 0);
  if (stale.length) form.setFields(stale.map((name) => ({ name, errors: [] })));
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
