import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
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
import { CounselingService, type CounselingRequestWithCount } from './counseling.service';
import {
  CounselingRequestDto,
  CounselingRequestsPageDto,
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

const RequestId = () => Param('id', new ParseIdPipe(CounselingMessages.notFound));

@ApiTags('admin')
@Requires('counseling.read')
@Controller('api/admin/counseling')
export class AdminCounselingController {
  constructor(private readonly counseling: CounselingService) {}

  @Get()
  @ApiOperation({
    summary:
      'Every request: urgent, then soon, then normal; oldest first within. One page when page or pageSize is given',
    description:
      "Without page and pageSize: the spec's plain array of every request (the filters apply when " +
      'given). With either: one page of the filtered requests in the chosen order, with the number ' +
      'that match (issue 17). There is no text search: the narrative fields are encrypted at rest.',
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
  ): Promise<CounselingRequestDto[] | CounselingRequestsPageDto> {
    const toDto = ({ request, responseCount }: CounselingRequestWithCount) =>
      toCounselingRequestResponse(request, responseCount);
    if (!wantsPage(query)) return (await this.counseling.listForTriage(query)).map(toDto);
    const page = await this.counseling.pageForTriage(query);
    return { ...page, items: page.items.map(toDto) };
  }

  @Get('summary')
  @ApiOperation({ summary: 'The counts of the Counseling tab, counted by the database' })
  @ApiOkResponse({ type: CounselingSummaryDto })
  summary(): Promise<CounselingSummaryDto> {
    return this.counseling.summary();
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
