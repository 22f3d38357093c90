import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { PublicCacheService } from '../content-cache/public-cache.service';
import { SiteInfoDto } from './site.dto';
import { SiteService } from './site.service';

@ApiTags('site')
@Controller('api/site')
export class SiteController {
  constructor(
    private readonly site: SiteService,
    private readonly cache: PublicCacheService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary:
      "The ministry's public details: name, video channel, postal address, e-mail (from the settings; " +
      'GET /api/settings has them all)',
  })
  @ApiOkResponse({ type: SiteInfoDto })
  async info(@Req() req: Request, @Res() res: Response): Promise<void> {
    // From the settings, whose channel may come from the synced videos.
    await this.cache.respond(req, res, { topic: ['settings', 'videos'] }, () =>
      Promise.resolve(JSON.stringify(this.site.info())),
    );
  }
}
