import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  EXISTING_CHOICES,
  IMPORT_FIELD_CHOICES,
  MAX_IMPORT_COLUMNS,
  type ExistingChoice,
  type ImportFieldChoice,
} from '../imports.constants';

export class ColumnMappingDto {
  @ApiProperty({
    example: 'Home Email',
    description: 'A column of the file, as its header names it',
  })
  @MaxLength(1000, { message: 'A column name is at most 1,000 characters' })
  @IsString({ message: 'Each mapping needs the column it is for' })
  column: string;

  @ApiProperty({ enum: IMPORT_FIELD_CHOICES, example: 'email' })
  @IsIn(IMPORT_FIELD_CHOICES, { message: 'Map each column to a member field, or ignore it' })
  field: ImportFieldChoice;
}

/** The administrator's choices, for the preview and for the run. */
export class ImportChoicesDto {
  @ApiProperty({
    type: [ColumnMappingDto],
    description: 'The field of each column; a column left out is ignored',
  })
  @ValidateNested({ each: true })
  @Type(() => ColumnMappingDto)
  @ArrayMaxSize(MAX_IMPORT_COLUMNS, { message: `At most ${MAX_IMPORT_COLUMNS} columns` })
  @IsArray({ message: 'The mapping is a list of columns and fields' })
  mapping: ColumnMappingDto[];

  @ApiPropertyOptional({
    enum: EXISTING_CHOICES,
    default: 'skip',
    example: 'update',
    description:
      'An address that is already a member: skip the row, update the mapped fields, or fill only the empty fields',
  })
  @IsIn(EXISTING_CHOICES, { message: 'Choose skip, update or fill for existing members' })
  @IsOptional()
  existing?: ExistingChoice;

  @ApiPropertyOptional({
    default: false,
    example: true,
    description:
      'The administrator confirms they have the consent of the people the file marks as subscribed; without it nobody is subscribed',
  })
  @IsBoolean({ message: 'Consent confirmed must be true or false' })
  @IsOptional()
  consentConfirmed?: boolean;

  @ApiPropertyOptional({
    default: false,
    example: true,
    description:
      'Send the double opt-in confirmation e-mail to the people imported without confirmed consent (not to those the file marks unsubscribed); its link subscribes them',
  })
  @IsBoolean({ message: 'Send confirmation must be true or false' })
  @IsOptional()
  sendConfirmation?: boolean;
}

export class StartImportDto extends ImportChoicesDto {
  @ApiPropertyOptional({
    default: false,
    example: false,
    description:
      'Import the valid rows even when some are in error (otherwise nothing is imported)',
  })
  @IsBoolean({ message: 'Import the valid rows must be true or false' })
  @IsOptional()
  importValidRows?: boolean;
}
