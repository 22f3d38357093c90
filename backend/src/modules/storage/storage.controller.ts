import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { VideoUploadDto } from './dto/video-upload.dto';
import { VideoStorage } from './video-storage';

@ApiTags('storage')
@Controller('api/objects')
export class StorageController {
  constructor(private readonly videos: VideoStorage) {}

  @Post('video-upload')
  @Requires('uploads')
  @HttpCode(200)
  @ApiOperation({ summary: 'A signed address for uploading one campaign video (max 100 MB)' })
  @ApiOkResponse({ type: VideoUploadDto })
  async videoUpload(): Promise<VideoUploadDto> {
    const upload = await this.videos.createUpload();
    return { ...upload, expiresAt: upload.expiresAt.toISOString() };
  }
}
