import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { hasPermission } from '../../common/access/permissions';
import type { SignedInUser } from '../../common/access/principals';
import { Audit } from '../../common/audit/audit.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import {
  CheckInEventDto,
  CheckInEventsDto,
  CheckInEventsQueryDto,
  CheckInPeopleDto,
  CheckInPeopleQueryDto,
  CheckInResultDto,
  CheckInTicketDto,
} from './dto/check-in.dto';
import { CheckInMessages } from './check-in.errors';
import { type CheckInCaller, CheckInService } from './check-in.service';
import { RegistrationMessages } from './registrations.errors';

/** A manager of registrations may check in for any day; a Check-in volunteer only today. */
const callerOf = (user: SignedInUser | undefined): CheckInCaller => ({
  anyDay: hasPermission(user?.role ?? null, 'registrations.manage'),
});

const eventId = () => new ParseIdPipe(RegistrationMessages.eventNotFound);
const registrationId = () => new ParseIdPipe(RegistrationMessages.registrationNotFound);

@ApiTags('admin check-in')
@Requires('registrations.check_in')
@ApiForbiddenResponse({ type: MessageResponseDto, description: CheckInMessages.notToday })
@Controller('api/admin/check-in/events')
export class CheckInController {
  constructor(private readonly checkIn: CheckInService) {}

  @Get()
  @ApiOperation({
    summary: 'The events of a day (default today) taking registrations, with arrived / expected',
  })
  @ApiOkResponse({ type: CheckInEventsDto })
  events(
    @CurrentUser() user: SignedInUser | undefined,
    @Query() query: CheckInEventsQueryDto,
  ): Promise<CheckInEventsDto> {
    return this.checkIn.events(callerOf(user), query.date);
  }

  @Get(':id')
  @ApiOperation({ summary: "One event's counts of arrived against expected (the screen polls it)" })
  @ApiOkResponse({ type: CheckInEventDto })
  @ApiNotFoundResponse({
    type: MessageResponseDto,
    description: RegistrationMessages.eventNotFound,
  })
  event(
    @CurrentUser() user: SignedInUser | undefined,
    @Param('id', eventId()) id: number,
  ): Promise<CheckInEventDto> {
    return this.checkIn.event(callerOf(user), id);
  }

  @Get(':id/people')
  @ApiOperation({ summary: "An event's registrations by name or e-mail address, to check in" })
  @ApiOkResponse({ type: CheckInPeopleDto })
  @ApiNotFoundResponse({
    type: MessageResponseDto,
    description: RegistrationMessages.eventNotFound,
  })
  people(
    @CurrentUser() user: SignedInUser | undefined,
    @Param('id', eventId()) id: number,
    @Query() query: CheckInPeopleQueryDto,
  ): Promise<CheckInPeopleDto> {
    return this.checkIn.people(callerOf(user), id, query.search);
  }

  @Post(':id/tickets')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check in the registration whose ticket QR code was scanned' })
  @ApiOkResponse({ type: CheckInResultDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: CheckInMessages.unknownTicket })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description:
      'A ticket of another event, a cancelled or waitlisted registration, or one already checked in',
  })
  @Audit('registration.check_in_ticket', { target: 'event' })
  ticket(
    @CurrentUser() user: SignedInUser | undefined,
    @Param('id', eventId()) id: number,
    @Body() body: CheckInTicketDto,
  ): Promise<CheckInResultDto> {
    return this.checkIn.checkInTicket(callerOf(user), id, body.code);
  }

  @Post(':id/people/:registrationId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a registration present' })
  @ApiOkResponse({ type: CheckInResultDto })
  @ApiNotFoundResponse({
    type: MessageResponseDto,
    description: RegistrationMessages.registrationNotFound,
  })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description: 'A cancelled or waitlisted registration, or one already checked in',
  })
  @Audit('registration.check_in', { target: 'event' })
  mark(
    @CurrentUser() user: SignedInUser | undefined,
    @Param('id', eventId()) id: number,
    @Param('registrationId', registrationId()) registration: number,
  ): Promise<CheckInResultDto> {
    return this.checkIn.checkIn(callerOf(user), id, registration);
  }

  @Delete(':id/people/:registrationId')
  @ApiOperation({ summary: 'Undo a check-in' })
  @ApiOkResponse({ type: CheckInResultDto })
  @ApiNotFoundResponse({
    type: MessageResponseDto,
    description: RegistrationMessages.registrationNotFound,
  })
  @Audit('registration.check_in_undo', { target: 'event' })
  undo(
    @CurrentUser() user: SignedInUser | undefined,
    @Param('id', eventId()) id: number,
    @Param('registrationId', registrationId()) registration: number,
  ): Promise<CheckInResultDto> {
    return this.checkIn.undo(callerOf(user), id, registration);
  }
}
