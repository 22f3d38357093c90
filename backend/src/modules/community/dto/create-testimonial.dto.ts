import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { Limits, TESTIMONY_CATEGORIES, TestimonialMessages as T } from '../community.constants';
import { NormalizeEmail, SingleLine, Trim } from '../../../common/dto/transforms';

export class CreateTestimonialDto {
  @ApiProperty({ example: 'Naomi', maxLength: Limits.testimonialName })
  @MaxLength(Limits.testimonialName, {
    message: `Name must be at most ${Limits.testimonialName} characters`,
  })
  @MinLength(1, { message: T.name })
  @IsString({ message: T.name })
  @SingleLine()
  name: string;

  @ApiProperty({
    example: 'naomi@example.org',
    description:
      "Never shown publicly. Checked as sent, but the signed-in member's account address is what is stored and answered",
  })
  @MaxLength(Limits.email, { message: T.email })
  @IsEmail({}, { message: T.email })
  @NormalizeEmail()
  email: string;

  @ApiProperty({ enum: TESTIMONY_CATEGORIES, example: 'Restoration' })
  @IsIn(TESTIMONY_CATEGORIES, { message: T.category })
  @MinLength(1, { message: T.categoryRequired })
  @IsString({ message: T.categoryRequired })
  @SingleLine()
  category: string;

  @ApiProperty({ example: 'Restored after a long season', maxLength: Limits.title })
  @MaxLength(Limits.title, { message: `Title must be at most ${Limits.title} characters` })
  @MinLength(1, { message: T.title })
  @IsString({ message: T.title })
  @SingleLine()
  title: string;

  @ApiProperty({
    maxLength: Limits.testimony,
    example:
      'After years of silence, my daughter and I prayed together again this spring. ' +
      'God restored what I thought was lost for good.',
  })
  @MaxLength(Limits.testimony, {
    message: `Testimony must be at most ${Limits.testimony} characters`,
  })
  @MinLength(1, { message: T.testimony })
  @IsString({ message: T.testimony })
  @Trim()
  testimony: string;

  @ApiPropertyOptional({ default: false, example: false, description: 'Publish without the name' })
  @IsBoolean({ message: T.isAnonymous })
  @IsOptional()
  isAnonymous?: boolean;
}
