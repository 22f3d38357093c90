import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

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

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      return new BadRequestException({
        message: fieldErrors[0]?.message ?? 'Invalid request',
        errors: fieldErrors,
      });
    },
  });
}
