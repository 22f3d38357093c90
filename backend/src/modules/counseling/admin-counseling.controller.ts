import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import type { SignedInUser } from '../../common/access/principals';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { CounselingMessages } from './counseling.constants';
import { CounselingService } from './counseling.service';
import {
  CounselingRequestDto,
  CounselingResponseDto,
  toCounselingRequestResponse,
  toCounselingResponseResponse,
} from './dto/counseling-response.dto';
import { CreateCounselingResponseDto } from './dto/create-counseling-response.dto';
import { UpdateCounselingRequestDto } from './dto/update-counseling-request.dto';
import { Audit } from '../../common/audit/audit.decorator';

const RequestId = () => Param('id', new ParseIdPipe(CounselingMessages.notFound));

@ApiTags('admin')
@Requires('counseling.read')
@Controller('api/admin/counseling')
export class AdminCounselingController {
  constructor(private readonly counseling: CounselingService) {}

  @Get()
  @ApiOperation({ summary: 'Every request: urgent, then soon, then normal; oldest first within' })
  @ApiOkResponse({ type: [CounselingRequestDto] })
  async list(): Promise<CounselingRequestDto[]> {
    return (await this.counseling.listForTriage()).map(({ request, responseCount }) =>
      toCounselingRequestResponse(request, responseCount),
    );
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
