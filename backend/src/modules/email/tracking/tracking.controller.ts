import { Controller, Get, Param, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../common/access/access.decorators';
import { CampaignTracking } from './campaign-tracking.service';
import { REDIRECT_PATH } from './tracking-tokens';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const NOT_A_LINK = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head><body><h1>This link is not valid</h1><p>It may be incomplete: open it again from the e-mail.</p></body></html>`;

/**
 * The tracked links and open pixel of campaign messages (outside /api: recipients open them). A link
 * leads only to an address of the campaign's own message, never to one the link names.
 */
@ApiTags('email')
@Controller(REDIRECT_PATH)
@Public()
export class TrackingController {
  constructor(private readonly tracking: CampaignTracking) {}

  @Get(':token')
  @ApiOperation({
    summary:
      "A campaign message's tracked link (302 to the campaign's own link) or open pixel (a GIF)",
  })
  @ApiFoundResponse({ description: 'To the link of the campaign the signed token names' })
  @ApiOkResponse({ description: 'The open pixel', content: { 'image/gif': {} } })
  @ApiNotFoundResponse({ description: 'Not a token this server signed, or no such link' })
  async follow(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const followed = await this.tracking.follow(token);
    // Every recipient's link is their own: never cached, never handed on in a Referer.
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    if (!followed) {
      res.status(404).type('html').send(NOT_A_LINK);
    } else if (followed.kind === 'pixel') {
      res.status(200).type('image/gif').send(PIXEL);
    } else {
      res.redirect(302, followed.url);
    }
  }
}
