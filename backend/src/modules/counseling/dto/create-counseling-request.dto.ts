import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  NormalizeEmail,
  OptionalSingleLine,
  OptionalText,
  SingleLine,
  Trim,
} from '../../../common/dto/transforms';
import {
  CONTACT_PREFERENCES,
  COUNSELING_CATEGORIES,
  CounselingLimits as L,
  CounselingMessages as C,
  URGENCIES,
} from '../counseling.constants';

const tooLong = (label: string, max: number) => ({
  message: `${label} must be at most ${max} characters`,
});

export class CreateCounselingRequestDto {
  @ApiProperty({ maxLength: L.name, example: 'Hannah Miller' })
  @MaxLength(L.name, tooLong('Name', L.name))
  @MinLength(1, { message: C.name })
  @IsString({ message: C.name })
  @SingleLine()
  name: string;

  @ApiProperty({
    example: 'hannah@example.org',
    description:
      "Checked as sent, but the signed-in member's account address is what is stored and answered",
  })
  @MaxLength(L.email, { message: C.email })
  @IsEmail({}, { message: C.email })
  @NormalizeEmail()
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.phone, example: '+1 555 0134' })
  @MaxLength(L.phone, tooLong('Phone', L.phone))
  @IsString({ message: 'Phone must be text' })
  @IsOptional()
  @OptionalSingleLine()
  phone?: string;

  @ApiProperty({ enum: COUNSELING_CATEGORIES, example: 'Grief & Loss' })
  @IsIn(COUNSELING_CATEGORIES, { message: C.category })
  @MinLength(1, { message: C.categoryRequired })
  @IsString({ message: C.categoryRequired })
  @SingleLine()
  category: string;

  @ApiProperty({
    maxLength: L.text,
    example: 'I have followed the Lord for ten years and serve on the hospitality team.',
  })
  @MaxLength(L.text, tooLong('Background', L.text))
  @MinLength(1, { message: C.background })
  @IsString({ message: C.background })
  @Trim()
  background: string;

  @ApiProperty({
    maxLength: L.text,
    example: 'My mother passed away in March, and since then I have found it hard to pray.',
  })
  @MaxLength(L.text, tooLong('Current situation', L.text))
  @MinLength(1, { message: C.currentSituation })
  @IsString({ message: C.currentSituation })
  @Trim()
  currentSituation: string;

  @ApiProperty({
    maxLength: L.text,
    example: 'Prayer, and someone to talk with about grief and the hope we have.',
  })
  @MaxLength(L.text, tooLong('Specific needs', L.text))
  @MinLength(1, { message: C.specificNeeds })
  @IsString({ message: C.specificNeeds })
  @Trim()
  specificNeeds: string;

  @ApiPropertyOptional({ enum: URGENCIES, default: 'normal', example: 'soon' })
  @IsIn(URGENCIES, { message: C.urgency })
  @IsOptional()
  @OptionalText()
  urgency?: string;

  @ApiPropertyOptional({ enum: CONTACT_PREFERENCES, default: 'email', example: 'email' })
  @IsIn(CONTACT_PREFERENCES, { message: C.preferredContact })
  @IsOptional()
  @OptionalText()
  preferredContact?: string;
}
