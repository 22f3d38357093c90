import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../staff/password-policy';

export class ChangePasswordDto {
  @ApiProperty({ format: 'password', example: 'the password used today' })
  @MaxLength(MAX_PASSWORD_LENGTH, {
    message: `Current password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  })
  @MinLength(1, { message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({
    format: 'password',
    minLength: MIN_PASSWORD_LENGTH,
    example: 'a quiet garden at dawn',
    description: 'At least 12 characters, not a commonly used password; no other rules',
  })
  @MaxLength(MAX_PASSWORD_LENGTH, {
    message: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  })
  @IsString({ message: 'New password is required' })
  newPassword: string;
}

/** One session of the signed-in account ("My account"). */
export class AccountSessionDto {
  @ApiProperty({
    example: 'Jx1fW0sQ3a9n8Ykq2Lr7bA',
    description: 'Stands for the session (never the session id itself); ends it with DELETE',
  })
  id: string;

  @ApiProperty({ example: 'Chrome on Linux', description: "The browser's User-Agent, read" })
  device: string;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  address: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-23T18:05:00.000Z',
  })
  signedInAt: Date | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-23T19:41:00.000Z',
    description: 'To the minute',
  })
  lastSeenAt: Date | null;

  @ApiProperty({ example: true, description: 'The session of this request' })
  current: boolean;
}
