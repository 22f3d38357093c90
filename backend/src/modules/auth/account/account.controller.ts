import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedIn } from '../../../common/access/access.decorators';
import { CurrentUser } from '../../../common/access/current-user.decorator';
import type { SignedInUser } from '../../../common/access/principals';
import { MessageResponseDto } from '../../../common/dto/message-response.dto';
import { AccountSessionDto, ChangePasswordDto } from './account.dto';
import { SESSION_NOT_FOUND } from './account.errors';
import { AccountService } from './account.service';
import { AuthAnswers } from '../auth-answers.messages';

/** "My account": any signed-in staff account's own password and sessions. */
@ApiTags('auth')
@Controller('api/auth/account')
@SignedIn()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Post('password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change your password (the current one is asked); your other sessions end',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({
    type: MessageResponseDto,
    description: 'Wrong current password, or a new password the policy refuses',
  })
  @ApiTooManyRequestsResponse({ type: MessageResponseDto, description: 'Too many wrong guesses' })
  async changePassword(
    @Body() body: ChangePasswordDto,
    @CurrentUser() user: SignedInUser,
    @Req() req: Request,
  ): Promise<MessageResponseDto> {
    await this.account.changePassword(req, user, body.currentPassword, body.newPassword);
    return { message: AuthAnswers.passwordChanged };
  }

  @Get('sessions')
  @ApiOperation({ summary: 'Your sessions still in force, newest sign-in first' })
  @ApiOkResponse({ type: AccountSessionDto, isArray: true })
  sessions(@CurrentUser() user: SignedInUser, @Req() req: Request): Promise<AccountSessionDto[]> {
    return this.account.list(req, user);
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'End one of your sessions: that browser is signed out' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: MessageResponseDto, description: SESSION_NOT_FOUND })
  async end(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    await this.account.end(user, id);
  }
}
