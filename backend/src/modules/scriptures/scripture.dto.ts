import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsOptionalNotNull } from '../../common/dto/optional';
import { SingleLine, Trim } from '../../common/dto/transforms';
import type { Scripture } from './entities/scripture.entity';

const JOHN_3_16 =
  'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in ' +
  'him should not perish, but have everlasting life.';

export class ScriptureDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: JOHN_3_16 }) text: string;
  @ApiProperty({ example: 'John 3:16' }) reference: string;
  @ApiProperty({ example: true }) isActive: boolean;
  @ApiProperty({ example: true }) displayOnHome: boolean;
  @ApiProperty({
    example: true,
    description:
      'The one the home page shows now: of the active scriptures set to show on home, the one set most recently',
  })
  shownOnHome: boolean;
  @ApiProperty({ example: '2025-01-05T08:00:00.000Z' }) createdAt: Date;
}

export class WeeklyScriptureDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: JOHN_3_16 }) text: string;
  @ApiProperty({ example: 'John 3:16' }) reference: string;
}

export function toScriptureResponse(scripture: Scripture, shownId: number | null): ScriptureDto {
  return {
    id: scripture.id,
    text: scripture.text,
    reference: scripture.reference,
    isActive: scripture.isActive,
    displayOnHome: scripture.displayOnHome,
    shownOnHome: scripture.id === shownId,
    createdAt: scripture.createdAt,
  };
}

export function toWeeklyScriptureResponse(scripture: Scripture): WeeklyScriptureDto {
  return { id: scripture.id, text: scripture.text, reference: scripture.reference };
}

/** The scripture form (spec §5). */
export class CreateScriptureDto {
  @ApiProperty({ minLength: 2, maxLength: 5000, example: JOHN_3_16 })
  @MaxLength(5000, { message: 'Scripture text must be at most 5000 characters' })
  @MinLength(2, { message: 'Scripture text must be at least 2 characters' })
  @IsString({ message: 'Scripture text must be at least 2 characters' })
  @Trim()
  text: string;

  @ApiProperty({ minLength: 2, maxLength: 200, example: 'John 3:16' })
  @MaxLength(200, { message: 'Reference must be at most 200 characters' })
  @MinLength(2, { message: 'Reference must be at least 2 characters' })
  @IsString({ message: 'Reference must be at least 2 characters' })
  @SingleLine()
  reference: string;

  @ApiPropertyOptional({ default: true, example: true })
  @IsBoolean({ message: 'isActive must be true or false' })
  @IsOptionalNotNull()
  isActive?: boolean;
}

/**
 * PUT takes either the full form `{ text, reference, isActive }` or only `{ displayOnHome }` (the
 * 'Show on Home' / 'Remove from Home' toggle). text and reference are required unless displayOnHome is
 * sent on its own.
 */
export class UpdateScriptureDto {
  @ApiPropertyOptional({ minLength: 2, maxLength: 5000, example: JOHN_3_16 })
  @MaxLength(5000, { message: 'Scripture text must be at most 5000 characters' })
  @MinLength(2, { message: 'Scripture text must be at least 2 characters' })
  @IsString({ message: 'Scripture text must be at least 2 characters' })
  @ValidateIf((o: UpdateScriptureDto) => o.displayOnHome === undefined || o.text !== undefined)
  @Trim()
  text?: string;

  @ApiPropertyOptional({ minLength: 2, maxLength: 200, example: 'John 3:16' })
  @MaxLength(200, { message: 'Reference must be at most 200 characters' })
  @MinLength(2, { message: 'Reference must be at least 2 characters' })
  @IsString({ message: 'Reference must be at least 2 characters' })
  @ValidateIf((o: UpdateScriptureDto) => o.displayOnHome === undefined || o.reference !== undefined)
  @SingleLine()
  reference?: string;

  @ApiPropertyOptional({ example: true })
  @IsBoolean({ message: 'isActive must be true or false' })
  @IsOptionalNotNull()
  isActive?: boolean;

  @ApiPropertyOptional({
    example: true,
    description: 'Show this scripture on the home page (or stop showing it)',
  })
  @IsBoolean({ message: 'displayOnHome must be true or false' })
  @IsOptionalNotNull()
  displayOnHome?: boolean;
}
