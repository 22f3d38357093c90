import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IMPORT_TARGETS, ImportMessages as M, type ImportTarget } from '../imports.constants';

/** The upload names its file in the query: the body is the file itself. */
export class UploadImportQueryDto {
  @ApiProperty({ example: 'people-export.csv', description: 'The name of the file; .csv or .xlsx' })
  @Matches(/\.(csv|xlsx)$/i, { message: M.fileName })
  @MaxLength(255, { message: M.fileName })
  @IsString({ message: M.fileName })
  fileName: string;

  @ApiPropertyOptional({
    enum: IMPORT_TARGETS,
    default: 'members',
    description: 'Whom the file brings in: community members, or the newsletter subscribers',
  })
  @IsIn(IMPORT_TARGETS, { message: M.target })
  @IsOptional()
  target?: ImportTarget;
}
