import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { NormalizeEmail, SingleLine } from '../../../common/dto/transforms';

/** The 'Stay Connected' form (spec §5). */
export class SubscribeDto {
  @ApiProperty({ minLength: 2, maxLength: 200, example: 'Miriam Cohen' })
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @IsString({ message: 'Name must be at least 2 characters' })
  @SingleLine()
  name: string;

  @ApiProperty({ format: 'email', maxLength: 320, example: 'miriam@example.org' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString({ message: 'Please enter a valid email address' })
  @NormalizeEmail()
  email: string;
}
