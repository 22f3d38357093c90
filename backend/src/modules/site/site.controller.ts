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
    summary: "The ministry's public details: name, video channel, postal address, e-mail",
  })
  @ApiOkResponse({ type: SiteInfoDto })
  async info(@Req() req: Request, @Res() res: Response): Promise<void> {
    // The channel may come from the synced videos, so a sync invalidates this answer.
    await this.cache.respond(req, res, { topic: 'videos' }, async () =>
      JSON.stringify(await this.site.info()),
    );
  }
}
