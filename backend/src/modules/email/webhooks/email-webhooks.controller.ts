import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiConsumes,
  ApiExtension,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../common/access/access.decorators';
import {
  TOKEN_AUTHORISED_EXTENSION,
  TokenAuthorisedPaths,
} from '../../../common/http/same-origin.middleware';
import { SuppressionsService } from '../suppressions/suppressions.service';
import { ProviderWebhooks } from './other-providers.webhook';
import { SesSnsWebhook } from './ses-sns.webhook';

export const WEBHOOKS_PATH = '/api/email/webhooks';
const PROVIDERS = ['ses', 'sendgrid', 'postmark', 'mailgun'] as const;

/** The raw bytes, which the signatures cover (these routes' bodies are left unparsed). */
function rawBody(req: Request): Buffer {
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

/**
 * The mail providers' bounce and complaint webhooks, one route each. Each request is verified as its
 * provider documents before its body is read; an unverified one is refused (401/403) and changes
 * nothing. Verified events are applied once each, by the provider's event id.
 */
@ApiTags('email')
@Controller(WEBHOOKS_PATH)
@Public()
export class EmailWebhooksController {
  constructor(
    private readonly suppressions: SuppressionsService,
    private readonly ses: SesSnsWebhook,
    private readonly providers: ProviderWebhooks,
    tokenPaths: TokenAuthorisedPaths,
  ) {
    // Called by the providers' servers, authorised by their signatures, never by a cookie.
    tokenPaths.add(...PROVIDERS.map((provider) => `${WEBHOOKS_PATH}/${provider}`));
  }

  @Post('ses')
  @HttpCode(204)
  @ApiExtension(TOKEN_AUTHORISED_EXTENSION, true)
  @ApiConsumes('text/plain', 'application/json')
  @ApiOperation({
    summary:
      'Amazon SES bounces and complaints through an SNS subscription (signature and certificate checked; subscription confirmed)',
  })
  @ApiNoContentResponse({ description: 'Verified and applied (or confirmed, or nothing to do)' })
  @ApiForbiddenResponse({ description: 'Not verified, or not a configured topic' })
  @ApiServiceUnavailableResponse({
    description: 'The certificate or subscription URL is unreachable',
  })
  async sesNotification(@Req() req: Request): Promise<void> {
    const outcome = await this.ses.handle(rawBody(req));
    if (outcome.kind === 'events') await this.suppressions.record(outcome.events);
  }

  @Post('sendgrid')
  @HttpCode(204)
  @ApiExtension(TOKEN_AUTHORISED_EXTENSION, true)
  @ApiConsumes('application/json')
  @ApiOperation({
    summary: "SendGrid's Event Webhook (ECDSA signature checked): bounces and spam reports",
  })
  @ApiNoContentResponse({ description: 'Verified and applied' })
  @ApiForbiddenResponse({ description: 'Not verified' })
  async sendgrid(
    @Req() req: Request,
    @Headers('x-twilio-email-event-webhook-signature') signature: string | undefined,
    @Headers('x-twilio-email-event-webhook-timestamp') timestamp: string | undefined,
  ): Promise<void> {
    await this.suppressions.record(this.providers.sendgrid(rawBody(req), signature, timestamp));
  }

  @Post('postmark')
  @HttpCode(204)
  @ApiExtension(TOKEN_AUTHORISED_EXTENSION, true)
  @ApiConsumes('application/json')
  @ApiOperation({
    summary:
      "Postmark's Bounce and Spam Complaint webhooks (basic auth or the X-Postmark-Webhook-Token header)",
  })
  @ApiNoContentResponse({ description: 'Verified and applied' })
  @ApiUnauthorizedResponse({ description: 'Credentials missing or wrong' })
  @ApiForbiddenResponse({ description: 'Not configured' })
  async postmark(
    @Req() req: Request,
    @Headers('authorization') authorization: string | undefined,
    @Headers('x-postmark-webhook-token') token: string | undefined,
  ): Promise<void> {
    await this.suppressions.record(this.providers.postmark(rawBody(req), authorization, token));
  }

  @Post('mailgun')
  @HttpCode(204)
  @ApiExtension(TOKEN_AUTHORISED_EXTENSION, true)
  @ApiConsumes('application/json')
  @ApiOperation({
    summary: "Mailgun's webhooks (HMAC-SHA256 signature checked): failures and complaints",
  })
  @ApiNoContentResponse({ description: 'Verified and applied' })
  @ApiForbiddenResponse({ description: 'Not verified, too old, or its token already used' })
  async mailgun(@Req() req: Request): Promise<void> {
    // A token already used with another event is refused there (a replay), changing nothing.
    await this.suppressions.record(this.providers.mailgun(rawBody(req)));
  }
}
