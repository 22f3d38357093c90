import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { Limits, MemberMessages, SignInMessages } from '../community.constants';
import { NormalizeEmail } from '../../../common/dto/transforms';

/** Either the token of an e-mailed link, or the e-mail address and the 6-digit code of that e-mail. */
export class VerifySignInDto {
  @ApiPropertyOptional({
    example: 'q3Zb1cF0oV8kX2m9yQ4tL7uR5wE6pA1sD3fG8hJ0kLz',
    description: 'The `signin` parameter of the e-mailed link',
  })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: SignInMessages.tokenFormat })
  @IsString({ message: SignInMessages.tokenFormat })
  @ValidateIf((o: VerifySignInDto) => o.token !== undefined)
  token?: string;

  @ApiPropertyOptional({
    example: 'ruth@example.org',
    description: 'With `code`, instead of `token`',
  })
  @MaxLength(Limits.email, { message: MemberMessages.email })
  @IsEmail({}, { message: MemberMessages.email })
  @ValidateIf((o: VerifySignInDto) => o.token === undefined)
  @NormalizeEmail()
  email?: string;

  @ApiPropertyOptional({ example: '042917', description: 'The 6 digits of the e-mail' })
  @Matches(/^\d{6}$/, { message: SignInMessages.codeFormat })
  @IsString({ message: SignInMessages.codeFormat })
  @ValidateIf((o: VerifySignInDto) => o.token === undefined)
  code?: string;
}
