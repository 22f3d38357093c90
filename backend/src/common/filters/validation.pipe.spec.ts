import { BadRequestException } from '@nestjs/common';
import { IsEmail, IsString, MinLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { createValidationPipe } from './validation.pipe';

class Address {
  @MinLength(2, { message: 'City must be at least 2 characters' })
  city: string;
}

class Signup {
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @IsString({ message: 'Name must be at least 2 characters' })
  name: string;

  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ValidateNested()
  @Type(() => Address)
  address: Address;
}

async function errorOf(
  value: unknown,
): Promise<{ message: string; errors: { field: string; message: string }[] }> {
  try {
    await createValidationPipe().transform(value, { type: 'body', metatype: Signup });
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as never;
  }
  throw new Error('expected a validation error');
}

describe('the validation pipe', () => {
  it('gives one { field, message } per failed field, nested ones with a dotted path', async () => {
    const body = await errorOf({ name: 'A', email: 'nope', address: { city: 'X' } });
    expect(body.errors).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'address.city', message: 'City must be at least 2 characters' },
    ]);
    expect(body.message).toBe('Name must be at least 2 characters');
  });

  it('puts unknown fields last, so the headline is about a field the form has', async () => {
    const body = await errorOf({
      isAdmin: true,
      name: 'Ab',
      email: 'bad',
      address: { city: 'Paris' },
    });
    expect(body.message).toBe('Please enter a valid email address');
    expect(body.errors.at(-1)).toEqual({
      field: 'isAdmin',
      message: 'property isAdmin should not exist',
    });
  });
});
