import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { MemberImport } from '../entities/member-import.entity';
import {
  EXISTING_CHOICES,
  IMPORT_STATUSES,
  IMPORT_TARGETS,
  KNOWN_SOURCES,
  type ExistingChoice,
  type ImportStatus,
  type ImportTarget,
  type KnownSource,
} from '../imports.constants';
import { ColumnMappingDto } from './import-choices.dto';

export class ImportCountsDto {
  @ApiProperty({ example: 120 })
  create: number;

  @ApiProperty({ example: 8 })
  update: number;

  @ApiProperty({ example: 3 })
  skip: number;

  @ApiProperty({ example: 2 })
  error: number;
}

/** An import as the wizard shows it: the file, the detection, the choices, the progress. */
export class ImportDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ enum: IMPORT_TARGETS, example: 'members' })
  target: ImportTarget;

  @ApiProperty({ example: 'people-export.csv' })
  fileName: string;

  @ApiProperty({ example: 48213 })
  fileBytes: number;

  @ApiProperty({ enum: ['csv', 'xlsx'], example: 'csv' })
  format: 'csv' | 'xlsx';

  @ApiProperty({ type: String, nullable: true, example: 'windows-1252' })
  encoding: string | null;

  @ApiProperty({ type: String, nullable: true, example: ';' })
  delimiter: string | null;

  @ApiProperty({
    enum: KNOWN_SOURCES,
    nullable: true,
    example: 'planning_center',
    description: 'The export recognised by its headers',
  })
  source: KnownSource | null;

  @ApiProperty({ type: [String], example: ['First Name', 'Last Name', 'Home Email'] })
  headers: string[];

  @ApiProperty({
    type: [ColumnMappingDto],
    description:
      'The saved mapping once a run was asked for, else the one proposed from the headers',
  })
  mapping: ColumnMappingDto[];

  @ApiProperty({ enum: EXISTING_CHOICES, example: 'skip' })
  existing: ExistingChoice;

  @ApiProperty({ example: false })
  consentConfirmed: boolean;

  @ApiProperty({ example: false })
  importValidRows: boolean;

  @ApiProperty({ example: false })
  sendConfirmation: boolean;

  @ApiProperty({ enum: IMPORT_STATUSES, example: 'running' })
  status: ImportStatus;

  @ApiProperty({ example: 133, description: 'Rows of people in the file (the header not counted)' })
  totalRows: number;

  @ApiProperty({ example: 60, description: 'Rows the run has written so far' })
  processedRows: number;

  @ApiProperty({ type: ImportCountsDto, description: 'What the run did (zero until it completes)' })
  counts: ImportCountsDto;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'Why the run failed',
  })
  failure: string | null;

  @ApiProperty({ format: 'date-time', example: '2026-12-01T18:30:00.000Z' })
  createdAt: Date;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-12-01T18:31:10.000Z',
  })
  finishedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  undoneAt: Date | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-12-08T18:31:10.000Z',
    description: 'Until when the import can be undone (a completed import only)',
  })
  undoUntil: Date | null;
}

export function toImportDto(
  found: MemberImport,
  suggested: ColumnMappingDto[],
  undoDays: number,
): ImportDto {
  return {
    id: found.id,
    target: found.target,
    fileName: found.fileName,
    fileBytes: found.fileBytes,
    format: found.format,
    encoding: found.encoding,
    delimiter: found.delimiter,
    source: found.source,
    headers: found.headers,
    mapping: found.mapping ?? suggested,
    existing: found.existing,
    consentConfirmed: found.consentConfirmed,
    importValidRows: found.importValidRows,
    sendConfirmation: found.sendConfirmation,
    status: found.status,
    totalRows: found.totalRows,
    processedRows: found.processedRows,
    counts: {
      create: found.createdCount,
      update: found.updatedCount,
      skip: found.skippedCount,
      error: found.errorCount,
    },
    failure: found.failure,
    createdAt: found.createdAt,
    finishedAt: found.finishedAt,
    undoneAt: found.undoneAt,
    undoUntil:
      found.status === 'completed' && found.finishedAt
        ? new Date(found.finishedAt.getTime() + undoDays * 24 * 3600_000)
        : null,
  };
}

export class PreviewMemberDto {
  @ApiProperty({ example: 'Ruth' })
  firstName: string;

  @ApiProperty({ example: 'Moabite' })
  lastName: string;

  @ApiProperty({ example: 'ruth@example.org' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: '+1 555 0101' })
  phone: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 34 })
  age: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'female' })
  sex: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'married' })
  maritalStatus: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  spiritualLevel: string | null;

  @ApiProperty({ type: [String], example: ['prayer'] })
  needs: string[];

  @ApiProperty({ type: [String], example: ['worship'] })
  interests: string[];

  @ApiProperty({ type: String, nullable: true, example: 'Philippi' })
  city: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Macedonia' })
  state: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Greece' })
  country: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Merchant' })
  occupation: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  notes: string | null;

  @ApiProperty({ example: false })
  subscribeToEmails: boolean;
}

export class PreviewSubscriberDto {
  @ApiProperty({ example: 'Ruth Moabite' })
  name: string;

  @ApiProperty({ example: 'ruth@example.org' })
  email: string;

  @ApiProperty({ example: true, description: 'Confirmed (mailed by campaigns)' })
  subscribeToEmails: boolean;
}

export class PreviewRowDto {
  @ApiProperty({ example: 2, description: 'As the spreadsheet numbers it (the header is row 1)' })
  rowNumber: number;

  @ApiProperty({ enum: ['created', 'updated', 'skipped', 'error'], example: 'created' })
  outcome: 'created' | 'updated' | 'skipped' | 'error';

  @ApiPropertyOptional({
    type: PreviewMemberDto,
    nullable: true,
    description: 'The member as it would be stored (created or updated rows)',
  })
  member: PreviewMemberDto | null;

  @ApiPropertyOptional({
    type: PreviewSubscriberDto,
    nullable: true,
    description: 'The subscriber as it would be stored (an import of subscribers)',
  })
  subscriber?: PreviewSubscriberDto | null;

  @ApiProperty({ type: String, nullable: true, example: 'Already a member' })
  message: string | null;
}

export class PreviewErrorDto {
  @ApiProperty({ example: 14 })
  rowNumber: number;

  @ApiProperty({ type: String, nullable: true, example: 'not-an-address' })
  email: string | null;

  @ApiProperty({ example: 'Please enter a valid email address' })
  message: string;
}

export class ImportPreviewDto {
  @ApiProperty({ type: [PreviewRowDto], description: 'The first 20 rows' })
  rows: PreviewRowDto[];

  @ApiProperty({ type: ImportCountsDto, description: 'For the whole file' })
  counts: ImportCountsDto;

  @ApiProperty({
    type: [PreviewErrorDto],
    description:
      'The rows in error with the reason (the first 200; their count is in counts.error)',
  })
  errors: PreviewErrorDto[];
}

export class UndoResultDto {
  @ApiProperty({ example: 120, description: 'Members the import had created, removed' })
  removed: number;

  @ApiProperty({
    example: 8,
    description: 'Members the import had updated, given back their values',
  })
  restored: number;

  @ApiProperty({
    example: 1,
    description: 'Members changed since the import (or gone), left as they are',
  })
  kept: number;
}
