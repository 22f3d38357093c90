import { ApiProperty } from '@nestjs/swagger';

/** A few of the site settings (GET /api/settings), as the first pages read them. */
export class SiteInfoDto {
  @ApiProperty({ example: 'Spirit & Truth Ministry' }) name: string;
  @ApiProperty({
    example: 'https://www.youtube.com/channel/UCxxxxxxxxxxxxxxxxxxxxxx',
    description:
      "The ministry's video channel: the saved link, else YOUTUBE_CHANNEL_ID, else the channel of " +
      'the synced videos, else a search for the ministry on YouTube',
  })
  channelUrl: string;
  @ApiProperty({ example: '123 Faith Avenue, Springfield, ST 12345' }) postalAddress: string;
  @ApiProperty({ example: 'info@example.org' }) email: string;
}
