import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  Limits,
  MARITAL_STATUSES,
  MAX_MEMBER_AGE,
  MemberMessages as M,
  MIN_MEMBER_AGE,
  MINISTRY_INTERESTS,
  SEXES,
  SPIRITUAL_LEVELS,
  SUPPORT_NEEDS,
} from '../community.constants';
import {
  NormalizeEmail,
  OptionalInteger,
  OptionalSingleLine,
  OptionalText,
  SingleLine,
  UniqueList,
} from '../../../common/dto/transforms';

const tooLong = (label: string, max: number) => ({
  message: `${label} must be at most ${max} characters`,
});

/** The sign-up form (spec §2, §3, §5). Empty optional inputs count as not given. */
export class CreateMemberDto {
  @ApiProperty({ example: 'Ruth', maxLength: Limits.name })
  @MaxLength(Limits.name, tooLong('First name', Limits.name))
  @MinLength(1, { message: M.firstName })
  @IsString({ message: M.firstName })
  @SingleLine()
  firstName: string;

  @ApiProperty({ example: 'Moabite', maxLength: Limits.name })
  @MaxLength(Limits.name, tooLong('Last name', Limits.name))
  @MinLength(1, { message: M.lastName })
  @IsString({ message: M.lastName })
  @SingleLine()
  lastName: string;

  @ApiProperty({
    example: 'ruth@example.org',
    description: 'Trimmed and lower-cased; unique among members',
  })
  @MaxLength(Limits.email, { message: M.email })
  @IsEmail({}, { message: M.email })
  @NormalizeEmail()
  email: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: Limits.phone,
    example: '+1 555 0101',
  })
  @MaxLength(Limits.phone, tooLong('Phone', Limits.phone))
  @IsString({ message: 'Phone must be text' })
  @IsOptional()
  @OptionalSingleLine()
  phone?: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: MIN_MEMBER_AGE,
    maximum: MAX_MEMBER_AGE,
    example: 34,
  })
  @Max(MAX_MEMBER_AGE, { message: M.age })
  @Min(MIN_MEMBER_AGE, { message: M.tooYoung })
  @IsInt({ message: M.age })
  @IsOptional()
  @OptionalInteger()
  age?: number;

  @ApiPropertyOptional({
    enum: SEXES,
    nullable: true,
    example: 'female',
    description: 'Shown as "gender"',
  })
  @IsIn(SEXES, { message: M.sex })
  @IsOptional()
  @OptionalText()
  sex?: string;

  @ApiPropertyOptional({ enum: MARITAL_STATUSES, nullable: true, example: 'widowed' })
  @IsIn(MARITAL_STATUSES, { message: M.maritalStatus })
  @IsOptional()
  @OptionalText()
  maritalStatus?: string;

  @ApiPropertyOptional({ enum: SPIRITUAL_LEVELS, nullable: true, example: 'growing' })
  @IsIn(SPIRITUAL_LEVELS, { message: M.spiritualLevel })
  @IsOptional()
  @OptionalText()
  spiritualLevel?: string;

  @ApiPropertyOptional({
    enum: SUPPORT_NEEDS,
    isArray: true,
    example: ['prayer', 'bible_study'],
    description: 'Areas of support',
  })
  @IsIn(SUPPORT_NEEDS, { each: true, message: M.needs })
  @IsArray({ message: M.needs })
  @IsOptional()
  @UniqueList()
  needs?: string[];

  @ApiPropertyOptional({
    enum: MINISTRY_INTERESTS,
    isArray: true,
    example: ['worship', 'women_ministry'],
  })
  @IsIn(MINISTRY_INTERESTS, { each: true, message: M.interests })
  @IsArray({ message: M.interests })
  @IsOptional()
  @UniqueList()
  interests?: string[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: Limits.place,
    example: 'Springfield',
  })
  @MaxLength(Limits.place, tooLong('City', Limits.place))
  @IsString({ message: 'City must be text' })
  @IsOptional()
  @OptionalSingleLine()
  city?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: Limits.place,
    example: 'Illinois',
    description: 'State or province',
  })
  @MaxLength(Limits.place, tooLong('State/province', Limits.place))
  @IsString({ message: 'State/province must be text' })
  @IsOptional()
  @OptionalSingleLine()
  state?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: Limits.place,
    example: 'United States',
  })
  @MaxLength(Limits.place, tooLong('Country', Limits.place))
  @IsString({ message: 'Country must be text' })
  @IsOptional()
  @OptionalSingleLine()
  country?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: Limits.occupation,
    example: 'Nurse',
  })
  @MaxLength(Limits.occupation, tooLong('Occupation', Limits.occupation))
  @IsString({ message: 'Occupation must be text' })
  @IsOptional()
  @OptionalSingleLine()
  occupation?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: Limits.notes,
    example: 'I would love to join a midweek Bible study group.',
  })
  @MaxLength(Limits.notes, tooLong('Additional notes', Limits.notes))
  @IsString({ message: 'Additional notes must be text' })
  @IsOptional()
  @OptionalText()
  notes?: string;

  @ApiPropertyOptional({ default: true, example: true })
  @IsBoolean({ message: M.subscribeToEmails })
  @IsOptional()
  subscribeToEmails?: boolean;
}
