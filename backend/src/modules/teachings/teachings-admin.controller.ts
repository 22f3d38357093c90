import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Patch,
  PayloadTooLargeException,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Requires } from '../../common/access/access.decorators';
import { Audit } from '../../common/audit/audit.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import {
  AdminTeachingDto,
  AdminTeachingListQueryDto,
  AdminTeachingsPageDto,
  CreateSeriesDto,
  CreateSpeakerDto,
  SeriesSuggestionDto,
  UpdateSeriesDto,
  UpdateSpeakerDto,
  UpdateTeachingDto,
} from './dto/teaching-admin.dto';
import { TeachingSeriesDto, TeachingSpeakerDto } from './dto/teaching.dto';
import { MAX_IMAGE_BYTES } from './teaching-images';
import { TeachingMessages } from './teachings.errors';
import { TeachingsService } from './teachings.service';
import { readUploadBody } from '../../common/http/upload-body';
import { AudioMessages, AudioStorage } from '../storage/audio-storage.service';

@ApiTags('admin teachings')
@Requires('teachings.manage')
@Controller('api/admin/teachings')
export class TeachingsAdminController {
  constructor(
    private readonly teachings: TeachingsService,
    private readonly audio: AudioStorage,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Teachings as staff edit them, newest first, one page' })
  @ApiOkResponse({ type: AdminTeachingsPageDto })
  list(@Query() query: AdminTeachingListQueryDto): Promise<AdminTeachingsPageDto> {
    return this.teachings.adminPage(query);
  }

  @Get(':id')
  @ApiOperation({ summary: "A teaching with the channel's texts and staff's overrides" })
  @ApiOkResponse({ type: AdminTeachingDto })
  @ApiNotFoundResponse({ description: TeachingMessages.teachingNotFound })
  one(
    @Param('id', new ParseIdPipe(TeachingMessages.teachingNotFound)) id: number,
  ): Promise<AdminTeachingDto> {
    return this.teachings.adminTeaching(id);
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      "Override a teaching's title, description or passages (null: the channel's again), assign its series and speaker, or give it a new address (the old one redirects)",
  })
  @ApiOkResponse({ type: AdminTeachingDto })
  @ApiBadRequestResponse({ description: 'A field breaks its rule, or a passage is no reference' })
  @ApiNotFoundResponse({ description: TeachingMessages.teachingNotFound })
  @ApiConflictResponse({ type: MessageResponseDto, description: TeachingMessages.slugTaken })
  @Audit('teaching.update', { target: 'teaching' })
  update(
    @Param('id', new ParseIdPipe(TeachingMessages.teachingNotFound)) id: number,
    @Body() body: UpdateTeachingDto,
  ): Promise<AdminTeachingDto> {
    return this.teachings.update(id, body);
  }

  @Put(':id/audio')
  @ApiOperation({
    summary:
      "Upload a teaching's audio: one MP3 or M4A of at most 300 MB as the body (its type in Content-Type); replaces the one it had",
  })
  @ApiConsumes('audio/mpeg', 'audio/mp4')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: AdminTeachingDto })
  @ApiBadRequestResponse({
    type: MessageResponseDto,
    description: `${AudioMessages.wrongType}; or ${AudioMessages.unreadable}`,
  })
  @ApiPayloadTooLargeResponse({ type: MessageResponseDto, description: AudioMessages.tooLarge })
  @ApiNotFoundResponse({ description: TeachingMessages.teachingNotFound })
  @Audit('teaching.audio_upload', { target: 'teaching' })
  async uploadAudio(
    @Param('id', new ParseIdPipe(TeachingMessages.teachingNotFound)) id: number,
    @Req() req: Request,
  ): Promise<AdminTeachingDto> {
    // An unknown teaching is refused before 300 MB are read for it.
    await this.teachings.adminTeaching(id);
    return this.teachings.setAudio(id, await this.audio.receive(req));
  }

  @Delete(':id/audio')
  @ApiOperation({ summary: "Remove a teaching's audio (and its podcast episode)" })
  @ApiOkResponse({ type: AdminTeachingDto })
  @ApiNotFoundResponse({
    description: `${TeachingMessages.teachingNotFound}; or ${TeachingMessages.noAudio}`,
  })
  @Audit('teaching.audio_remove', { target: 'teaching' })
  removeAudio(
    @Param('id', new ParseIdPipe(TeachingMessages.teachingNotFound)) id: number,
  ): Promise<AdminTeachingDto> {
    return this.teachings.removeAudio(id);
  }
}

