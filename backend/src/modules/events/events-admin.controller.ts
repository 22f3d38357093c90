import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { CreateEventDto, EventDto } from './event.dto';
import { EVENT_NOT_FOUND } from './events.errors';
import { EventsService } from './events.service';
import { Audit } from '../../common/audit/audit.decorator';

@ApiTags('admin events')
@Requires('events.write')
@Controller('api/admin/events')
export class EventsAdminController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOperation({ summary: 'Every event, past ones too, soonest first' })
  @ApiOkResponse({ type: EventDto, isArray: true })
  list(): Promise<EventDto[]> {
    return this.events.all();
  }

  @Post()
  @ApiOperation({ summary: 'Create an event' })
  @ApiCreatedResponse({ type: EventDto })
  @ApiBadRequestResponse({ description: 'A field breaks a rule of spec §5' })
  @Audit('event.create', { target: 'event' })
  create(@Body() body: CreateEventDto): Promise<EventDto> {
    return this.events.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace an event (same body as create)' })
  @ApiOkResponse({ type: EventDto })
  @ApiNotFoundResponse({ description: EVENT_NOT_FOUND })
  @Audit('event.update', { target: 'event' })
  update(
    @Param('id', new ParseIdPipe(EVENT_NOT_FOUND)) id: number,
    @Body() body: CreateEventDto,
  ): Promise<EventDto> {
    return this.events.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an event' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: EVENT_NOT_FOUND })
  @Audit('event.delete', { target: 'event' })
  remove(@Param('id', new ParseIdPipe(EVENT_NOT_FOUND)) id: number): Promise<void> {
    return this.events.remove(id);
  }
}
