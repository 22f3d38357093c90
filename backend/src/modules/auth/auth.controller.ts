import { Body, Controller, Get, HttpCode, Post, Redirect, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DuringTwoFactorEnrolment, Public, SignedIn } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import type { SignedInUser } from '../../common/access/principals';
import { endSignIn } from '../../common/http/session';
import { AuditService } from '../audit/audit.service';
import { DomainError, RetryLaterError } from '../../common/errors/domain-error';
import { AccountDeactivatedError } from './auth.errors';
import { AuthService } from './auth.service';
import { UsersService } from './users.service';
import { LoginDto } from './dto/login.dto';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { toUserResponse, UserResponseDto } from './dto/user-response.dto';
import { SecondFactorRequiredDto } from './two-factor/dto/two-factor.dto';
import { SignInSteps } from './two-factor/sign-in-steps.service';
import { clientAddress } from '../../common/http/client-address';
import { AuthAnswers } from './auth-answers.messages';

/** `Sec-Fetch-Site` values of a navigation that another site started. */
const CROSS_SITE = new Set(['cross-site', 'same-site']);

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly steps: SignInSteps,
  ) {}

  @Post('auth/login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with username and password; starts a new session',
    description:
      'An account with two-factor sign-in is not signed in yet: the answer is `secondFactor` (the methods ' +
      'it may finish with), and POST /api/auth/login/totp or /api/auth/login/passkey finishes within five minutes.',
  })
  @ApiExtraModels(UserResponseDto, SecondFactorRequiredDto)
  // anyOf, not oneOf: the two shapes never overlap, and the breaking-change check (openapi-diff) takes
  // minutes over a oneOf of these two objects.
  @ApiOkResponse({
    schema: {
      anyOf: [
        { $ref: getSchemaPath(UserResponseDto) },
        { $ref: getSchemaPath(SecondFactorRequiredDto) },
      ],
    },
  })
  @ApiUnauthorizedResponse({ type: MessageResponseDto, description: 'Wrong username or password' })
  @ApiTooManyRequestsResponse({
    type: MessageResponseDto,
    description: 'Too many failed attempts; see Retry-After',
  })
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
  ): Promise<UserResponseDto | SecondFactorRequiredDto> {
    let user;
    try {
      user = await this.auth.authenticate(
        body.username,
        body.password,
        clientAddress(req) ?? 'unknown',
      );
    } catch (error) {
      await this.recordFailedSignIn(body.username, error, req);
      throw error;
    }
    const answer = await this.steps.afterPassword(req, user);
    await this.audit.record({
      actor: user,
      action: 'secondFactor' in answer ? 'auth.password_ok' : 'auth.sign_in',
      target: { type: 'user', id: user.id },
      summary: 'secondFactor' in answer ? { secondFactor: 'pending' } : undefined,
      req,
    });
    return answer;
  }

  /**
   * The trail names the account a failed sign-in tried only when it exists; an unknown name is not
   * kept (it may be a password typed into the wrong box).
   */
  private async recordFailedSignIn(username: string, error: unknown, req: Request): Promise<void> {
    if (!(error instanceof DomainError)) return;
    const account = await this.users.findForSignIn(username).catch(() => null);
    await this.audit.record({
      actor: account,
      action: 'auth.sign_in_failed',
      target: account ? { type: 'user', id: account.id } : null,
      summary: {
        reason:
          error instanceof RetryLaterError
            ? 'throttled'
            : error instanceof AccountDeactivatedError
              ? 'deactivated'
              : account
                ? 'wrong_password'
                : 'unknown_account',
      },
      req,
    });
  }

  @Get('auth/user')
  @SignedIn()
  @DuringTwoFactorEnrolment()
  @ApiOperation({ summary: 'The signed-in user; 401 when not signed in' })
  @ApiOkResponse({ type: UserResponseDto })
  user(@CurrentUser() user: SignedInUser, @Req() req: Request): UserResponseDto {
    const answer = toUserResponse(user);
    return req.session.enrolmentOnly ? { ...answer, twoFactorSetupRequired: true } : answer;
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
    return { message: AuthAnswers.signedOut };
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
