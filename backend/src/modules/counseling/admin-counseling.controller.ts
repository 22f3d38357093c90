import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import type { SignedInUser } from '../../common/access/principals';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { CounselingMessages } from './counseling.constants';
import { CounselingService } from './counseling.service';
import { AuditService } from '../audit/audit.service';
import {
  CounselingRequestDetailDto,
  CounselingRequestDto,
  CounselingRequestsPageDto,
  toCounselingRequestSummary,
  CounselingResponseDto,
  CounselingSummaryDto,
  toCounselingRequestResponse,
  toCounselingResponseResponse,
} from './dto/counseling-response.dto';
import { CreateCounselingResponseDto } from './dto/create-counseling-response.dto';
import { UpdateCounselingRequestDto } from './dto/update-counseling-request.dto';
import { AdminCounselingQueryDto } from './dto/admin-counseling-query.dto';
import { wantsPage } from '../../common/dto/page-query.dto';
import { Audit } from '../../common/audit/audit.decorator';

/**
 * Ids as ranges (`1-40,42`), in strings of at most 200 characters (what an audit summary keeps of a
 * string): a whole list read fits one audit row.
 */
export function idRanges(ids: number[]): string[] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const chunks: string[] = [];
  let chunk = '';
  for (let i = 0; i < sorted.length; i += 1) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i += 1;
    const range = start === sorted[i] ? String(start) : `${start}-${sorted[i]}`;
    if (chunk && chunk.length + 1 + range.length > 200) {
      chunks.push(chunk);
      chunk = range;
    } else chunk = chunk ? `${chunk},${range}` : range;
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

const RequestId = () => Param('id', new ParseIdPipe(CounselingMessages.notFound));

@ApiTags('admin')
@Requires('counseling.read')
@Controller('api/admin/counseling')
export class AdminCounselingController {
  constructor(
    private readonly counseling: CounselingService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Every request: urgent, then soon, then normal; oldest first within. One page when page or pageSize is given',
    description:
      "Without page and pageSize: the spec's plain array of every request, whole (the filters apply " +
      'when given); each such read is audited with the ids it returned. With either: one page of the ' +
      'filtered requests in the chosen order, with the number that match, each request without its ' +
      'narrative (background, situation, needs), which `GET /api/admin/counseling/{id}` gives, audited. ' +
      'There is no text search: the narrative fields are encrypted at rest.',
  })
  @ApiExtraModels(CounselingRequestsPageDto)
  @ApiOkResponse({
    schema: {
      anyOf: [
        { type: 'array', items: { $ref: getSchemaPath(CounselingRequestDto) } },
        { $ref: getSchemaPath(CounselingRequestsPageDto) },
      ],
    },
  })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  async list(
    @Query() query: AdminCounselingQueryDto,
    @CurrentUser() reader: SignedInUser,
    @Req() req: Request,
  ): Promise<CounselingRequestDto[] | CounselingRequestsPageDto> {
    if (!wantsPage(query)) {
      const requests = await this.counseling.listForTriage(query);
      await this.audit.record({
        actor: reader,
        action: 'counseling.list_read',
        target: null,
        summary: { count: requests.length, ids: idRanges(requests.map((r) => r.request.id)) },
        req,
      });
      return requests.map(({ request, responseCount }) =>
        toCounselingRequestResponse(request, responseCount),
      );
    }
    const page = await this.counseling.pageForTriage(query);
    return {
      ...page,
      items: page.items.map(({ request, responseCount }) =>
        toCounselingRequestSummary(request, responseCount),
      ),
    };
  }

  @Get('summary')
  @ApiOperation({ summary: 'The counts of the Counseling tab, counted by the database' })
  @ApiOkResponse({ type: CounselingSummaryDto })
  summary(): Promise<CounselingSummaryDto> {
    return this.counseling.summary();
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One request whole (background, situation, needs) with its conversation; audited',
  })
  @ApiOkResponse({ type: CounselingRequestDetailDto })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @Audit('counseling.view', { target: 'counseling_request' })
  async detail(@RequestId() id: number): Promise<CounselingRequestDetailDto> {
    const [{ request, responseCount }, responses] = await Promise.all([
      this.counseling.detail(id),
      this.counseling.listResponses(id),
    ]);
    return {
      ...toCounselingRequestResponse(request, responseCount),
      responses: responses.map(toCounselingResponseResponse),
    };
  }

  @Put(':id')
  @Requires('counseling.respond')
  @ApiOperation({ summary: 'Set the status (any status may follow any other)' })
  @ApiOkResponse({ type: CounselingRequestDto })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @Audit('counseling.status_change', { target: 'counseling_request', values: ['status'] })
  async setStatus(
    @RequestId() id: number,
    @Body() body: UpdateCounselingRequestDto,
  ): Promise<CounselingRequestDto> {
    const { request, responseCount } = await this.counseling.setStatus(id, body.status);
    return toCounselingRequestResponse(request, responseCount);
  }

  @Get(':id/responses')
  @ApiOperation({ summary: "A request's responses, oldest first" })
  @ApiOkResponse({ type: [CounselingResponseDto] })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @Audit('counseling.view', { target: 'counseling_request' })
  async responses(@RequestId() id: number): Promise<CounselingResponseDto[]> {
    return (await this.counseling.listResponses(id)).map(toCounselingResponseResponse);
  }

  @Post(':id/responses')
  @Requires('counseling.respond')
  @ApiOperation({
    summary: 'Answer a request: stored, lastResponseAt set, pending becomes in_progress',
  })
  @ApiCreatedResponse({ type: CounselingResponseDto })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @Audit('counseling.respond', { target: 'counseling_request' })
  async respond(
    @RequestId() id: number,
    @Body() body: CreateCounselingResponseDto,
    @CurrentUser() admin: SignedInUser,
  ): Promise<CounselingResponseDto> {
    return toCounselingResponseResponse(await this.counseling.respond(id, body.message, admin.id));
  }

  @Delete(':id')
  @Requires('counseling.respond')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a request with its responses' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @Audit('counseling.delete', { target: 'counseling_request' })
  async remove(@RequestId() id: number): Promise<void> {
    await this.counseling.delete(id);
  }
}
