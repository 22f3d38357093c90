import { Transform } from 'class-transformer';

/** Trims a string field before it is validated; other values pass through for the validators to judge. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases an e-mail address, so look-ups and unique constraints ignore case. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );
