import { Transform } from 'class-transformer';

/** Trims a string field before it is validated; other values pass through for the validators to judge. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** C0 and C1 control characters, line breaks and tabs included. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * For one-line fields (names, titles, places, …): control characters, line breaks included, become a
 * space, then the text is trimmed. A CR hidden in a name would otherwise split a CSV row or a mail header.
 */
export const SingleLine = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, ' ').trim() : value,
  );

/** `SingleLine` for an optional field: empty (or null) counts as absent, as with `OptionalText`. */
export const OptionalSingleLine = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const text = value.replace(CONTROL_CHARACTERS, ' ').trim();
    return text === '' ? undefined : text;
  });

/** An e-mail address as look-ups and unique constraints compare it: trimmed, lower-cased. */
export const normalizedEmail = (email: string): string => email.trim().toLowerCase();

/** Trims and lower-cases an e-mail address, so look-ups and unique constraints ignore case. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizedEmail(value) : value,
  );

/**
 * For optional fields: trims a string, and treats an empty one (an untouched form input) or null as
 * absent, so `@IsOptional()` skips it.
 */
export const OptionalText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/** An optional whole number that a form may send as a numeric string or leave empty. */
export const OptionalInteger = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : value;
  });

/** An optional list of choices: duplicates removed, order kept. */
export const UniqueList = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    return Array.isArray(value) ? [...new Set(value)] : value;
  });

/** A query-string boolean ('true'/'false'); an empty value means "no filter". */
export const QueryBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === '' || value === undefined || value === null) return undefined;
    if (value === 'true' || value === true) return true;
    if (value === 'false' || value === false) return false;
    return value;
  });

/** An empty query value means "no filter"; anything else is kept exactly as typed. */
export const EmptyAsAbsent = () =>
  Transform(({ value }: { value: unknown }) =>
    value === '' || value === null ? undefined : value,
  );
