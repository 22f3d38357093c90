import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SiteLanguages } from '../../../common/i18n/site-languages';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../../common/access/access.decorators';
import { CurrentUser } from '../../../common/access/current-user.decorator';
import type { SignedInUser } from '../../../common/access/principals';
import { MessageResponseDto } from '../../../common/dto/message-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { regenerateSession } from '../../../common/http/session';
import { ChangeRoleDto, InviteStaffDto, StaffMemberDto } from './dto/staff.dto';
import { INVITATION_NOT_FOUND, STAFF_NOT_FOUND } from './staff.errors';
import { StaffService } from './staff.service';
import { Audit } from '../../../common/audit/audit.decorator';
import { AuthAnswers } from '../auth-answers.messages';

/** The Staff tab (docs/architecture.md, "Staff roles and permissions"): Administrators only. */
@ApiTags('admin staff')
@Requires('staff')
@Controller('api/admin/staff')
export class StaffController {
  constructor(
    private readonly staff: StaffService,
    private readonly languages: SiteLanguages,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Staff accounts, then the open invitations' })
  @ApiOkResponse({ type: [StaffMemberDto] })
  list(): Promise<StaffMemberDto[]> {
    return this.staff.list();
  }

  @Post('invitations')
  @ApiOperation({ summary: 'Invite someone by e-mail: a one-time link, valid 72 hours' })
  @ApiCreatedResponse({ type: StaffMemberDto })
  @ApiConflictResponse({ description: 'An account with this e-mail address already exists' })
  @ApiServiceUnavailableResponse({ description: 'The e-mail could not be sent' })
  @Audit('staff.invite', {
    target: 'invitation',
    idField: 'invitationId',
    values: ['email', 'role'],
  })
  invite(
    @Body() body: InviteStaffDto,
    @CurrentUser() user: SignedInUser,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    // Written in the administrator's page's language (the dashboard's).
    return this.staff.invite(body.email, body.role, user, this.languages.of(req));
  }

  @Post('invitations/:id/resend')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send the invitation again with a new link (the old one stops working)',
  })
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ description: INVITATION_NOT_FOUND })
  @Audit('staff.invite_resend', { target: 'invitation' })
  resend(
    @Param('id', new ParseIdPipe(INVITATION_NOT_FOUND)) id: number,
    @CurrentUser() user: SignedInUser,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    return this.staff.resend(id, user, this.languages.of(req));
  }

  @Delete('invitations/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Withdraw an invitation: its link stops working' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: INVITATION_NOT_FOUND })
  @Audit('staff.invite_revoke', { target: 'invitation' })
  async revoke(@Param('id', new ParseIdPipe(INVITATION_NOT_FOUND)) id: number): Promise<void> {
    await this.staff.revoke(id);
  }

  @Put('accounts/:id/role')
  @ApiOperation({
    summary: "Change a staff member's role; their sessions end (it applies at once)",
  })
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ description: STAFF_NOT_FOUND })
  @ApiConflictResponse({ description: 'The last active Administrator cannot be demoted' })
  @Audit('staff.role_change', { target: 'staff', values: ['role'] })
  async changeRole(
    @Param('id', new ParseIdPipe(STAFF_NOT_FOUND)) id: number,
    @Body() body: ChangeRoleDto,
    @CurrentUser() user: SignedInUser,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    // The account's sessions end; an Administrator changing their own role goes on, on a new id.
    const own = user.id === id;
    const row = await this.staff.changeRole(id, body.role, own ? req.sessionID : undefined);
    if (own) await regenerateSession(req, {});
    return row;
  }

  @Post('accounts/:id/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivate a staff account; its sessions end at once' })
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ description: STAFF_NOT_FOUND })
  @ApiConflictResponse({ description: 'The last active Administrator cannot be deactivated' })
  @Audit('staff.deactivate', { target: 'staff' })
  deactivate(@Param('id', new ParseIdPipe(STAFF_NOT_FOUND)) id: number): Promise<StaffMemberDto> {
    return this.staff.deactivate(id);
  }

  @Post('accounts/:id/reactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reactivate a deactivated staff account' })
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ description: STAFF_NOT_FOUND })
  @Audit('staff.reactivate', { target: 'staff' })
  reactivate(@Param('id', new ParseIdPipe(STAFF_NOT_FOUND)) id: number): Promise<StaffMemberDto> {
    return this.staff.reactivate(id);
  }

  @Post('accounts/:id/password-reset')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail the staff member a password-reset link (valid one hour)' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ description: STAFF_NOT_FOUND })
  @ApiConflictResponse({ description: 'The account is deactivated or has no e-mail address' })
  @Audit('staff.password_reset_send', { target: 'staff' })
  async sendPasswordReset(
    @Param('id', new ParseIdPipe(STAFF_NOT_FOUND)) id: number,
    @Req() req: Request,
  ): Promise<MessageResponseDto> {
    await this.staff.sendPasswordReset(id, this.languages.of(req));
    return { message: AuthAnswers.resetLinkSent };
  }
}
