import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Requires } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import type { SignedInUser } from '../../common/access/principals';
import { Audit } from '../../common/audit/audit.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { ImportChoicesDto, StartImportDto } from './dto/import-choices.dto';
import { ImportDto, ImportPreviewDto, toImportDto, UndoResultDto } from './dto/import-response.dto';
import { UploadImportQueryDto } from './dto/upload-query.dto';
import type { MemberImport } from './entities/member-import.entity';
import { ImportMessages as M, MAX_IMPORT_BYTES, UNDO_DAYS } from './imports.constants';
import { ImportTooLargeError, NoImportFileError } from './imports.errors';
import { ImportsService } from './imports.service';
import { readUploadBody } from '../../common/http/upload-body';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The member import wizard's routes (docs/imports.md): `members.import`, which only Administrators
 * hold, since an import writes people's data in bulk.
 */
@ApiTags('admin imports')
@Requires('members.import')
@Controller('api/admin/imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Post()
  @ApiOperation({
    summary:
      'Upload a .csv or .xlsx of people (members, or newsletter subscribers with target=subscribers; at most 20 MB): checked, its encoding, delimiter and headers detected',
    description:
      'The body is the file itself (Content-Type text/csv or the XLSX type), its name in `fileName`. ' +
      'The answer proposes a mapping of the columns (the headers of Planning Center People, Breeze, ' +
      'ChurchCRM and Mailchimp exports are recognised). A file that is not what its name says, or ' +
      'is not a list of people (a record over 64 KB, over 200 columns or 200,000 rows, a quote ' +
      'never closed), is refused with a 400 and nothing is kept.',
  })
  @ApiConsumes('text/csv', XLSX_TYPE, 'application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiCreatedResponse({ type: ImportDto })
  @ApiBadRequestResponse({
    type: MessageResponseDto,
    description: 'The file cannot be imported, and why',
  })
  @ApiPayloadTooLargeResponse({ type: MessageResponseDto, description: M.tooLarge })
  @Audit('import.upload', { target: 'import', values: ['fileName'] })
  async upload(
    @Query() query: UploadImportQueryDto,
    @Req() req: Request,
    @CurrentUser() user: SignedInUser,
  ): Promise<ImportDto> {
    const content = await readFileBody(req);
    return this.toDto(
      await this.imports.upload(query.fileName, content, user, query.target ?? 'members'),
    );
  }

  @Get()
  @ApiOperation({ summary: 'The latest imports (20), newest first, with their progress' })
  @ApiOkResponse({ type: [ImportDto] })
  async list(): Promise<ImportDto[]> {
    return (await this.imports.latest()).map((found) => this.toDto(found));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One import: its detection, choices, progress (rows written of the total) and counts',
  })
  @ApiOkResponse({ type: ImportDto })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  async get(@Param('id', new ParseIdPipe(M.notFound)) id: number): Promise<ImportDto> {
    return this.toDto(await this.imports.get(id));
  }

  @Post(':id/preview')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Preview under a mapping and choices: the first 20 rows as stored, and for the whole file the counts to create, update, skip and the rows in error',
    description: 'Rows are validated as the sign-up form validates them, with its messages.',
  })
  @ApiOkResponse({ type: ImportPreviewDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'The mapping is not usable' })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ type: MessageResponseDto, description: M.notReady })
  @ApiGoneResponse({ type: MessageResponseDto, description: M.fileGone })
  @Audit('import.preview', { target: 'import' })
  preview(
    @Param('id', new ParseIdPipe(M.notFound)) id: number,
    @Body() body: ImportChoicesDto,
  ): Promise<ImportPreviewDto> {
    return this.imports.preview(id, choicesOf(body));
  }

  @Post(':id/run')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Run the import on the queue with these choices; follow it with GET /api/admin/imports/{id}',
    description:
      'Subscribed only where the file says so and consentConfirmed is true. Rows in error fail the ' +
      'whole run, nothing written, unless importValidRows is true.',
  })
  @ApiAcceptedResponse({ type: ImportDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'The mapping is not usable' })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ type: MessageResponseDto, description: M.notReady })
  @ApiGoneResponse({ type: MessageResponseDto, description: M.fileGone })
  @Audit('import.run', {
    target: 'import',
    values: ['existing', 'consentConfirmed', 'importValidRows', 'sendConfirmation'],
  })
  async run(
    @Param('id', new ParseIdPipe(M.notFound)) id: number,
    @Body() body: StartImportDto,
  ): Promise<ImportDto> {
    return this.toDto(
      await this.imports.start(id, {
        ...choicesOf(body),
        importValidRows: body.importValidRows ?? false,
      }),
    );
  }

  @Get(':id/report')
  @ApiOperation({
    summary:
      'The result report as CSV: each row of the file with what was done (created, updated, skipped, error) and why',
  })
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ type: MessageResponseDto, description: M.notFinished })
  @Audit('import.report', { target: 'import' })
  async report(@Param('id', new ParseIdPipe(M.notFound)) id: number): Promise<StreamableFile> {
    const { fileName, stream } = await this.imports.report(id);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @Post(':id/undo')
  @HttpCode(200)
  @ApiOperation({
    summary: `Undo a completed import (within ${UNDO_DAYS} days): created members removed, updated ones given back their values, unless changed since`,
  })
  @ApiOkResponse({ type: UndoResultDto })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description: 'Not completed, or undone already',
  })
  @ApiGoneResponse({ type: MessageResponseDto, description: M.undoExpired })
  @Audit('import.undo', { target: 'import' })
  undo(@Param('id', new ParseIdPipe(M.notFound)) id: number): Promise<UndoResultDto> {
    return this.imports.undo(id);
  }

  private toDto(found: MemberImport): ImportDto {
    return toImportDto(found, this.imports.suggestedMapping(found), UNDO_DAYS);
  }
}

function choicesOf(body: ImportChoicesDto) {
  return {
    mapping: body.mapping,
    existing: body.existing ?? 'skip',
    consentConfirmed: body.consentConfirmed ?? false,
    sendConfirmation: body.sendConfirmation ?? false,
  };
}

/** An import file, at most MAX_IMPORT_BYTES. */
const readFileBody = (req: Request) =>
  readUploadBody(req, {
    maxBytes: MAX_IMPORT_BYTES,
    drainLimit: 2 * MAX_IMPORT_BYTES,
    empty: () => new NoImportFileError(),
    tooLarge: () => new ImportTooLargeError(),
  });
