import {
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtension,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../common/access/access.decorators';
import {
  TOKEN_AUTHORISED_EXTENSION,
  TokenAuthorisedPaths,
} from '../../../common/http/same-origin.middleware';
import { MailComposerService, UNSUBSCRIBE_PATH } from '../mail/mail-composer.service';
import { CampaignTracking } from '../tracking/campaign-tracking.service';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';
import { UnsubscribePageFilter } from './unsubscribe-page.filter';
import { UnsubscribeService } from './unsubscribe.service';

/** Every answer of these routes, errors included, is an HTML page. */
const HTML_PAGE = { 'text/html': { schema: { type: 'string' } } };

/** The pages behind every message's unsubscribe link (outside /api: they are what recipients open). */
@ApiTags('email')
@Controller(UNSUBSCRIBE_PATH)
@Public()
@UseFilters(UnsubscribePageFilter)
export class UnsubscribeController {
  constructor(
    private readonly unsubscribe: UnsubscribeService,
    private readonly composer: MailComposerService,
    private readonly tracking: CampaignTracking,
    tokenPaths: TokenAuthorisedPaths,
  ) {
    // The POST is authorised by the link's token, never by a cookie (see TokenAuthorisedPaths).
    tokenPaths.add(UNSUBSCRIBE_PATH);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Confirmation page; opening it never unsubscribes' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The confirmation page', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: 'Not a valid token: a page says so', content: HTML_PAGE })
  @ApiQuery({ name: 'd', required: false, description: "The campaign message's signed mark" })
  confirm(
    @Query('token') token: unknown,
    @Query('d') from: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    const email = this.unsubscribe.addressOf(token);
    const look = this.composer.pageLookFor(req);
    if (!email) {
      res.status(400).type('html').send(invalidPage(look));
      return;
    }
    res
      .status(200)
      .type('html')
      .send(confirmPage(String(token), email, look, typeof from === 'string' ? from : undefined));
  }

  /**
   * RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` to the header's URL with no
   * cookie; the confirmation page's form posts here too. Unsubscribes at once, 200, no redirect.
   */
  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Unsubscribe at once (RFC 8058 one-click or the confirmation form)' })
  // Said again for the API document, which is also generated without running the app (preview mode
  // fills no register): the route's own TokenAuthorisedPaths entry is in the constructor.
  @ApiExtension(TOKEN_AUTHORISED_EXTENSION, true)
  @ApiQuery({ name: 'token', required: true })
  @ApiQuery({
    name: 'd',
    required: false,
    description: "The campaign message's signed mark: the unsubscribe counts in its report",
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Unsubscribed', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: 'Not a valid token: a page says so', content: HTML_PAGE })
  async confirmed(
    @Query('token') token: unknown,
    @Query('d') from: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const fromBody = (req.body as Record<string, unknown> | undefined)?.token;
    const email = this.unsubscribe.addressOf(token ?? fromBody);
    const look = this.composer.pageLookFor(req);
    if (!email) {
      res.status(400).type('html').send(invalidPage(look));
      return;
    }
    await this.unsubscribe.unsubscribe(email);
    await this.tracking.unsubscribedFrom(from, email);
    res.status(200).type('html').send(donePage(email, look));
  }
}
