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
import { PageSettings } from '../../common/http/page-settings';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PublicCacheService } from '../content-cache/public-cache.service';
import { EventDto } from './event.dto';
import { MINISTRY_CALENDAR_NAME, renderEventCalendar } from './event-calendar';
import { EVENT_NOT_FOUND } from './events.errors';
import { EventsService } from './events.service';

@ApiTags('events')
@Controller('api')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly cache: PublicCacheService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: PageSettings,
  ) {
    // Times, "upcoming" and the feed's name follow the ministry's settings: a save (in any process,
    // each of which sets PageSettings) drops the answers computed with the old ones.
    settings.onChange(() => cache.invalidate(['events']));
  }

  /** What the feeds are called in calendar applications: the ministry's name. */
  private calendarName(): string {
    const name = this.settings.current()?.settings.ministryName;
    return typeof name === 'string' && name.trim() ? name.trim() : MINISTRY_CALENDAR_NAME;
  }

  @Get('events')
  @Public()
  @ApiOperation({
    summary: "Upcoming events (not yet ended in the ministry's time zone), soonest first",
  })
  @ApiOkResponse({ type: EventDto, isArray: true })
  async upcoming(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.cache.respond(req, res, { topic: 'events' }, async () => {
      const { events, changesAt } = await this.events.upcoming();
      return { body: JSON.stringify(events), expiresAt: changesAt };
    });
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
      async () => {
        const { events, changesAt } = await this.events.upcomingEntities();
        const body = renderEventCalendar(events, {
          name: this.calendarName(),
          publicUrl: this.config.publicUrl,
          zone: this.events.timeZone(),
        });
        return { body, expiresAt: changesAt };
      },
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
          name: this.calendarName(),
          publicUrl: this.config.publicUrl,
          zone: this.events.timeZone(),
        }),
    );
  }
}
