import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDateString,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { EmptyAsAbsent, OptionalInteger } from '../../../common/dto/transforms';
import type { AuditEvent } from '../entities/audit-event.entity';
import type { AuditFilter } from '../audit.service';
import { actionLabel, targetLabel } from '../audit-labels';

export const MAX_AUDIT_PAGE_SIZE = 100;

/** The filters of the Audit tab and its CSV export; an absent one means "all". */
export class AuditFilterDto {
  @ApiPropertyOptional({ type: 'integer', description: 'The acting staff account' })
  @Min(1, { message: 'Person must be a staff account id' })
  @IsInt({ message: 'Person must be a staff account id' })
  @IsOptional()
  @OptionalInteger()
  actorId?: number;

  @ApiPropertyOptional({ example: 'event.create' })
  @Matches(/^[a-z0-9_.-]+$/, { message: 'Action must be an action name such as event.create' })
  @MaxLength(100, { message: 'Action must be at most 100 characters' })
  @IsString({ message: 'Action must be an action name such as event.create' })
  @IsOptional()
  @EmptyAsAbsent()
  action?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'From this moment on (ISO 8601; a date alone is its midnight UTC)',
  })
  @IsDateString({ strict: true }, { message: 'From must be a date (ISO 8601)' })
  @IsOptional()
  @EmptyAsAbsent()
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Up to this moment (ISO 8601)' })
  @IsDateString({ strict: true }, { message: 'To must be a date (ISO 8601)' })
  @IsOptional()
  @EmptyAsAbsent()
  to?: string;
}

export class AuditQueryDto extends AuditFilterDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @Min(1, { message: 'Page must be a whole number from 1' })
  @IsInt({ message: 'Page must be a whole number from 1' })
  @IsOptional()
  @OptionalInteger()
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_AUDIT_PAGE_SIZE, default: 50 })
  @Max(MAX_AUDIT_PAGE_SIZE, { message: `Page size must be a whole number from 1 to 100` })
  @Min(1, { message: `Page size must be a whole number from 1 to 100` })
  @IsInt({ message: `Page size must be a whole number from 1 to 100` })
  @IsOptional()
  @OptionalInteger()
  pageSize?: number;
}

/** The filter as the service takes it. */
export function toAuditFilter(dto: AuditFilterDto): AuditFilter {
  return {
    actorId: dto.actorId,
    action: dto.action,
    from: dto.from ? new Date(dto.from) : undefined,
    to: dto.to ? new Date(dto.to) : undefined,
  };
}

export class AuditEventDto {
  @ApiProperty({ example: '812' }) id: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-23T18:04:05.000Z' }) at: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 3 }) actorId: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'administrator' }) actorRole: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Ruth Moabite' }) actorName: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ruth@example.org' })
  actorEmail: string | null;
  @ApiProperty({ example: 'event.update' }) action: string;
  @ApiProperty({ example: 'Changed an event', description: 'The action in words' })
  actionLabel: string;
  @ApiProperty({ type: String, nullable: true, example: 'event' }) targetType: string | null;
  @ApiProperty({ type: String, nullable: true, example: '42' }) targetId: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Easter Sunrise Service',
    description:
      "The target in words: its name now (a person's, an event's title), else its kind and id",
  })
  targetLabel: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: {
      fields: ['doubleOptIn'],
      changes: [{ field: 'doubleOptIn', from: false, to: true }],
    },
    description:
      'What changed: field names (`fields`), and where the route records them the values before and ' +
      'after (`changes`, secrets masked); never counseling text',
  })
  summary: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  clientAddress: string | null;
  @ApiProperty({ type: String, nullable: true, example: '6f1c2a9e-4b7d-4c1e-9a51-2f7e8d3b0c44' })
  requestId: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEventDto] }) items: AuditEventDto[];
  @ApiProperty({ type: 'integer', example: 120 }) total: number;
  @ApiProperty({ type: 'integer', example: 1 }) page: number;
  @ApiProperty({ type: 'integer', example: 50 }) pageSize: number;
}

export class AuditActionDto {
  @ApiProperty({ example: 'event.create' }) action: string;
  @ApiProperty({ example: 'Created an event' }) label: string;
}

/** A row for the Audit tab; `targetNames` by `type:id` (AuditService.targetNamesOf). */
export function toAuditEventResponse(
  e: AuditEvent,
  targetNames: Map<string, string> = new Map(),
): AuditEventDto {
  return {
    id: String(e.id),
    at: e.at.toISOString(),
    actorId: e.actorId,
    actorRole: e.actorRole,
    actorName: e.actorName,
    actorEmail: e.actorEmail,
    action: e.action,
    actionLabel: actionLabel(e.action),
    targetType: e.targetType,
    targetId: e.targetId,
    targetLabel: targetLabel(
      e.targetType,
      e.targetId,
      targetNames.get(`${e.targetType ?? ''}:${e.targetId ?? ''}`),
    ),
    summary: e.summary,
    clientAddress: e.clientAddress,
    requestId: e.requestId,
  };
}
