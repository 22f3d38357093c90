import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { IMMUTABLE, sendStored } from '../../common/http/public-reads';
import { PublicCacheService } from '../content-cache/public-cache.service';
import { StoredFiles } from '../storage/stored-files.service';
import { DEMO_CHANNEL_TITLE } from './demo/demo-videos';
import { renderThumbnailSvg } from './demo/thumbnail-svg';
import { COPIED_THUMBNAIL_FILE, thumbnailFileKeyOf, TITLE_CARD_FILE } from './thumbnail-files';
import { VideosRepository } from './videos.repository';

/**
 * Every thumbnail a browser loads, from this site (thumbnail-files.ts): the copies the YouTube sync
 * made, and the title cards drawn on request (the demo teachings', and a video's until it is copied).
 */
@ApiTags('media')
@Controller('media')
export class ThumbnailsController {
  constructor(
    private readonly videos: VideosRepository,
    private readonly files: StoredFiles,
    private readonly cache: PublicCacheService,
  ) {}

  @Get('thumbnails/:file')
  @Public()
  @ApiOperation({
    // Kept from when this class was called MediaController too (like storage's): clients know it so.
    operationId: 'Media_thumbnail',
    summary:
      'A video’s thumbnail: its copy (`<youtubeId>.<hash>.webp`, cacheable for a year) or its title ' +
      'card (`<youtubeId>.svg`, cacheable for a day)',
  })
  @ApiProduces('image/webp', 'image/svg+xml')
  @ApiOkResponse({ description: 'The image', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'No such video, or an earlier copy of its thumbnail' })
  async thumbnail(
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (COPIED_THUMBNAIL_FILE.test(file)) {
      const copy = await this.files.get(thumbnailFileKeyOf(file));
      if (!copy) throw new NotFoundException('Thumbnail not found');
      // The name holds a hash of the content: the same name is the same bytes, for good.
      return sendStored(req, res, {
        body: copy.bytes,
        etag: `"${file}"`,
        contentType: copy.contentType,
        cacheControl: IMMUTABLE,
      });
    }
    const id = TITLE_CARD_FILE.exec(file)?.[1];
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
