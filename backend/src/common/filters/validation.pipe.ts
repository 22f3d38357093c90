import {
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';

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

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
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
