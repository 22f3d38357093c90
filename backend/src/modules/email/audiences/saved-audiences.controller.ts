import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../../common/access/access.decorators';
import { Audit } from '../../../common/audit/audit.decorator';
import { CurrentUser } from '../../../common/access/current-user.decorator';
import type { SignedInUser } from '../../../common/access/principals';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { AudienceCountDto } from '../dto/campaign.dto';
import {
  SaveAudienceDto,
  SavedAudienceDto,
  toSavedAudienceResponse,
  UpdateSavedAudienceDto,
} from '../dto/saved-audience.dto';
import { SAVED_AUDIENCE_NAME_TAKEN, SAVED_AUDIENCE_NOT_FOUND } from './saved-audiences.errors';
import { SavedAudiencesService } from './saved-audiences.service';

/** The audit trail's type of a saved audience (its name is provided by the email module). */
export const SAVED_AUDIENCE_TARGET = 'email.audience';

const AudienceId = () => Param('id', new ParseIdPipe(SAVED_AUDIENCE_NOT_FOUND));

/** Target audiences saved under a name: whoever sends campaigns keeps and reuses them. */
@ApiTags('email')
@Controller('api/email/audiences')
@Requires('email.campaigns')
export class SavedAudiencesController {
  constructor(private readonly audiences: SavedAudiencesService) {}

  @Get()
  @ApiOperation({ summary: 'The saved audiences, A to Z' })
  @ApiOkResponse({ type: [SavedAudienceDto] })
  async list(): Promise<SavedAudienceDto[]> {
    return (await this.audiences.list()).map(toSavedAudienceResponse);
  }

  @Post()
  @ApiOperation({ summary: "Save a campaign's target audience under a name" })
  @ApiCreatedResponse({ type: SavedAudienceDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiConflictResponse({ description: SAVED_AUDIENCE_NAME_TAKEN })
  @Audit('email.audience.create', { target: SAVED_AUDIENCE_TARGET })
  async create(
    @Body() body: SaveAudienceDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<SavedAudienceDto> {
    return toSavedAudienceResponse(await this.audiences.save(body, user.username));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Rename a saved audience, or change its criteria' })
  @ApiOkResponse({ type: SavedAudienceDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiNotFoundResponse({ description: SAVED_AUDIENCE_NOT_FOUND })
  @ApiConflictResponse({ description: SAVED_AUDIENCE_NAME_TAKEN })
  @Audit('email.audience.update', { target: SAVED_AUDIENCE_TARGET })
  async update(
    @AudienceId() id: number,
    @Body() body: UpdateSavedAudienceDto,
  ): Promise<SavedAudienceDto> {
    return toSavedAudienceResponse(await this.audiences.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a saved audience (campaigns made with it keep their criteria)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: SAVED_AUDIENCE_NOT_FOUND })
  @Audit('email.audience.delete', { target: SAVED_AUDIENCE_TARGET })
  async remove(@AudienceId() id: number): Promise<void> {
    await this.audiences.delete(id);
  }

  @Get(':id/count')
  @ApiOperation({ summary: 'How many distinct addresses a saved audience reaches right now' })
  @ApiOkResponse({ type: AudienceCountDto })
  @ApiNotFoundResponse({ description: SAVED_AUDIENCE_NOT_FOUND })
  async count(@AudienceId() id: number): Promise<AudienceCountDto> {
    return { count: await this.audiences.count(id) };
  }
}
