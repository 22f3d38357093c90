import { parseServerError } from './api/server-error';

/** The server's field messages (a 400) for the fields a form knows, ready to show inline. */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const { fieldErrors } = parseServerError(error);
  const known: Partial<Record<K, string>> = {};
  for (const field of fields) {
    if (fieldErrors[field]) {
      known[field] = fieldErrors[field];
    }
  }
  return known;
}
