import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../../common/access/access.decorators';
import { CurrentUser } from '../../../common/access/current-user.decorator';
import type { SignedInUser } from '../../../common/access/principals';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import {
  AudienceCountDto,
  CampaignDto,
  CampaignPreviewQueryDto,
  CreateCampaignDto,
  TargetCriteriaDto,
  TestSendDto,
  TestSendResponseDto,
  toCampaignResponse,
} from '../dto/campaign.dto';
import { EmailPreviewDto } from '../dto/template.dto';
import { nothingSentYet } from '../sending/delivery.repository';
import { CAMPAIGN_NOT_FOUND, EmailCampaignsService } from './email-campaigns.service';
import { CampaignAnswers } from './campaign-answers.messages';

const CampaignId = () => Param('id', new ParseIdPipe(CAMPAIGN_NOT_FOUND));

@ApiTags('email')
@Controller('api/email')
@Requires('email.campaigns')
export class EmailCampaignsController {
  constructor(private readonly campaigns: EmailCampaignsService) {}

  @Get('campaigns')
  @ApiOperation({ summary: 'All campaigns, newest first, with delivery progress' })
  @ApiOkResponse({ type: [CampaignDto] })
  async list(): Promise<CampaignDto[]> {
    return (await this.campaigns.list()).map(({ campaign, progress, recipientCount }) =>
      toCampaignResponse(campaign, progress, recipientCount),
    );
  }

  @Post('campaigns')
  @ApiOperation({
    summary: 'Create a campaign: a draft, or scheduled when scheduledDate is in the future',
  })
  @ApiCreatedResponse({ type: CampaignDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiConflictResponse({ description: 'Scheduled while no postal address is in the settings' })
  async create(
    @Body() body: CreateCampaignDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<CampaignDto> {
    return toCampaignResponse(await this.campaigns.create(body, user.username));
  }

  @Get('campaigns/:id')
  @ApiOperation({ summary: 'One campaign with its delivery progress' })
  @ApiOkResponse({ type: CampaignDto })
  @ApiNotFoundResponse({ description: 'Unknown campaign' })
  async get(@CampaignId() id: number): Promise<CampaignDto> {
    const { campaign, progress, recipientCount } = await this.campaigns.get(id);
    return toCampaignResponse(campaign, progress, recipientCount);
  }

  @Get('campaigns/:id/preview')
  @ApiOperation({
    summary: 'The campaign e-mail rendered for a sample recipient (of a language, when given)',
  })
  @ApiOkResponse({ type: EmailPreviewDto })
  @ApiBadRequestResponse({ description: 'Not a shipped language' })
  @ApiNotFoundResponse({ description: 'Unknown campaign' })
  preview(
    @CampaignId() id: number,
    @Query() query: CampaignPreviewQueryDto,
  ): Promise<EmailPreviewDto> {
    return this.campaigns.preview(id, query.language);
  }

  @Post('campaigns/:id/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send the campaign e-mail once to any address, marked [Test]' })
  @ApiAcceptedResponse({ type: TestSendResponseDto })
  @ApiNotFoundResponse({ description: 'Unknown campaign' })
  @ApiConflictResponse({ description: 'The address has unsubscribed' })
  async test(@CampaignId() id: number, @Body() body: TestSendDto): Promise<TestSendResponseDto> {
    await this.campaigns.testSend(id, body.email, body.language);
    return { message: CampaignAnswers.testSent(body.email) };
  }

  @Post('campaigns/:id/send')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a draft now: status becomes sending, then sent or failed' })
  @ApiOkResponse({ type: CampaignDto })
  @ApiNotFoundResponse({ description: 'Unknown campaign' })
  @ApiConflictResponse({
    description:
      'Not a draft, template gone, nobody in the audience, or no postal address in the settings',
  })
  async send(@CampaignId() id: number): Promise<CampaignDto> {
    const campaign = await this.campaigns.send(id);
    return toCampaignResponse(campaign, nothingSentYet(campaign.recipientCount));
  }

  @Post('audience/count')
  @HttpCode(200)
  @ApiOperation({ summary: 'How many distinct addresses a target audience reaches right now' })
  @ApiOkResponse({ type: AudienceCountDto })
  async count(@Body() body: TargetCriteriaDto): Promise<AudienceCountDto> {
    return { count: await this.campaigns.countAudience(body) };
  }
}
