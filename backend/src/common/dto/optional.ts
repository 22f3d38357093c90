import { ValidateIf } from 'class-validator';

/**
 * For fields a partial update may leave out but never clear: absent skips validation, while `null` is
 * validated like any value and so refused (`@IsOptional()` would let it through to a NOT NULL column).
 */
export const IsOptionalNotNull = () =>
  ValidateIf((_object: object, value: unknown) => value !== undefined);