@ApiTags('admin teachings')
@Requires('teachings.manage')
@Controller('api/admin/teaching-series')
export class TeachingSeriesAdminController {
  constructor(private readonly teachings: TeachingsService) {}

  @Post()
  @ApiOperation({ summary: 'Create a series' })
  @ApiCreatedResponse({ type: TeachingSeriesDto })
  @ApiConflictResponse({ type: MessageResponseDto, description: TeachingMessages.seriesSlugTaken })
  @Audit('teaching_series.create', { target: 'teaching_series' })
  create(@Body() body: CreateSeriesDto): Promise<TeachingSeriesDto> {
    return this.teachings.createSeries(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a series' })
  @ApiOkResponse({ type: TeachingSeriesDto })
  @ApiNotFoundResponse({ description: TeachingMessages.seriesNotFound })
  @ApiConflictResponse({ type: MessageResponseDto, description: TeachingMessages.seriesSlugTaken })
  @Audit('teaching_series.update', { target: 'teaching_series' })
  update(
    @Param('id', new ParseIdPipe(TeachingMessages.seriesNotFound)) id: number,
    @Body() body: UpdateSeriesDto,
  ): Promise<TeachingSeriesDto> {
    return this.teachings.updateSeries(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a series (its teachings stay, in no series)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: TeachingMessages.seriesNotFound })
  @Audit('teaching_series.delete', { target: 'teaching_series' })
  remove(@Param('id', new ParseIdPipe(TeachingMessages.seriesNotFound)) id: number): Promise<void> {
    return this.teachings.deleteSeries(id);
  }

  @Put(':id/artwork')
  @ApiOperation({
    summary:
      "Upload a series' artwork: square PNG, JPEG or WebP of at least 1400 pixels, at most 10 MB",
  })
  @ApiConsumes('image/png', 'image/jpeg', 'image/webp')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: TeachingSeriesDto })
  @ApiBadRequestResponse({ description: TeachingMessages.artworkNotSquare })
  @ApiPayloadTooLargeResponse({ description: TeachingMessages.imageTooLarge })
  @ApiNotFoundResponse({ description: TeachingMessages.seriesNotFound })
  @Audit('teaching_series.artwork', { target: 'teaching_series' })
  async artwork(
    @Param('id', new ParseIdPipe(TeachingMessages.seriesNotFound)) id: number,
    @Req() req: Request,
  ): Promise<TeachingSeriesDto> {
    return this.teachings.setSeriesArtwork(id, await readImageBody(req));
  }

  @Delete(':id/artwork')
  @ApiOperation({
    summary: "Remove a series' artwork (its page and feed then show the podcast's own)",
  })
  @ApiOkResponse({ type: TeachingSeriesDto })
  @ApiNotFoundResponse({
    description: `${TeachingMessages.seriesNotFound}; or ${TeachingMessages.noArtwork}`,
  })
  @Audit('teaching_series.artwork_remove', { target: 'teaching_series' })
  removeArtwork(
    @Param('id', new ParseIdPipe(TeachingMessages.seriesNotFound)) id: number,
  ): Promise<TeachingSeriesDto> {
    return this.teachings.removeSeriesArtwork(id);
  }
}

@ApiTags('admin teachings')
@Requires('teachings.manage')
@Controller('api/admin/teaching-speakers')
export class TeachingSpeakersAdminController {
  constructor(private readonly teachings: TeachingsService) {}

