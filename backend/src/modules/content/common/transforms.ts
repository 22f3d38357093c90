import { Transform } from 'class-transformer';

/** Trims surrounding white space from a string field before it is validated; leaves other types alone. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases an e-mail address, so the same address is always stored the same way. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );
