import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { ImportMessages as M } from '../imports.constants';

/** The upload names its file in the query: the body is the file itself. */
export class UploadImportQueryDto {
  @ApiProperty({ example: 'people-export.csv', description: 'The name of the file; .csv or .xlsx' })
  @Matches(/\.(csv|xlsx)$/i, { message: M.fileName })
  @MaxLength(255, { message: M.fileName })
  @IsString({ message: M.fileName })
  fileName: string;
}
