import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { IMMUTABLE, sendStored } from '../../common/http/public-reads';
import { SUPPORTED_LANGUAGES } from '../../common/i18n/languages';
import { SiteLanguages } from '../../common/i18n/site-languages';
import { PublicSettingsDto } from './dto/settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller()
@Public()
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly languages: SiteLanguages,
  ) {}

  /** Usually answered before routing, from the stored answer (SettingsModule registers it). */
  @Get('api/settings')
  @ApiOperation({
    summary: "The ministry's public settings: name, texts, contact, service times, links, region",
  })
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: SUPPORTED_LANGUAGES,
    description:
      "The texts' language, when the site offers it; else the caller's (cookie `lang`, Accept-Language), else the default",
  })
  @ApiOkResponse({ type: PublicSettingsDto })
  get(@Query('lang') _lang: unknown, @Req() req: Request, @Res() res: Response): void {
    // `lang` is read with the cookie and Accept-Language, as the stored answer's lookup does.
    sendStored(req, res, this.settings.publicAnswer(this.languages.of(req)));
  }

  @Get('media/site/:file')
  @ApiOperation({ summary: 'The logo or favicon, at an address that changes with the file' })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp')
  @ApiOkResponse({ description: 'The image' })
  @ApiNotFoundResponse({ description: 'No such file (an earlier logo, or none)' })
  file(@Param('file') name: string, @Req() req: Request, @Res() res: Response): void {
    const file = this.settings.siteFile(name);
    if (!file) throw new NotFoundException('File not found');
    sendStored(req, res, {
      body: file.bytes,
      etag: `"${name}"`,
      contentType: file.contentType,
      cacheControl: IMMUTABLE,
    });
  }
}
