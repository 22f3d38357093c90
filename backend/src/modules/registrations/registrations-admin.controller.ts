import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiProduces,
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
  CreateRegistrationDto,
  RegistrationExportQueryDto,
  RegistrationListQueryDto,
  RegistrationMessageDto,
  RegistrationMessageResultDto,
  RegistrationsPageDto,
} from './dto/registration.dto';
import { registrationsCsvFileName } from './registrations-csv';
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

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add a walk-in (a registration the staff enter)',
    description:
      "The visitor's rules (seats, the waitlist when the event has one, the questions), except " +
      'that it is taken after registration has closed. The same address again changes its ' +
      'registration. The person gets the confirmation e-mail.',
  })
  @ApiCreatedResponse({ type: AdminRegistrationDto })
  @ApiBadRequestResponse({ description: 'A field breaks a rule (per field)' })
  @ApiNotFoundResponse({ description: RegistrationMessages.eventNotFound })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description: `${RegistrationMessages.full} (no waitlist); registration is off for the event`,
  })
  @Audit('registration.walk_in', { target: 'event' })
  walkIn(
    @Param('id', new ParseIdPipe(RegistrationMessages.eventNotFound)) id: number,
    @Body() body: CreateRegistrationDto,
  ): Promise<AdminRegistrationDto> {
    return this.registrations.walkIn(id, body);
  }

  @Get('export')
  @ApiOperation({
    summary:
      "The event's registrations as a CSV download (UTF-8 with BOM), as the list is filtered",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: RegistrationMessages.eventNotFound })
  @Audit('registration.export', { target: 'event' })
  async export(
    @Param('id', new ParseIdPipe(RegistrationMessages.eventNotFound)) id: number,
    @Query() query: RegistrationExportQueryDto,
  ): Promise<StreamableFile> {
    return new StreamableFile(await this.registrations.exportCsv(id, query), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${registrationsCsvFileName(id)}"`,
    });
  }

  @Post('message')
  @HttpCode(202)
  @ApiOperation({
    summary: 'E-mail everyone registered for the event (confirmed or on the waitlist)',
    description: 'Queued through the registration outbox: one e-mail each, sent by the workers.',
  })
  @ApiAcceptedResponse({ type: RegistrationMessageResultDto })
  @ApiBadRequestResponse({ description: 'Subject is required; Message is required' })
  @ApiNotFoundResponse({ description: RegistrationMessages.eventNotFound })
  @Audit('registration.message', { target: 'event', values: ['subject'] })
  message(
    @Param('id', new ParseIdPipe(RegistrationMessages.eventNotFound)) id: number,
    @Body() body: RegistrationMessageDto,
  ): Promise<RegistrationMessageResultDto> {
    return this.registrations.messageAll(id, body.subject, body.body);
  }

  @Post(':registrationId/resend')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Send the confirmation e-mail again (with a new manage link and the ticket)',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: RegistrationMessages.registrationNotFound })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description: RegistrationMessages.alreadyCancelled,
  })
  @Audit('registration.resend', { target: 'event' })
  resend(
    @Param('id', new ParseIdPipe(RegistrationMessages.eventNotFound)) id: number,
    @Param('registrationId', new ParseIdPipe(RegistrationMessages.registrationNotFound))
    registrationId: number,
  ): Promise<void> {
    return this.registrations.resendConfirmation(id, registrationId);
  }
}
