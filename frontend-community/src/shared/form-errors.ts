import { ApiError } from '@ministry/api-client';

/** The server's field messages (a 400) for the fields a form knows, ready to show inline. */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const known: Partial<Record<K, string>> = {};
  for (const field of fields) {
    if (fieldErrors[field]) {
      known[field] = fieldErrors[field];
    }
  }
  return known;
}
