import { ConflictException, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { YoutubeSyncScheduler } from './youtube-sync.scheduler';
import { YouTubeAnswers } from './youtube-answers.messages';

export const SYNC_NOT_CONFIGURED =
  'YouTube sync is not configured: set YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID';

@ApiTags('admin youtube')
@Requires('videos.sync')
@Controller('api/admin/youtube')
export class YoutubeAdminController {
  constructor(private readonly scheduler: YoutubeSyncScheduler) {}

  @Post('sync')
  @HttpCode(202)
  @ApiOperation({ summary: 'Sync the channel’s videos now (runs on the queue)' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ type: MessageResponseDto, description: SYNC_NOT_CONFIGURED })
  async sync(): Promise<MessageResponseDto> {
    if (!this.scheduler.configured) throw new ConflictException(SYNC_NOT_CONFIGURED);
    await this.scheduler.request('admin');
    return { message: YouTubeAnswers.syncStarted };
  }
}
