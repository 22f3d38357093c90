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
import { AdminSettingsDto } from './dto/settings.dto';
import { SaveSettingsDto } from './dto/settings-input.dto';
import { LOGO_NOT_AN_IMAGE, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from './logo-image';
import { NO_ADDRESS_FOR_TEST, SettingsService } from './settings.service';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { Audit } from '../../common/audit/audit.decorator';
import { recordChanges } from '../../common/audit/audit-changes';

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

/** A too-large body is still read (and dropped) up to this, so the client gets its 413 cleanly. */
const DRAIN_LIMIT = 10 * MAX_LOGO_BYTES;

/**
 * The raw request body, up to MAX_LOGO_BYTES (413 past it). A body some parser already read (JSON, a
 * form) is no image. A body far too large is not read at all: the connection closes after the answer.
 */
function readImageBody(req: Request): Promise<Buffer> {
  if (req.readableEnded || (req as Request & { _body?: boolean })._body) {
    return Promise.reject(new BadRequestException(LOGO_NOT_AN_IMAGE));
  }
  const tooLarge = () => new PayloadTooLargeException(LOGO_TOO_LARGE);
  if (Number(req.headers['content-length']) > DRAIN_LIMIT) {
    req.res?.setHeader('Connection', 'close');
    return Promise.reject(tooLarge());
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_LOGO_BYTES) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) {
        req.pause();
        req.res?.setHeader('Connection', 'close');
        reject(tooLarge());
      }
    });
    req.on('end', () => {
      if (size > MAX_LOGO_BYTES) reject(tooLarge());
      else if (size === 0) reject(new BadRequestException(LOGO_NOT_AN_IMAGE));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
