import { Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Requires } from '../../common/access/access.decorators';
import { recordChanges } from '../../common/audit/audit-changes';
import { Audit } from '../../common/audit/audit.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { readUploadBody } from '../../common/http/upload-body';
import {
  CalendarFileQueryDto,
  CalendarImportResultDto,
  CalendarPreviewDto,
} from './calendar-import.dto';
import {
  CalendarMessages,
  CalendarTooLargeError,
  MAX_CALENDAR_BYTES,
  NoCalendarFileError,
} from './events.errors';
import { EventsImportService } from './events-import.service';

const REFUSALS =
  'Not an iCalendar file, a calendar with no events, none in the next 12 months, or more than ' +
  '2000 of them';

/**
 * Events from a calendar file: `events.write`, as creating events by hand is. The body of both
 * routes is the .ics file itself; nothing is kept between them.
 */
@ApiTags('admin events')
@Requires('events.write')
@Controller('api/admin/events/import')
export class EventsImportController {
  constructor(private readonly imports: EventsImportService) {}

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Preview an .ics file's import: its upcoming events (recurring ones expanded for 12 months) as they would be stored, each new, an update, or invalid",
  })
  @ApiConsumes('text/calendar', 'application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: CalendarPreviewDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: REFUSALS })
  @ApiPayloadTooLargeResponse({ type: MessageResponseDto, description: CalendarMessages.tooLarge })
  @Audit('event.import.preview')
  async preview(
    @Query() query: CalendarFileQueryDto,
    @Req() req: Request,
  ): Promise<CalendarPreviewDto> {
    recordChanges(req, [{ field: 'fileName', from: null, to: query.fileName ?? null }]);
    return this.imports.preview(await readCalendarBody(req));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Import an .ics file's upcoming events: new ones created, those imported before (same UID and occurrence) updated, never duplicated",
  })
  @ApiConsumes('text/calendar', 'application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: CalendarImportResultDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: REFUSALS })
  @ApiPayloadTooLargeResponse({ type: MessageResponseDto, description: CalendarMessages.tooLarge })
  @Audit('event.import')
  async import(
    @Query() query: CalendarFileQueryDto,
    @Req() req: Request,
  ): Promise<CalendarImportResultDto> {
    const result = await this.imports.import(await readCalendarBody(req));
    // The trail names the file and what it did (the body is the file: no fields to list).
    recordChanges(req, [
      { field: 'fileName', from: null, to: query.fileName ?? null },
      { field: 'created', from: null, to: result.created },
      { field: 'updated', from: null, to: result.updated },
      { field: 'invalid', from: null, to: result.invalid },
    ]);
    return result;
  }
}

const readCalendarBody = (req: Request) =>
  readUploadBody(req, {
    maxBytes: MAX_CALENDAR_BYTES,
    drainLimit: 2 * MAX_CALENDAR_BYTES,
    empty: () => new NoCalendarFileError(),
    tooLarge: () => new CalendarTooLargeError(),
  });
