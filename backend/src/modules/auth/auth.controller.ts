import { Body, Controller, Get, HttpCode, Post, Redirect, Req, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, SignedIn } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import type { SignedInUser } from '../../common/access/principals';
import { endSignIn, regenerateSession } from '../../common/http/session';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { toUserResponse, UserResponseDto } from './dto/user-response.dto';

/** `Sec-Fetch-Site` values of a navigation that another site started. */
const CROSS_SITE = new Set(['cross-site', 'same-site']);

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('auth/login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with username and password; starts a new session' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ type: MessageResponseDto, description: 'Wrong username or password' })
  @ApiTooManyRequestsResponse({ type: MessageResponseDto, description: 'Too many failed attempts' })
  async login(@Body() body: LoginDto, @Req() req: Request): Promise<UserResponseDto> {
    const user = await this.auth.authenticate(body.username, body.password, req.ip ?? 'unknown');
    // A member sign-in already in this browser is dropped: one planted there by someone else must not
    // ride along into the administrator's new session.
    await regenerateSession(req, { userId: user.id, memberId: undefined });
    return toUserResponse(user);
  }

  @Get('auth/user')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user; 401 when not signed in' })
  @ApiOkResponse({ type: UserResponseDto })
  user(@CurrentUser() user: SignedInUser): UserResponseDto {
    return toUserResponse(user);
  }

  @Post('auth/logout')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign out the administrator; a community member login in the same browser stays',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponseDto> {
    await endSignIn(req, res, 'userId');
    return { message: 'Signed out' };
  }

  @Get('login')
  @Public()
  @Redirect('/admin/login', 302)
  @ApiOperation({ summary: 'Browser navigation to the admin sign-in screen' })
  loginPage(): void {}

  @Get('logout')
  @Public()
  @ApiOperation({
    summary: 'Browser navigation that signs out and returns to the home page',
    description:
      'Acts only on a navigation from the site itself (or a typed address): a link on another site ' +
      'leads to the home page without signing out. Scripts sign out with POST /api/auth/logout.',
  })
  async logoutAndRedirect(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!CROSS_SITE.has(req.get('sec-fetch-site') ?? '')) await endSignIn(req, res, 'userId');
    res.redirect(302, '/');
  }
}
