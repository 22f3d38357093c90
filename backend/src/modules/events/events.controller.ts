import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PublicCacheService } from '../content-cache/public-cache.service';
import { EventDto } from './event.dto';
import { MINISTRY_CALENDAR_NAME, renderEventCalendar } from './event-calendar';
import { EVENT_NOT_FOUND, EventsService } from './events.service';

@ApiTags('events')
@Controller('api')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly cache: PublicCacheService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('events')
  @Public()
  @ApiOperation({ summary: 'Upcoming events (today on), soonest first' })
  @ApiOkResponse({ type: EventDto, isArray: true })
  async upcoming(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.cache.respond(req, res, { topic: 'events' }, async () =>
      JSON.stringify(await this.events.upcoming()),
    );
  }

  @Get('events.ics')
  @Public()
  @ApiOperation({ summary: 'The upcoming events as an iCalendar (RFC 5545) feed' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar', schema: { type: 'string' } })
  async calendar(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.cache.respond(
      req,
      res,
      { topic: 'events', contentType: 'text/calendar; charset=utf-8' },
      async () =>
        renderEventCalendar(await this.events.upcomingEntities(), {
          name: MINISTRY_CALENDAR_NAME,
          publicUrl: this.config.publicUrl,
        }),
    );
  }

  @Get('events/:id.ics')
  @Public()
  @ApiOperation({
    summary: 'One event as an iCalendar (RFC 5545) file, for adding it to a calendar',
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: EVENT_NOT_FOUND })
  async eventCalendar(
    @Param('id', new ParseIdPipe(EVENT_NOT_FOUND)) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    // Cached like the feed: any event change invalidates the 'events' topic.
    await this.cache.respond(
      req,
      res,
      { topic: 'events', contentType: 'text/calendar; charset=utf-8' },
      async () =>
        renderEventCalendar([await this.events.findEntity(id)], {
          name: MINISTRY_CALENDAR_NAME,
          publicUrl: this.config.publicUrl,
        }),
    );
  }
}
