import { ApiProperty } from '@nestjs/swagger';

export class CampaignLinkReportDto {
  @ApiProperty({ example: 'https://ministry.example/lessons/grace' })
  url: string;
  @ApiProperty({ type: 'integer', example: 12, description: 'Recipients who clicked it' })
  uniqueClicks: number;
  @ApiProperty({ type: 'integer', example: 17, description: 'Every click of it' })
  totalClicks: number;
}

export class CampaignHourReportDto {
  @ApiProperty({
    type: 'integer',
    example: 0,
    description: 'Hours since the first message went out (0–47)',
  })
  hour: number;
  @ApiProperty({ type: 'integer', example: 8 }) opens: number;
  @ApiProperty({ type: 'integer', example: 3 }) clicks: number;
  @ApiProperty({ type: 'integer', example: 1 }) bounces: number;
}

export class SkippedReasonDto {
  @ApiProperty({
    enum: ['unsubscribe', 'bounce', 'complaint', 'erased', 'other'],
    example: 'bounce',
    description:
      'Why the address is suppressed now (other: it no longer is, or the campaign stopped)',
  })
  reason: string;
  @ApiProperty({ type: 'integer', example: 2 }) count: number;
}

/** `GET /api/email/campaigns/{id}/report`: everything counted from stored rows. */
export class CampaignReportDto {
  @ApiProperty({ type: 'integer', example: 7 }) campaignId: number;
  @ApiProperty({ type: 'integer', example: 120, description: 'The audience when sending started' })
  recipients: number;
  @ApiProperty({ type: 'integer', example: 115, description: 'Accepted by the mail server' })
  sent: number;
  @ApiProperty({ type: 'integer', example: 2, description: 'Refused, or out of attempts' })
  failed: number;
  @ApiProperty({ type: 'integer', example: 3, description: 'Suppressed before their turn' })
  skipped: number;
  @ApiProperty({ type: 'integer', example: 0, description: 'Not sent yet' })
  pending: number;
  @ApiProperty({ type: [SkippedReasonDto] }) skippedReasons: SkippedReasonDto[];
  @ApiProperty({ type: 'integer', example: 2, description: 'Recipients with a hard bounce' })
  hardBounced: number;
  @ApiProperty({ type: 'integer', example: 1, description: 'Recipients with a soft bounce' })
  softBounced: number;
  @ApiProperty({ type: 'integer', example: 0, description: 'Recipients who marked it as spam' })
  complaints: number;
  @ApiProperty({
    type: 'integer',
    example: 1,
    description: "Recipients who unsubscribed through this campaign's link",
  })
  unsubscribed: number;
  @ApiProperty({
    example: true,
    description: 'Opens and clicks are counted now (Settings: "Track opens and clicks")',
  })
  tracking: boolean;
  @ApiProperty({ type: 'integer', example: 40 }) uniqueOpens: number;
  @ApiProperty({ type: 'integer', example: 55 }) totalOpens: number;
  @ApiProperty({ type: 'integer', example: 20 }) uniqueClicks: number;
  @ApiProperty({ type: 'integer', example: 31 }) totalClicks: number;
  @ApiProperty({ type: [CampaignLinkReportDto], description: "The campaign's links, in order" })
  links: CampaignLinkReportDto[];
  @ApiProperty({
    type: [CampaignHourReportDto],
    description: 'The first 48 hours, one entry per hour (empty before the first message)',
  })
  hours: CampaignHourReportDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-01T10:00:00.000Z',
    description: 'When the first message went out',
  })
  startedAt: string | null;
}
