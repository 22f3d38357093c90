import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiMovedPermanentlyResponse,
  ApiNotModifiedResponse,
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
import {
  TeachingDetailDto,
  TeachingListQueryDto,
  TeachingSeriesDto,
  TeachingSeriesPageDto,
  TeachingSpeakerDto,
  TeachingSpeakerPageDto,
  TeachingsPageDto,
} from './dto/teaching.dto';
import { IMAGE_FILE } from './teaching-images';
import { TeachingMessages } from './teachings.errors';
import { TeachingsService } from './teachings.service';

/** What a teaching answer depends on: the catalogue (a sync) and the library's own rows. */
const TOPICS = ['videos', 'teachings'] as const;
/**
 * The feeds depend on the settings too (the podcast block). Apps poll them: a few minutes in any
 * cache, then asked again with If-None-Match.
 */
const FEED = {
  topic: [...TOPICS, 'settings'] as const,
  contentType: 'application/rss+xml; charset=utf-8',
  cacheControl: 'public, max-age=300',
};

/** The teaching library's public reads (the pages of `/teachings` are rendered from these). */
@ApiTags('teachings')
@Public()
@Controller()
export class TeachingsController {
  constructor(
    private readonly teachings: TeachingsService,
    private readonly cache: PublicCacheService,
  ) {}

  @Get('api/teachings')
  @ApiOperation({
    summary: 'Teachings, newest first, one page; by series, speaker, book of the Bible or topic',
  })
  @ApiOkResponse({ type: TeachingsPageDto })
  async list(
    @Query() query: TeachingListQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.cache.respond(req, res, { topic: TOPICS }, async () =>
      JSON.stringify(await this.teachings.list(query)),
    );
  }

  @Get('api/teachings/series')
  @ApiOperation({ summary: 'Every series, in the order staff give' })
  @ApiOkResponse({ type: TeachingSeriesDto, isArray: true })
  async series(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.cache.respond(req, res, { topic: TOPICS }, async () =>
      JSON.stringify(await this.teachings.allSeries()),
    );
  }

  @Get('api/teachings/series/:slug')
  @ApiOperation({ summary: 'A series and its teachings, in series order' })
  @ApiOkResponse({ type: TeachingSeriesPageDto })
  @ApiNotFoundResponse({ description: TeachingMessages.seriesNotFound })
  async oneSeries(
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const page = await this.teachings.seriesPage(slug);
    await this.cache.respond(req, res, { topic: TOPICS }, () =>
      Promise.resolve(JSON.stringify(page)),
    );
  }

  @Get('api/teachings/speakers')
  @ApiOperation({ summary: 'Every speaker, by name' })
  @ApiOkResponse({ type: TeachingSpeakerDto, isArray: true })
  async speakers(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.cache.respond(req, res, { topic: TOPICS }, async () =>
      JSON.stringify(await this.teachings.allSpeakers()),
    );
  }

  @Get('api/teachings/speakers/:slug')
  @ApiOperation({ summary: 'A speaker and their teachings, newest first' })
  @ApiOkResponse({ type: TeachingSpeakerPageDto })
  @ApiNotFoundResponse({ description: TeachingMessages.speakerNotFound })
  async speaker(
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const page = await this.teachings.speakerPage(slug);
    await this.cache.respond(req, res, { topic: TOPICS }, () =>
      Promise.resolve(JSON.stringify(page)),
    );
  }

  @Get('api/teachings/:slug')
  @ApiOperation({
    summary:
      'One teaching: its passages, themes, series neighbours and related teachings; an old address redirects',
  })
  @ApiOkResponse({ type: TeachingDetailDto })
  @ApiMovedPermanentlyResponse({
    description: 'The teaching has a new address: Location names it',
    headers: { Location: { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: TeachingMessages.teachingNotFound })
  async one(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const found = await this.teachings.bySlug(slug);
    if ('movedTo' in found) {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      return res.redirect(301, `/api/teachings/${encodeURIComponent(found.movedTo)}`);
    }
    await this.cache.respond(req, res, { topic: TOPICS }, () =>
      Promise.resolve(JSON.stringify(found)),
    );
  }

  @Get('podcast.xml')
  @ApiOperation({
    summary:
      'The podcast: every teaching with audio, newest first (RSS 2.0 with the itunes and podcast namespaces)',
  })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'The feed', schema: { type: 'string' } })
  @ApiNotModifiedResponse({ description: 'If-None-Match named the current ETag' })
  async podcast(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.cache.respond(req, res, FEED, async () => this.teachings.podcast());
  }

  @Get('podcast/series/:slug.xml')
  @ApiOperation({ summary: "One series' podcast: its teachings with audio, newest first" })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'The feed', schema: { type: 'string' } })
  @ApiNotModifiedResponse({ description: 'If-None-Match named the current ETag' })
  @ApiNotFoundResponse({ description: TeachingMessages.seriesNotFound })
  async seriesPodcast(
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const feed = await this.teachings.podcast(slug);
    await this.cache.respond(req, res, FEED, () => Promise.resolve(feed));
  }

  @Get('media/teachings/:file')
  @ApiOperation({ summary: "A series' artwork or a speaker's photo (its address changes with it)" })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'The image' })
  @ApiNotFoundResponse({ description: 'No such file' })
  async image(
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const image = IMAGE_FILE.test(file) ? await this.teachings.image(file) : undefined;
    if (!image) throw new NotFoundException('File not found');
    sendStored(req, res, {
      body: image.bytes,
      etag: `"${file}"`,
      contentType: image.contentType,
      cacheControl: IMMUTABLE,
    });
  }
}
