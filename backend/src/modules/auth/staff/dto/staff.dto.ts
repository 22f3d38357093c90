import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '../../../../common/access/permissions';
import { NormalizeEmail, SingleLine } from '../../../../common/dto/transforms';
import { MAX_PASSWORD_LENGTH } from '../password-policy';

const ROLE_MESSAGE = `Role must be one of: ${STAFF_ROLES.join(', ')}`;
/** An invitee's e-mail address becomes their username (at most 100 characters). */
const MAX_EMAIL = 100;
const MAX_NAME = 100;

export const STAFF_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** One row of the Staff tab: a staff account, or an invitation not yet accepted. */
export class StaffMemberDto {
  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'Null for an invitation' })
  userId: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description: 'Set for an invitation',
  })
  invitationId: number | null;

  @ApiProperty({ example: 'Ruth Moabite', description: 'Empty for an invitation' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'ruth@example.org' })
  email: string | null;

  @ApiProperty({ enum: STAFF_ROLES, example: 'pastoral' })
  role: StaffRole;

  @ApiProperty({
    example: false,
    description: 'Two-factor sign-in set up (an authenticator app or a passkey)',
  })
  twoFactor: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-20T09:30:00.000Z',
  })
  lastSignInAt: Date | null;

  @ApiProperty({ enum: STAFF_STATUSES, example: 'active' })
  status: StaffStatus;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: "When an invitation's link stops working",
  })
  expiresAt: Date | null;
}

export class InviteStaffDto {
  @ApiProperty({ example: 'ruth@example.org', maxLength: MAX_EMAIL })
  @MaxLength(MAX_EMAIL, { message: `E-mail must be at most ${MAX_EMAIL} characters` })
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @NormalizeEmail()
  email: string;

  @ApiProperty({ enum: STAFF_ROLES, example: 'pastoral' })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role: StaffRole;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: STAFF_ROLES, example: 'content' })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role: StaffRole;
}

export class AccountTokenDto {
  @ApiProperty({ description: 'The token of the e-mailed link', example: 'k3J…' })
  @MaxLength(200, { message: 'This link is not valid' })
  @IsString({ message: 'This link is not valid' })
  token: string;
}

export class InvitationInfoDto {
  @ApiProperty({ example: 'ruth@example.org' }) email: string;
  @ApiProperty({ enum: STAFF_ROLES, example: 'pastoral' }) role: StaffRole;
}

export class NewPasswordDto extends AccountTokenDto {
  @ApiProperty({
    format: 'password',
    minLength: 12,
    example: 'a quiet garden at dawn',
    description: 'At least 12 characters, not a commonly used password; no other rules',
  })
  @MaxLength(MAX_PASSWORD_LENGTH, {
    message: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  })
  @IsString({ message: 'Password is required' })
  password: string;
}

export class AcceptInvitationDto extends NewPasswordDto {
  @ApiProperty({ example: 'Ruth', maxLength: MAX_NAME })
  @MaxLength(MAX_NAME, { message: `First name must be at most ${MAX_NAME} characters` })
  @MinLength(1, { message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  @SingleLine()
  firstName: string;

  @ApiProperty({ example: 'Moabite', maxLength: MAX_NAME })
  @MaxLength(MAX_NAME, { message: `Last name must be at most ${MAX_NAME} characters` })
  @MinLength(1, { message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  @SingleLine()
  lastName: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ruth@example.org' })
  @MaxLength(255, { message: 'Please enter a valid e-mail address' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @NormalizeEmail()
  email: string;
}

export class AcceptedInvitationDto {
  @ApiProperty({ example: 'Welcome! You can now sign in.' }) message: string;
  @ApiProperty({ example: 'ruth@example.org', description: 'The username to sign in with' })
  username: string;
}
