import {
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

// Every check below (and the global pipe's) reads a class's rules from the cache from now on.
cacheValidationMetadata();

export interface FieldError {
  field: string;
  message: string;
}

/** Flattens class-validator errors (nested too) into `{ field, message }` pairs, one per failed rule. */
export function flattenValidationErrors(errors: ValidationError[]): FieldError[] {
  // Unknown properties come last, so the headline message is about a field the form has.
  const all = flattenRules(errors, '');
  const known = all.filter((e) => e.rule !== 'whitelistValidation');
  const unknown = all.filter((e) => e.rule === 'whitelistValidation');
  return [...known, ...unknown].map(({ field, message }) => ({ field, message }));
}

function flattenRules(
  errors: ValidationError[],
  prefix: string,
): (FieldError & { rule: string })[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) => ({
      field,
      message,
      rule,
    }));
    return [...own, ...flattenRules(error.children ?? [], field)];
  });
}

/**
 * The global pipe, except that a path parameter reaches its own pipe as the text the client sent: the
 * stock pipe turns `0x11`, `1.7e1`, `+17` or ` 17` into 17 before `ParseIdPipe` could refuse them.
 */
class AppValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param') return value;
    return super.transformPrimitive(value, metadata);
  }
}

/** The rules every request body is checked by (the global pipe, and `validateAs`). */
const VALIDATION_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  stopAtFirstError: true,
} as const;

/**
 * Checks `input` as the global pipe checks a request body of `type` (its rules, its messages), for
 * data that does not come as a request (an imported row, a calendar's event): the instance, or the
 * headline message the form would show (`fallback` when no rule names one).
 */
export function validateAs<T extends object>(
  type: ClassConstructor<T>,
  input: object,
  fallback = 'Invalid input',
): { value: T; message: null } | { value: null; message: string } {
  const value = plainToInstance(type, input);
  const errors = validateSync(value, VALIDATION_OPTIONS);
  if (errors.length === 0) return { value, message: null };
  return { value: null, message: flattenValidationErrors(errors)[0]?.message ?? fallback };
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    ...VALIDATION_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      return new BadRequestException({
        message: fieldErrors[0]?.message ?? 'Invalid request',
        errors: fieldErrors,
      });
    },
  });
}
