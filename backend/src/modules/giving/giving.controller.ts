import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiExtension,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { SiteLanguages } from '../../common/i18n/site-languages';
import {
  TOKEN_AUTHORISED_EXTENSION,
  TokenAuthorisedPaths,
} from '../../common/http/same-origin.middleware';
import { timed } from '../../common/http/server-timing';
import { PublicWrite } from '../../common/rate-limit/public-write.guard';
import {
  CheckoutStatusDto,
  CheckoutUrlDto,
  CreateCheckoutDto,
  PublicGivingSettingsDto,
  WebhookAckDto,
} from './dto/giving.dto';
import { GivingMessages } from './giving.errors';
import { GivingService, WEBHOOK_PATH } from './giving.service';
import { StripeWebhookService } from './stripe-webhook.service';

@ApiTags('giving')
@Controller('api/giving')
@Public()
export class GivingController {
  constructor(
    private readonly giving: GivingService,
    private readonly webhooks: StripeWebhookService,
    private readonly languages: SiteLanguages,
    tokenPaths: TokenAuthorisedPaths,
  ) {
    // Called by Stripe's servers, authorised by the signature, never by a cookie.
    tokenPaths.add(WEBHOOK_PATH);
  }

  @Get('settings')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'What the giving page needs: whether giving is on, the funds, currency and amounts',
  })
  @ApiOkResponse({ type: PublicGivingSettingsDto })
  settings(): Promise<PublicGivingSettingsDto> {
    return this.giving.publicSettings();
  }

  @Post('checkout')
  @PublicWrite('giving')
  @HttpCode(200)
  @ApiOperation({
    summary: "Start a gift: answers the address of Stripe Checkout's hosted page",
    description:
      'Checked here (amount in minor units within the bounds, an active fund, the frequency); a ' +
      'one-time gift is a `payment` session, a recurring one a `subscription`. Nothing is recorded ' +
      "as given until Stripe's signed webhook says it was paid.",
  })
  @ApiOkResponse({ type: CheckoutUrlDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'A field breaks a rule' })
  @ApiServiceUnavailableResponse({
    type: MessageResponseDto,
    description: `${GivingMessages.notConfigured}; Stripe unreachable`,
  })
  checkout(@Body() body: CreateCheckoutDto, @Req() req: Request): Promise<CheckoutUrlDto> {
    // The page's language (its cookie, else the browser's): the receipts are written in it.
    return this.giving.checkout(body, this.languages.of(req));
  }

  @Get('checkouts/:ref')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The thank-you page's gift: recorded, or still processing (no webhook yet)",
  })
  @ApiOkResponse({ type: CheckoutStatusDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: GivingMessages.checkoutNotFound })
  status(@Param('ref') ref: string): Promise<CheckoutStatusDto> {
    return this.giving.checkoutStatus(ref);
  }

  @Post('webhooks/stripe')
  @HttpCode(200)
  @ApiExtension(TOKEN_AUTHORISED_EXTENSION, true)
  @ApiConsumes('application/json')
  @ApiOperation({
    summary: "Stripe's events (signature verified over the raw body; each event applied once)",
  })
  @ApiOkResponse({ type: WebhookAckDto })
  @ApiBadRequestResponse({
    type: MessageResponseDto,
    description: `${GivingMessages.signatureInvalid}; ${GivingMessages.notConfigured}`,
  })
  @ApiServiceUnavailableResponse({
    type: MessageResponseDto,
    description: 'Stripe could not be reached to fetch the objects (Stripe retries)',
  })
  async stripeWebhook(
    @Req() req: Request,
    @Headers('stripe-signature') signature: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WebhookAckDto> {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await timed(res, () => this.webhooks.receive(raw, signature));
    return { received: true };
  }
}
