import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MARITAL_STATUSES, MemberMessages, SPIRITUAL_LEVELS } from '../community.constants';
import { EmptyAsAbsent, OptionalText, QueryBoolean } from '../../../common/dto/transforms';

/** The filters of the admin members screen (spec §4); an empty value means "all". */
export class MemberFilterDto {
  @ApiPropertyOptional({
    description:
      'Part of the first name, last name or e-mail, any case, as typed (not trimmed, like the screen)',
  })
  @MaxLength(320, { message: 'Search must be at most 320 characters' })
  @IsString({ message: 'Search must be text' })
  @IsOptional()
  @EmptyAsAbsent()
  search?: string;

  @ApiPropertyOptional({ enum: MARITAL_STATUSES })
  @IsIn(MARITAL_STATUSES, { message: MemberMessages.maritalStatus })
  @IsOptional()
  @OptionalText()
  maritalStatus?: string;

  @ApiPropertyOptional({ enum: SPIRITUAL_LEVELS })
  @IsIn(SPIRITUAL_LEVELS, { message: MemberMessages.spiritualLevel })
  @IsOptional()
  @OptionalText()
  spiritualLevel?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'E-mail subscribers only, or none' })
  @IsBoolean({ message: 'subscribeToEmails must be true or false' })
  @IsOptional()
  @QueryBoolean()
  subscribeToEmails?: boolean;
}
