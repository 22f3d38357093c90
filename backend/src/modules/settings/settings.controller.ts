import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { IMMUTABLE, sendStored } from '../../common/http/public-reads';
import { PublicSettingsDto } from './dto/settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller()
@Public()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Usually answered before routing, from the stored answer (SettingsModule registers it). */
  @Get('api/settings')
  @ApiOperation({
    summary: "The ministry's public settings: name, texts, contact, service times, links, region",
  })
  @ApiOkResponse({ type: PublicSettingsDto })
  get(@Req() req: Request, @Res() res: Response): void {
    sendStored(req, res, this.settings.publicAnswer());
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
