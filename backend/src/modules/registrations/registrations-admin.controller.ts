import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { Audit } from '../../common/audit/audit.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import {
  AdminRegistrationDto,
  RegistrationListQueryDto,
  RegistrationsPageDto,
} from './dto/registration.dto';
import { RegistrationMessages } from './registrations.errors';
import { RegistrationsService } from './registrations.service';

@ApiTags('admin registrations')
@Requires('registrations.manage')
@Controller('api/admin/events/:id/registrations')
export class RegistrationsAdminController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Get()
  @ApiOperation({
    summary:
      "One page of an event's registrations (newest first), with seats taken and the waitlist",
  })
  @ApiOkResponse({ type: RegistrationsPageDto })
  @ApiNotFoundResponse({ description: RegistrationMessages.eventNotFound })
  list(
    @Param('id', new ParseIdPipe(RegistrationMessages.eventNotFound)) id: number,
    @Query() query: RegistrationListQueryDto,
  ): Promise<RegistrationsPageDto> {
    return this.registrations.page(id, query);
  }

  @Delete(':registrationId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel a registration (the person is told; the waitlist moves up)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: RegistrationMessages.registrationNotFound })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description: RegistrationMessages.alreadyCancelled,
  })
  @Audit('registration.cancel', { target: 'event' })
  cancel(
    @Param('id', new ParseIdPipe(RegistrationMessages.eventNotFound)) id: number,
    @Param('registrationId', new ParseIdPipe(RegistrationMessages.registrationNotFound))
    registrationId: number,
  ): Promise<void> {
    return this.registrations.cancel(id, registrationId);
  }

  @Post(':registrationId/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move a registration from the waitlist to the confirmed list' })
  @ApiOkResponse({ type: AdminRegistrationDto })
  @ApiNotFoundResponse({ description: RegistrationMessages.registrationNotFound })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description: `${RegistrationMessages.notWaitlisted}; not enough seats`,
  })
  @Audit('registration.confirm', { target: 'event' })
  confirm(
    @Param('id', new ParseIdPipe(RegistrationMessages.eventNotFound)) id: number,
    @Param('registrationId', new ParseIdPipe(RegistrationMessages.registrationNotFound))
    registrationId: number,
  ): Promise<AdminRegistrationDto> {
    return this.registrations.confirmFromWaitlist(id, registrationId);
  }
}
