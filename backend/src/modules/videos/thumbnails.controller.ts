import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { PublicCacheService } from '../content-cache/public-cache.service';
import { DEMO_CHANNEL_TITLE } from './demo/demo-videos';
import { renderThumbnailSvg } from './demo/thumbnail-svg';
import { VideosRepository } from './videos.repository';

const THUMBNAIL_FILE = /^([\w-]{1,64})\.svg$/;

/** The title cards of the demo teachings (their thumbnails), drawn on request and cached. */
@ApiTags('media')
@Controller('media')
export class ThumbnailsController {
  constructor(
    private readonly videos: VideosRepository,
    private readonly cache: PublicCacheService,
  ) {}

  @Get('thumbnails/:file')
  @Public()
  @ApiOperation({
    // Kept from when this class was called MediaController too (like storage's): clients know it so.
    operationId: 'Media_thumbnail',
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
        const video = await this.videos.findByYoutubeId(id);
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
