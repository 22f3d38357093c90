import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { auditCsv, auditCsvFileName } from './audit-csv';
import { AuditService } from './audit.service';
import { actionLabel } from './audit-labels';
import {
  AuditActionDto,
  AuditFilterDto,
  AuditPageDto,
  AuditQueryDto,
  toAuditEventResponse,
  toAuditFilter,
} from './dto/audit.dto';

/** The Audit tab: Administrators only. */
@ApiTags('admin audit')
@Requires('audit')
@Controller('api/admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'The audit trail, newest first: filtered by person, action and dates' })
  @ApiOkResponse({ type: AuditPageDto })
  async list(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const { items, total } = await this.audit.list(toAuditFilter(query), page, pageSize);
    const names = await this.audit.targetNamesOf(items);
    return { items: items.map((e) => toAuditEventResponse(e, names)), total, page, pageSize };
  }

  @Get('actions')
  @ApiOperation({ summary: 'Every action name recorded so far (the choices of the action filter)' })
  @ApiOkResponse({ type: [String] })
  actions(): Promise<string[]> {
    return this.audit.actions();
  }

  @Get('action-labels')
  @ApiOperation({
    summary: 'Every action recorded so far, with its words: the action filter shows these',
  })
  @ApiOkResponse({ type: [AuditActionDto] })
  async actionLabels(): Promise<AuditActionDto[]> {
    return (await this.audit.actions()).map((action) => ({ action, label: actionLabel(action) }));
  }

  @Get('export.csv')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The filtered trail as a CSV download (UTF-8 with BOM), newest first' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  export(@Query() filter: AuditFilterDto): StreamableFile {
    return new StreamableFile(auditCsv(this.audit.stream(toAuditFilter(filter))), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${auditCsvFileName()}"`,
    });
  }
}
