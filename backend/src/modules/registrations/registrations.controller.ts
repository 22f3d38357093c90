import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MemberOnly, Public } from '../../common/access/access.decorators';
import { CurrentMember } from '../../common/access/current-user.decorator';
import type { SignedInMember } from '../../common/access/principals';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { SiteLanguages } from '../../common/i18n/site-languages';
import { timed } from '../../common/http/server-timing';
import { PublicWrite } from '../../common/rate-limit/public-write.guard';
import {
  CreateRegistrationDto,
  ManageLinkDto,
  MemberRegistrationDto,
  MyRegistrationDto,
  RegistrationResultDto,
  UpdateMyRegistrationDto,
} from './dto/registration.dto';
import { RegistrationMessages } from './registrations.errors';
import { RegistrationsService } from './registrations.service';

@ApiTags('registrations')
@Controller('api')
export class RegistrationsController {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly languages: SiteLanguages,
  ) {}

  @Post('events/:id/registrations')
  @Public()
  @PublicWrite('registration')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Register for an event (the same address again changes its registration)',
    description:
      'Seats are taken in the database, in one transaction with the confirmation e-mail. A new ' +
      'address and one already registered get the same shape of answer. A signed-in member is ' +
      'linked to the registration (My account lists it).',
  })
  @ApiCreatedResponse({ type: RegistrationResultDto })
  @ApiBadRequestResponse({
    type: MessageResponseDto,
    description: 'A field breaks a rule (per field)',
  })
  @ApiNotFoundResponse({ description: RegistrationMessages.eventNotFound })
  @ApiConflictResponse({
    type: MessageResponseDto,
    description: `${RegistrationMessages.closed}; ${RegistrationMessages.full} (no waitlist)`,
  })
  register(
    @Param('id', new ParseIdPipe(RegistrationMessages.eventNotFound)) id: number,
    @Body() body: CreateRegistrationDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RegistrationResultDto> {
    const memberId = req.session?.memberId;
    return timed(res, () =>
      this.registrations.register(
        id,
        body,
        typeof memberId === 'number' ? memberId : undefined,
        // The page's language (its cookie, else the browser's): the mails are written in it.
        this.languages.of(req),
      ),
    );
  }

  @Get('registrations/manage')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The registration a manage link stands for' })
  @ApiQuery({ name: 'token', description: 'From the newest e-mail about the registration' })
  @ApiOkResponse({ type: MyRegistrationDto })
  @ApiGoneResponse({
    type: MessageResponseDto,
    description: RegistrationMessages.manageLinkInvalid,
  })
  manage(@Query('token') token: string): Promise<MyRegistrationDto> {
    return this.registrations.manageView(String(token ?? ''));
  }

  @Put('registrations/manage')
  @Public()
  @PublicWrite('registration')
  @ApiOperation({
    summary: 'Change the party size and answers; the link is used up (the answer has the next one)',
  })
  @ApiQuery({ name: 'token' })
  @ApiOkResponse({ type: MyRegistrationDto })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ type: MessageResponseDto, description: 'Closed, or not enough seats' })
  @ApiGoneResponse({
    type: MessageResponseDto,
    description: RegistrationMessages.manageLinkInvalid,
  })
  update(
    @Query('token') token: string,
    @Body() body: UpdateMyRegistrationDto,
  ): Promise<MyRegistrationDto> {
    return this.registrations.manageUpdate(String(token ?? ''), body);
  }

  @Delete('registrations/manage')
  @Public()
  @PublicWrite('registration')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel the registration; its seats go to the waitlist' })
  @ApiQuery({ name: 'token' })
  @ApiNoContentResponse()
  @ApiGoneResponse({
    type: MessageResponseDto,
    description: RegistrationMessages.manageLinkInvalid,
  })
  cancel(@Query('token') token: string): Promise<void> {
    return this.registrations.manageCancel(String(token ?? ''));
  }

  @Get('community/me/registrations')
  @MemberOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The signed-in member's event registrations" })
  @ApiOkResponse({ type: MemberRegistrationDto, isArray: true })
  mine(@CurrentMember() member: SignedInMember): Promise<MemberRegistrationDto[]> {
    return this.registrations.memberList(member.id, member.email);
  }

  @Post('community/me/registrations/:registrationId/manage-link')
  @MemberOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'A fresh manage link for one of them (earlier links stop working)' })
  @ApiOkResponse({ type: ManageLinkDto })
  @ApiNotFoundResponse({ description: RegistrationMessages.registrationNotFound })
  async manageLink(
    @CurrentMember() member: SignedInMember,
    @Param('registrationId', new ParseIdPipe(RegistrationMessages.registrationNotFound))
    registrationId: number,
  ): Promise<ManageLinkDto> {
    return {
      manageUrl: await this.registrations.memberManageLink(member.id, member.email, registrationId),
    };
  }
}
