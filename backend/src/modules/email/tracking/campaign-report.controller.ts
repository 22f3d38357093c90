import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Requires } from '../../../common/access/access.decorators';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CAMPAIGN_NOT_FOUND } from '../campaigns/email-campaigns.errors';
import { CampaignReportDto } from '../dto/campaign-report.dto';
import { CampaignReportService } from './campaign-report.service';

@ApiTags('email')
@Controller('api/email/campaigns')
@Requires('email.campaigns')
export class CampaignReportController {
  constructor(private readonly reports: CampaignReportService) {}

  @Get(':id/report')
  @ApiOperation({
    summary:
      "A campaign's report: outcomes, bounces, complaints, unsubscribes, opens and clicks per link, and its first 48 hours",
  })
  @ApiOkResponse({ type: CampaignReportDto })
  @ApiNotFoundResponse({ description: 'Unknown campaign' })
  report(@Param('id', new ParseIdPipe(CAMPAIGN_NOT_FOUND)) id: number): Promise<CampaignReportDto> {
    return this.reports.report(id);
  }
}
