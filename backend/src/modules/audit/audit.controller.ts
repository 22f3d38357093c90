import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { auditCsv, auditCsvFileName } from './audit-csv';
import { AuditService } from './audit.service';
import {
  AuditFilterDto,
  AuditPageDto,
  AuditQueryDto,
  toAuditEventResponse,
  toAuditFilter,
} from './dto/audit.dto';

/** The Audit tab (issue 15): Administrators only. */
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
    return { items: items.map(toAuditEventResponse), total, page, pageSize };
  }

  @Get('actions')
  @ApiOperation({ summary: 'Every action name recorded so far (the choices of the action filter)' })
  @ApiOkResponse({ type: [String] })
  actions(): Promise<string[]> {
    return this.audit.actions();
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
