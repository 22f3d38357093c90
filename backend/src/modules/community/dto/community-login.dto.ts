import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { Limits, MemberMessages } from '../community.constants';
import { NormalizeEmail } from '../../../common/dto/transforms';

export class CommunityLoginDto {
  @ApiProperty({ example: 'ruth@example.org', description: 'Trimmed; case does not matter' })
  @MaxLength(Limits.email, { message: MemberMessages.email })
  @IsEmail({}, { message: MemberMessages.email })
  @NormalizeEmail()
  email: string;
}
