import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/dto/optional';
import { SingleLine } from '../../../common/dto/transforms';
import type { SavedAudienceView } from '../audiences/saved-audiences.service';
import { TargetCriteriaDto, TargetCriteriaResponseDto } from './campaign.dto';

export class SaveAudienceDto {
  @ApiProperty({ example: 'Widows who want prayer', maxLength: 100 })
  @SingleLine()
  @MaxLength(100, { message: 'Audience name must be at most 100 characters' })
  @MinLength(1, { message: 'Audience name is required' })
  @IsString({ message: 'Audience name is required' })
  name: string;

  @ApiProperty({ type: TargetCriteriaDto, description: "A campaign's target audience fields" })
  @IsDefined({ message: 'Please choose the target audience to save' })
  @ValidateNested()
  @Type(() => TargetCriteriaDto)
  criteria: TargetCriteriaDto;
}

/** A rename, new criteria, or both; neither may be sent as null (a saved audience always has both). */
export class UpdateSavedAudienceDto {
  @ApiPropertyOptional({ example: 'Widows (prayer)', maxLength: 100 })
  @IsOptionalNotNull()
  @SingleLine()
  @MaxLength(100, { message: 'Audience name must be at most 100 characters' })
  @MinLength(1, { message: 'Audience name is required' })
  @IsString({ message: 'Audience name is required' })
  name?: string;

  @ApiPropertyOptional({ type: TargetCriteriaDto })
  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => TargetCriteriaDto)
  criteria?: TargetCriteriaDto;
}

export class SavedAudienceDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Widows who want prayer' }) name: string;
  @ApiProperty({ type: TargetCriteriaResponseDto }) criteria: TargetCriteriaResponseDto;
  @ApiProperty({ type: String, nullable: true, example: 'pastor' }) createdBy: string | null;
  @ApiProperty({ example: '2026-11-02T09:30:00.000Z', format: 'date-time' }) createdAt: Date;
  @ApiProperty({ example: '2026-11-03T10:00:00.000Z', format: 'date-time' }) updatedAt: Date;
}

export function toSavedAudienceResponse({
  audience,
  criteria,
}: SavedAudienceView): SavedAudienceDto {
  return {
    id: audience.id,
    name: audience.name,
    criteria,
    createdBy: audience.createdBy,
    createdAt: audience.createdAt,
    updatedAt: audience.updatedAt,
  };
}
