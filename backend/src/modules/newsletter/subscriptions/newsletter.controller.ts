import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { consentOf } from '../../../common/consent/consent-proof';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { MessageResponseDto } from '../../../common/dto/message-response.dto';
import { NewsletterService } from './newsletter.service';
import { SubscribeDto } from './subscribe.dto';
import { PublicWrite } from '../../../common/rate-limit/public-write.guard';
import { SiteLanguages } from '../../../common/i18n/site-languages';

@ApiTags('newsletter')
@Controller('api')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly languages: SiteLanguages,
  ) {}

  @Post('subscribe')
  @Public()
  @PublicWrite('subscribe')
  @ApiOperation({
    summary: 'Subscribe to the newsletter; the same answer for an address already subscribed',
    description:
      "The message is 'You have been subscribed to our newsletter.', or while double opt-in is on " +
      '(settings) a request to confirm by the e-mailed link. An address that unsubscribed is ' +
      'subscribed again only by its owner, through a confirmation link mailed to it.',
  })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: 'Name or e-mail breaks a rule of spec §5' })
  async subscribe(@Body() body: SubscribeDto, @Req() req: Request): Promise<MessageResponseDto> {
    // The subscriber's mail goes in the language they subscribed in.
    const { message } = await this.newsletter.subscribe(
      body,
      consentOf(req),
      this.languages.of(req),
    );
    return { message };
  }
}
