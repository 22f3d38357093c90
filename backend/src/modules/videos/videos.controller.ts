import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { PublicCacheService } from '../content-cache/public-cache.service';
import {
  DEFAULT_MAX_RESULTS,
  SearchSuggestionDto,
  SuggestionQueryDto,
  VideoDto,
  VideoQueryDto,
} from './video.dto';
import { SuggestionsService } from './suggestions.service';
import { VideoSearchService } from './video-search.service';

/** Names the query the results are for, when it is not the one asked for (see docs/search.md). */
export const CORRECTED_QUERY_HEADER = 'X-Search-Corrected-Query';

@ApiTags('videos')
@Controller('api')
export class VideosController {
  constructor(
    private readonly search: VideoSearchService,
    private readonly suggester: SuggestionsService,
    private readonly cache: PublicCacheService,
  ) {}

  @Get('youtube/videos')
  @Public()
  @ApiOperation({
    summary:
      'Teaching videos: most watched first without q; with q, ranked by relevance (topic synonyms, scripture references, prefixes, typo tolerance)',
  })
  @ApiOkResponse({
    type: VideoDto,
    isArray: true,
    headers: {
      [CORRECTED_QUERY_HEADER]: {
        description:
          'Present when the results are for a corrected query ("Did you mean"): that query, URI-encoded',
        schema: { type: 'string' },
      },
    },
  })
  @ApiBadRequestResponse({
    description: 'maxResults outside 1–50, q too long, or correct not a boolean',
  })
  async videos(
    @Query() query: VideoQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.cache.respond(req, res, { topic: 'videos' }, async () => {
      const page = await this.search.list(
        query.maxResults ?? DEFAULT_MAX_RESULTS,
        query.q,
        query.correct ?? true,
      );
      // The body stays the plain list of the spec; the correction travels in a header.
      return {
        body: JSON.stringify(page.videos),
        headers: page.correctedQuery
          ? { [CORRECTED_QUERY_HEADER]: encodeURIComponent(page.correctedQuery) }
          : undefined,
      };
    });
  }

  @Get('search/suggestions')
  @Public()
  @ApiOperation({
    summary: 'Up to 8 suggestions for what has been typed: topics, books, themes, titles',
  })
  @ApiOkResponse({ type: SearchSuggestionDto, isArray: true })
  async suggestions(
    @Query() query: SuggestionQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.cache.respond(req, res, { topic: 'videos' }, async () =>
      JSON.stringify(await this.suggester.suggest(query.q)),
    );
  }
}