  @Post()
  @ApiOperation({ summary: 'Create a speaker' })
  @ApiCreatedResponse({ type: TeachingSpeakerDto })
  @ApiConflictResponse({ type: MessageResponseDto, description: TeachingMessages.speakerSlugTaken })
  @Audit('teaching_speaker.create', { target: 'teaching_speaker' })
  create(@Body() body: CreateSpeakerDto): Promise<TeachingSpeakerDto> {
    return this.teachings.createSpeaker(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a speaker' })
  @ApiOkResponse({ type: TeachingSpeakerDto })
  @ApiNotFoundResponse({ description: TeachingMessages.speakerNotFound })
  @ApiConflictResponse({ type: MessageResponseDto, description: TeachingMessages.speakerSlugTaken })
  @Audit('teaching_speaker.update', { target: 'teaching_speaker' })
  update(
    @Param('id', new ParseIdPipe(TeachingMessages.speakerNotFound)) id: number,
    @Body() body: UpdateSpeakerDto,
  ): Promise<TeachingSpeakerDto> {
    return this.teachings.updateSpeaker(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a speaker (their teachings stay, with no speaker)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: TeachingMessages.speakerNotFound })
  @Audit('teaching_speaker.delete', { target: 'teaching_speaker' })
  remove(
    @Param('id', new ParseIdPipe(TeachingMessages.speakerNotFound)) id: number,
  ): Promise<void> {
    return this.teachings.deleteSpeaker(id);
  }

  @Put(':id/photo')
  @ApiOperation({ summary: "Upload a speaker's photo: PNG, JPEG or WebP, at most 10 MB" })
  @ApiConsumes('image/png', 'image/jpeg', 'image/webp')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: TeachingSpeakerDto })
  @ApiBadRequestResponse({ description: TeachingMessages.notAnImage })
  @ApiPayloadTooLargeResponse({ description: TeachingMessages.imageTooLarge })
  @ApiNotFoundResponse({ description: TeachingMessages.speakerNotFound })
  @Audit('teaching_speaker.photo', { target: 'teaching_speaker' })
  async photo(
    @Param('id', new ParseIdPipe(TeachingMessages.speakerNotFound)) id: number,
    @Req() req: Request,
  ): Promise<TeachingSpeakerDto> {
    return this.teachings.setSpeakerPhoto(id, await readImageBody(req));
  }

  @Delete(':id/photo')
  @ApiOperation({ summary: "Remove a speaker's photo" })
  @ApiOkResponse({ type: TeachingSpeakerDto })
  @ApiNotFoundResponse({
    description: `${TeachingMessages.speakerNotFound}; or ${TeachingMessages.noPhoto}`,
  })
  @Audit('teaching_speaker.photo_remove', { target: 'teaching_speaker' })
  removePhoto(
    @Param('id', new ParseIdPipe(TeachingMessages.speakerNotFound)) id: number,
  ): Promise<TeachingSpeakerDto> {
    return this.teachings.removeSpeakerPhoto(id);
  }
}

/** An artwork or photo upload, at most MAX_IMAGE_BYTES. */
const readImageBody = (req: Request) =>
  readUploadBody(req, {
    maxBytes: MAX_IMAGE_BYTES,
    drainLimit: 3 * MAX_IMAGE_BYTES,
    empty: () => new BadRequestException(TeachingMessages.notAnImage),
    tooLarge: () => new PayloadTooLargeException(TeachingMessages.imageTooLarge),
  });

/** A playlist id as the platform writes them; anything else names no suggestion. */
const PLAYLIST_ID = /^[\w-]{1,64}$/;

@ApiTags('admin teachings')
@Requires('teachings.manage')
@Controller('api/admin/teaching-suggestions')
export class TeachingSuggestionsAdminController {
  constructor(private readonly teachings: TeachingsService) {}

  @Get()
  @ApiOperation({
    summary: "The channel's playlists offered as series, not yet accepted or ignored",
  })
  @ApiOkResponse({ type: SeriesSuggestionDto, isArray: true })
  list(): Promise<SeriesSuggestionDto[]> {
    return this.teachings.suggestions();
  }

  @Post(':playlistId/accept')
  @ApiOperation({ summary: 'Make the playlist a series, its teachings in the playlist’s order' })
  @ApiCreatedResponse({ type: TeachingSeriesDto })
  @ApiNotFoundResponse({ description: TeachingMessages.suggestionNotFound })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description: TeachingMessages.suggestionDecided,
  })
  @Audit('teaching_suggestion.accept')
  accept(@Param('playlistId') playlistId: string): Promise<TeachingSeriesDto> {
    if (!PLAYLIST_ID.test(playlistId))
      throw new NotFoundException(TeachingMessages.suggestionNotFound);
    return this.teachings.acceptSuggestion(playlistId);
  }

  @Post(':playlistId/ignore')
  @HttpCode(204)
  @ApiOperation({ summary: 'Do not offer the playlist as a series again' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: TeachingMessages.suggestionNotFound })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description: TeachingMessages.suggestionDecided,
  })
  @Audit('teaching_suggestion.ignore')
  ignore(@Param('playlistId') playlistId: string): Promise<void> {
    if (!PLAYLIST_ID.test(playlistId))
      throw new NotFoundException(TeachingMessages.suggestionNotFound);
    return this.teachings.ignoreSuggestion(playlistId);
  }
}
