import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SiteLanguages } from '../../../common/i18n/site-languages';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { MessageResponseDto } from '../../../common/dto/message-response.dto';
import { PublicWrite } from '../../../common/rate-limit/public-write.guard';
import {
  AcceptedInvitationDto,
  AcceptInvitationDto,
  AccountTokenDto,
  ForgotPasswordDto,
  InvitationInfoDto,
  NewPasswordDto,
} from './dto/staff.dto';
import { FORGOT_PASSWORD_ANSWER, StaffService } from './staff.service';
import { AuthAnswers } from '../auth-answers.messages';

const BAD_LINK = 'The link is not valid, has expired, was withdrawn or was used already';

/** What the e-mailed one-time links open: accepting an invitation, resetting a password. */
@ApiTags('auth')
@Public()
@Controller('api/auth')
export class AccountLinksController {
  constructor(
    private readonly staff: StaffService,
    private readonly languages: SiteLanguages,
  ) {}

  @Post('invitation')
  @HttpCode(200)
  @PublicWrite('account-link')
  @ApiOperation({ summary: "An invitation link's address and role, while it can be accepted" })
  @ApiOkResponse({ type: InvitationInfoDto })
  @ApiBadRequestResponse({ description: BAD_LINK })
  invitation(@Body() body: AccountTokenDto): Promise<InvitationInfoDto> {
    return this.staff.invitationInfo(body.token);
  }

  @Post('invitation/accept')
  @PublicWrite('account-link')
  @ApiOperation({
    summary: 'Accept an invitation: choose a name and password (the link is used up)',
  })
  @ApiCreatedResponse({ type: AcceptedInvitationDto })
  @ApiBadRequestResponse({ description: `${BAD_LINK}, or the password is too short or too common` })
  @ApiConflictResponse({ description: 'An account with this e-mail address already exists' })
  async acceptInvitation(@Body() body: AcceptInvitationDto): Promise<AcceptedInvitationDto> {
    const user = await this.staff.acceptInvitation(body.token, body);
    return { message: AuthAnswers.invitationAccepted, username: user.username };
  }

  @Post('password-reset/request')
  @HttpCode(202)
  @PublicWrite('password-reset')
  @ApiOperation({
    summary:
      '"Forgot password?": e-mails a reset link; the same answer whether or not the address is known',
  })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  async forgotPassword(
    @Body() body: ForgotPasswordDto,
    @Req() req: Request,
  ): Promise<MessageResponseDto> {
    // The link's mail in the page's language (the dashboard's sign-in page).
    await this.staff.forgotPassword(body.email, this.languages.of(req));
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Post('password-reset/check')
  @HttpCode(200)
  @PublicWrite('account-link')
  @ApiOperation({
    summary: 'Whether a reset link can still be used (the page asks before showing its form)',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: BAD_LINK })
  async checkPasswordReset(@Body() body: AccountTokenDto): Promise<MessageResponseDto> {
    await this.staff.checkPasswordReset(body.token);
    return { message: AuthAnswers.linkUsable };
  }

  @Post('password-reset')
  @HttpCode(200)
  @PublicWrite('account-link')
  @ApiOperation({
    summary: 'Choose a new password with a reset link; every session of the account ends',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: `${BAD_LINK}, or the password is too short or too common` })
  async resetPassword(@Body() body: NewPasswordDto): Promise<MessageResponseDto> {
    await this.staff.resetPassword(body.token, body.password);
    return { message: AuthAnswers.passwordReset };
  }
}
