import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';
import { Public } from '../../../common/access/access.decorators';
import { PublicCacheService } from '../cache/public-cache.service';
import { DEMO_CHANNEL_TITLE } from '../demo/demo-content.service';
import { renderThumbnailSvg } from '../demo/thumbnail-svg';
import { Video } from '../entities/video.entity';

const THUMBNAIL_FILE = /^([\w-]{1,64})\.svg$/;

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    private readonly cache: PublicCacheService,
  ) {}

  @Get('thumbnails/:file')
  @Public()
  @ApiOperation({
    summary: 'The generated title card of a demo teaching (served locally, cacheable)',
  })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'image/svg+xml', schema: { type: 'string' } })
  async thumbnail(
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const id = THUMBNAIL_FILE.exec(file)?.[1];
    if (!id) throw new NotFoundException('Thumbnail not found');
    await this.cache.respond(
      req,
      res,
      {
        topic: 'videos',
        contentType: 'image/svg+xml; charset=utf-8',
        cacheControl: 'public, max-age=86400',
      },
      async () => {
        const video = await this.videos.findOneBy({ youtubeId: id });
        if (!video) throw new NotFoundException('Thumbnail not found');
        return renderThumbnailSvg({
          id,
          title: video.title,
          label: video.channelTitle ?? DEMO_CHANNEL_TITLE,
        });
      },
    );
  }
}
