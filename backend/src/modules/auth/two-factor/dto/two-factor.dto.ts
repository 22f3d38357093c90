import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { SingleLine } from '../../../../common/dto/transforms';

export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

const CODE_MESSAGE = 'The code is the 6 digits your authenticator app shows';
const RECOVERY_MESSAGE = 'A recovery code has 12 letters and digits, like abcd-efgh-jkmn';

export class SecondFactorStepDto {
  @ApiProperty({ enum: SECOND_FACTOR_METHODS, isArray: true, example: ['totp', 'recovery'] })
  methods: SecondFactorMethod[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-11-23T18:05:00.000Z',
    description: 'The second step must be finished by then (five minutes)',
  })
  expiresAt: string;
}

/** The answer of a right password for an account with two-factor sign-in: not signed in yet. */
export class SecondFactorRequiredDto {
  @ApiProperty({ type: SecondFactorStepDto }) secondFactor: SecondFactorStepDto;
}

export class TotpSignInDto {
  @ApiPropertyOptional({ example: '123456', description: 'The code the authenticator app shows' })
  @Matches(/^\d{6}$/, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  @IsOptional()
  code?: string;

  @ApiPropertyOptional({ example: 'abcd-efgh-jkmn', description: 'One of the recovery codes' })
  @Matches(/^[\s-]*([0-9a-z][\s-]*){12}$/i, { message: RECOVERY_MESSAGE })
  @MaxLength(40, { message: RECOVERY_MESSAGE })
  @IsString({ message: RECOVERY_MESSAGE })
  @IsOptional()
  recoveryCode?: string;
}

export class ConfirmTotpDto {
  @ApiProperty({ example: '123456' })
  @Matches(/^\d{6}$/, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  code: string;
}

/** Proof that the person at the keyboard is the account's owner: the password or a current code. */
export class ReauthenticateDto {
  @ApiPropertyOptional({ format: 'password', example: 'a quiet garden at dawn' })
  @MaxLength(1000, { message: 'Password must be at most 1000 characters' })
  @IsString({ message: 'Password must be text' })
  @IsOptional()
  password?: string;

  @ApiPropertyOptional({ example: '123456', description: 'A code from the authenticator app' })
  @Matches(/^\d{6}$/, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  @IsOptional()
  code?: string;
}

export class TotpEnrolmentDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'The secret, base32' })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/Ministry:ruth%40example.org?secret=…' })
  uri: string;

  @ApiProperty({ example: 'data:image/png;base64,…', description: 'The QR code of `uri`, a PNG' })
  qrCode: string;
}

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    example: ['abcd-efgh-jkmn'],
    description: 'Shown this once; each works one time',
  })
  recoveryCodes: string[];
}

export class PasskeyDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Work laptop' }) name: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T09:30:00.000Z' })
  createdAt: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-23T08:00:00.000Z',
  })
  lastUsedAt: Date | null;
}

export class TwoFactorStatusDto {
  @ApiProperty({ example: true, description: 'An authenticator app is set up' })
  totp: boolean;

  @ApiProperty({ example: 10, description: 'Recovery codes not used yet' })
  recoveryCodesLeft: number;

  @ApiProperty({ type: [PasskeyDto] })
  passkeys: PasskeyDto[];

  @ApiProperty({ example: false, description: 'The site requires two-factor sign-in of all staff' })
  required: boolean;
}

export class NewPasskeyDto {
  @ApiProperty({ example: 'Work laptop', maxLength: 100 })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @MinLength(1, { message: 'Give the passkey a name' })
  @IsString({ message: 'Give the passkey a name' })
  @SingleLine()
  name: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The browser's answer to the registration options (RegistrationResponseJSON)",
    example: {
      id: 'AbCdEf',
      rawId: 'AbCdEf',
      type: 'public-key',
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
        attestationObject: 'o2NmbXRk',
      },
      clientExtensionResults: {},
    },
  })
  @IsObject({ message: 'The passkey answer is missing' })
  response: Record<string, unknown>;
}

export class PasskeySignInDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The browser's answer to the sign-in options (AuthenticationResponseJSON)",
    example: {
      id: 'AbCdEf',
      rawId: 'AbCdEf',
      type: 'public-key',
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
        authenticatorData: 'SZYN5YgO',
        signature: 'MEUCIQ',
      },
      clientExtensionResults: {},
    },
  })
  @IsObject({ message: 'The passkey answer is missing' })
  response: Record<string, unknown>;
}
