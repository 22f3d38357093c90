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
import { consentOf } from '../../../common/consent/consent-proof';
import { Public } from '../../../common/access/access.decorators';
import {
  TOKEN_AUTHORISED_EXTENSION,
  TokenAuthorisedPaths,
} from '../../../common/http/same-origin.middleware';
import { MailComposerService } from '../mail/mail-composer.service';
import { UnsubscribePageFilter } from '../unsubscribe/unsubscribe-page.filter';
import {
  confirmSubscriptionPage,
  invalidConfirmationPage,
  subscriptionConfirmedPage,
} from './confirmation-page';
import {
  CONFIRM_SUBSCRIPTION_PATH,
  SubscriptionConfirmationsService,
} from './subscription-confirmations.service';

const HTML_PAGE = { 'text/html': { schema: { type: 'string' } } };

/** The pages behind a subscription confirmation link (outside /api: people open them from mail). */
@ApiTags('email')
@Controller(CONFIRM_SUBSCRIPTION_PATH)
@Public()
@UseFilters(UnsubscribePageFilter)
export class SubscriptionConfirmationController {
  constructor(
    private readonly confirmations: SubscriptionConfirmationsService,
    private readonly composer: MailComposerService,
    tokenPaths: TokenAuthorisedPaths,
  ) {
    // The POST is authorised by the link's token, never by a cookie.
    tokenPaths.add(CONFIRM_SUBSCRIPTION_PATH);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Confirmation page; opening it never subscribes' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The page with the confirm button', content: HTML_PAGE })
  @ApiBadRequestResponse({
    description: 'Used, expired or not a link: a page says so',
    content: HTML_PAGE,
  })
  async page(
    @Query('token') token: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const look = this.composer.pageLookFor(req);
    if (!(await this.confirmations.addressOf(token))) {
      res.status(400).type('html').send(invalidConfirmationPage(look));
      return;
    }
    res
      .status(200)
      .type('html')
      .send(confirmSubscriptionPage(String(token), look));
  }

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "Confirms the subscription: lifts the address's unsubscribe; single use",
  })
  @ApiExtension(TOKEN_AUTHORISED_EXTENSION, true)
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Confirmed', content: HTML_PAGE })
  @ApiBadRequestResponse({
    description: 'Used, expired or not a link: a page says so',
    content: HTML_PAGE,
  })
  async confirm(
    @Query('token') token: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const look = this.composer.pageLookFor(req);
    const email = await this.confirmations.confirm(token, consentOf(req));
    if (!email) {
      res.status(400).type('html').send(invalidConfirmationPage(look));
      return;
    }
    res.status(200).type('html').send(subscriptionConfirmedPage(email, look));
  }
}
