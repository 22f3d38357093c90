import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { SUPPORTED_LANGUAGES, type Language } from '../../../common/i18n/languages';
import { IsOptionalNotNull } from '../../../common/dto/optional';
import { NormalizeEmail, Trim } from '../../../common/dto/transforms';
import { Limits, MemberMessages as M } from '../community.constants';
import type { MemberTestimonyStatus } from '../testimonials.service';
import { CommunityMemberDto } from './community-member.dto';
import { CreateMemberDto } from './create-member.dto';

/** Correcting the profile: the sign-up form's fields and rules, without the address and consent. */
export class UpdateMyProfileDto extends OmitType(CreateMemberDto, [
  'email',
  'subscribeToEmails',
] as const) {
  @ApiPropertyOptional({
    enum: SUPPORTED_LANGUAGES,
    example: 'es',
    description: "The language of the member's e-mail. Left out: kept as it is",
  })
  @IsIn(SUPPORTED_LANGUAGES, {
    message: `The language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`,
  })
  @IsOptional()
  language?: Language;
}

export class MyPreferencesDto {
  @ApiPropertyOptional({ example: true, description: "The ministry's e-mail updates (campaigns)" })
  @IsBoolean({ message: M.subscribeToEmails })
  @IsOptionalNotNull()
  subscribeToEmails?: boolean;

  @ApiPropertyOptional({ example: false, description: 'On the newsletter list' })
  @IsBoolean({ message: 'Newsletter must be true or false' })
  @IsOptionalNotNull()
  newsletter?: boolean;
}

export class ChangeMyEmailDto {
  @ApiProperty({ example: 'ruth.new@example.org', description: 'Trimmed and lower-cased' })
  @MaxLength(Limits.email, { message: M.email })
  @IsEmail({}, { message: M.email })
  @NormalizeEmail()
  email: string;
}

export class ConfirmEmailChangeDto {
  @ApiProperty({
    example: 'q3Zb1cF0oV8kX2m9yQ4tL7uR5wE6pA1sD3fG8hJ0kLz',
    description: 'The token of the link sent to the new address',
  })
  @MaxLength(200, { message: 'This link is invalid or has expired.' })
  @MinLength(1, { message: 'This link is invalid or has expired.' })
  @IsString({ message: 'This link is invalid or has expired.' })
  @Trim()
  token: string;
}

export class DeleteMyAccountDto {
  @ApiProperty({
    example: 'ruth@example.org',
    description: "The account's address, typed to confirm",
  })
  @MaxLength(Limits.email, { message: 'Type your e-mail address to confirm' })
  @IsString({ message: 'Type your e-mail address to confirm' })
  @NormalizeEmail()
  confirmEmail: string;
}

export class NewsletterStatusDto {
  @ApiProperty({ example: true }) subscribed: boolean;

  @ApiProperty({ type: Date, nullable: true, example: '2025-01-12T18:30:00.000Z' })
  subscribedAt: Date | null;
}

/** The signed-in member's own record. */
export class MyAccountDto extends OmitType(CommunityMemberDto, ['id'] as const) {
  @ApiProperty({ type: NewsletterStatusDto }) newsletter: NewsletterStatusDto;

  @ApiProperty({
    enum: SUPPORTED_LANGUAGES,
    example: 'en',
    description:
      "The language of the member's e-mail: the one they signed up in, until changed here",
  })
  language: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'A new address waiting for its confirmation link to be opened',
  })
  pendingEmail: string | null;
}

export class MyTestimonyDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'Naomi', description: 'As submitted' }) name: string;
  @ApiProperty({ example: 'Restoration' }) category: string;
  @ApiProperty({ example: 'Restored after a long season' }) title: string;
  @ApiProperty({ example: 'After years of silence, my daughter and I prayed together again.' })
  testimony: string;
  @ApiProperty({ example: false }) isAnonymous: boolean;

  @ApiProperty({
    enum: ['pending', 'approved', 'featured', 'rejected'],
    example: 'approved',
    description: 'featured: approved and shown on the home page',
  })
  status: MemberTestimonyStatus;

  @ApiProperty({ example: '2025-03-09T14:20:00.000Z' }) submittedAt: Date;

  @ApiProperty({ type: Date, nullable: true, example: '2025-03-10T08:45:00.000Z' })
  approvedAt: Date | null;
}

export class MyCounselingResponseDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'We are praying for you this week; may we call you on Thursday?' })
  message: string;
  @ApiProperty({ type: String, nullable: true, example: 'James Carter' })
  responderName: string | null;
  @ApiProperty({ example: '2025-04-03T16:20:00.000Z' }) sentAt: Date;
}

export class MyCounselingRequestDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: 'Hannah Miller' }) name: string;
  @ApiProperty({ example: 'hannah@example.org' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: null }) phone: string | null;
  @ApiProperty({ example: 'Grief & Loss' }) category: string;
  @ApiProperty({ example: 'I have followed the Lord for ten years.' }) background: string;
  @ApiProperty({ example: 'My mother passed away in March.' }) currentSituation: string;
  @ApiProperty({ example: 'Prayer, and someone to talk with.' }) specificNeeds: string;
  @ApiProperty({ example: 'soon' }) urgency: string;
  @ApiProperty({ example: 'email' }) preferredContact: string;

  @ApiProperty({ enum: ['pending', 'in_progress', 'completed', 'closed'], example: 'in_progress' })
  status: string;

  @ApiProperty({ example: '2025-04-02T09:15:00.000Z' }) submittedAt: Date;

  @ApiProperty({ type: Date, nullable: true, example: '2025-04-03T16:20:00.000Z' })
  lastResponseAt: Date | null;

  @ApiProperty({
    type: [MyCounselingResponseDto],
    description: "The ministry's responses, oldest first",
  })
  responses: MyCounselingResponseDto[];
}
