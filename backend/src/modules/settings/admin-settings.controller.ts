import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  PayloadTooLargeException,
  BadRequestException,
  Post,
  Put,
  Req,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Requires } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import type { SignedInUser } from '../../common/access/principals';
import { AdminSettingsDto, PodcastCategoryDto } from './dto/settings.dto';
import { SaveSettingsDto } from './dto/settings-input.dto';
import { LOGO_NOT_AN_IMAGE, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from './logo-image';
import { NO_ADDRESS_FOR_TEST, SettingsService } from './settings.service';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { Audit } from '../../common/audit/audit.decorator';
import { recordChanges } from '../../common/audit/audit-changes';
import { readUploadBody } from '../../common/http/upload-body';
import { MAX_PODCAST_ARTWORK_BYTES } from './podcast-settings';
import { PODCAST_ARTWORK_INVALID, PODCAST_ARTWORK_TOO_LARGE } from './settings.errors';
import { PODCAST_CATEGORIES } from './podcast-settings';

@ApiTags('admin settings')
@Requires('settings')
@Controller('api/admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({
    summary: 'Every setting, the e-mail identity too, who saved last, the checklist',
  })
  @ApiOkResponse({ type: AdminSettingsDto })
  get(): Promise<AdminSettingsDto> {
    return this.settings.adminSettings();
  }

  @Get('podcast-categories')
  @ApiOperation({
    summary:
      "Apple Podcasts' categories with their subcategories: the choices of the podcast's category",
  })
  @ApiOkResponse({ type: PodcastCategoryDto, isArray: true })
  podcastCategories(): PodcastCategoryDto[] {
    return Object.entries(PODCAST_CATEGORIES).map(([name, subcategories]) => ({
      name,
      subcategories: [...subcategories],
    }));
  }

  @Put()
  @ApiOperation({
    summary: 'Save every editable setting (a full replace); applied in every process',
  })
  @ApiOkResponse({ type: AdminSettingsDto })
  @ApiBadRequestResponse({ description: 'A field breaks its rule, or is unknown' })
  @Audit('settings.update', { target: 'settings' })
  async save(
    @Body() body: SaveSettingsDto,
    @CurrentUser() user: SignedInUser,
    @Req() req: Request,
  ): Promise<AdminSettingsDto> {
    const { settings, changes } = await this.settings.save(body, user.id);
    // A save sends every field: the trail keeps the ones that moved, with their old and new values.
    recordChanges(req, changes);
    return settings;
  }

  @Put('logo')
  @ApiOperation({
    summary: 'Upload the logo (PNG, JPEG or WebP, at most 2 MB); the favicon is derived from it',
  })
  @ApiConsumes('image/png', 'image/jpeg', 'image/webp')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: AdminSettingsDto })
  @ApiBadRequestResponse({ description: LOGO_NOT_AN_IMAGE })
  @ApiPayloadTooLargeResponse({ description: LOGO_TOO_LARGE })
  @Audit('settings.logo_upload', { target: 'settings' })
  async setLogo(@Req() req: Request, @CurrentUser() user: SignedInUser): Promise<AdminSettingsDto> {
    return this.settings.setLogo(await readImageBody(req), user.id);
  }

  @Delete('logo')
  @ApiOperation({ summary: 'Remove the logo and its favicon' })
  @ApiOkResponse({ type: AdminSettingsDto })
  @Audit('settings.logo_remove', { target: 'settings' })
  removeLogo(@CurrentUser() user: SignedInUser): Promise<AdminSettingsDto> {
    return this.settings.removeLogo(user.id);
  }

  @Put('podcast-artwork')
  @ApiOperation({
    summary:
      "Upload the podcast's artwork: a square PNG, JPEG or WebP of at least 1400 pixels, at most 10 MB (stored as a JPEG of at most 3000)",
  })
  @ApiConsumes('image/png', 'image/jpeg', 'image/webp')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: AdminSettingsDto })
  @ApiBadRequestResponse({ description: PODCAST_ARTWORK_INVALID })
  @ApiPayloadTooLargeResponse({ description: PODCAST_ARTWORK_TOO_LARGE })
  @Audit('settings.podcast_artwork_upload', { target: 'settings' })
  async setPodcastArtwork(
    @Req() req: Request,
    @CurrentUser() user: SignedInUser,
  ): Promise<AdminSettingsDto> {
    const upload = await readUploadBody(req, {
      maxBytes: MAX_PODCAST_ARTWORK_BYTES,
      drainLimit: 3 * MAX_PODCAST_ARTWORK_BYTES,
      empty: () => new BadRequestException(PODCAST_ARTWORK_INVALID),
      tooLarge: () => new PayloadTooLargeException(PODCAST_ARTWORK_TOO_LARGE),
    });
    return this.settings.setPodcastArtwork(upload, user.id);
  }

  @Delete('podcast-artwork')
  @ApiOperation({ summary: "Remove the podcast's artwork (the feeds then show the logo)" })
  @ApiOkResponse({ type: AdminSettingsDto })
  @Audit('settings.podcast_artwork_remove', { target: 'settings' })
  removePodcastArtwork(@CurrentUser() user: SignedInUser): Promise<AdminSettingsDto> {
    return this.settings.removePodcastArtwork(user.id);
  }

  @Post('test-mail')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a test e-mail to your own address, the way every e-mail of the site goes',
    description:
      'Queued like any other message: the worker sends it from the sender the site uses (MAIL_FROM, ' +
      'else the saved sender), so it proves the whole path a member sign-in takes.',
  })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: NO_ADDRESS_FOR_TEST })
  @Audit('settings.test_mail', { target: 'settings' })
  sendTestMail(@CurrentUser() user: SignedInUser): Promise<MessageResponseDto> {
    return this.settings.requestSenderTest(user);
  }

  @Post('checklist/dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hide the "Make it yours" checklist of the dashboard' })
  @ApiOkResponse({ type: AdminSettingsDto })
  @Audit('settings.checklist_dismiss', { target: 'settings' })
  dismissChecklist(): Promise<AdminSettingsDto> {
    return this.settings.dismissChecklist();
  }
}

/** A logo upload, at most MAX_LOGO_BYTES. */
const readImageBody = (req: Request) =>
  readUploadBody(req, {
    maxBytes: MAX_LOGO_BYTES,
    drainLimit: 10 * MAX_LOGO_BYTES,
    empty: () => new BadRequestException(LOGO_NOT_AN_IMAGE),
    tooLarge: () => new PayloadTooLargeException(LOGO_TOO_LARGE),
  });
