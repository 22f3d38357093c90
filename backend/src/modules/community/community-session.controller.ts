import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { endSignIn, regenerateSession } from '../../common/http/session';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SignInMessages } from './community.constants';
import { CommunityLoginDto } from './dto/community-login.dto';
import { CommunitySessionDto, toCommunitySession } from './dto/community-session.dto';
import { VerifySignInDto } from './dto/verify-sign-in.dto';
import { MembersService } from './members.service';
import { SignInService, signInLimits } from './sign-in.service';
import { afterAnswer } from '../../common/http/after-answer';
import { clientAddress } from '../../common/http/client-address';
import { CommunityAnswers } from './community-answers.messages';

/**
 * The member session: e-mail only, no password (spec §6), by a link (or code) e-mailed to the member,
 * so knowing an address does not sign anyone in (docs/spec-departures.md). It lives beside the
 * admin session in the same cookie (`memberId` next to `userId`); ending one leaves the other.
 */
@ApiTags('community')
@Controller('api/community')
export class CommunitySessionController {
  private readonly limits: ReturnType<typeof signInLimits>;

  constructor(
    private readonly members: MembersService,
    private readonly signIns: SignInService,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = signInLimits(config);
  }

  @Post('login')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for a sign-in link by e-mail',
    description:
      'The same answer for any address: a member gets an e-mail with a link ' +
      '(`/community?signin=TOKEN`) and the same sign-in as a 6-digit code, both valid once for ' +
      '15 minutes. Exchange either at `POST /api/community/login/verify`.',
  })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse({
    type: MessageResponseDto,
    description: 'Too many sign-in requests for this address or from this client; see Retry-After',
  })
  async login(
    @Body() body: CommunityLoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponseDto> {
    await this.rateLimits.enforce(
      res,
      [this.limits.fromClient(clientAddress(req) ?? undefined), this.limits.mailTo(body.email)],
      SignInMessages.tooMany,
    );
    const member = await this.members.findByEmail(body.email);
    // After the answer: a member's answer must take no longer than a stranger's.
    if (member) afterAnswer(res, 'A sign-in e-mail', () => this.signIns.issue(member, 'sign-in'));
    return { message: SignInMessages.linkSent };
  }

  @Post('login/verify')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with the token of an e-mailed link, or the e-mail and its 6-digit code',
    description: 'Single use; starts a new session id. Five wrong codes void the e-mail.',
  })
  @ApiOkResponse({ type: CommunitySessionDto })
  @ApiBadRequestResponse({
    type: MessageResponseDto,
    description: 'Malformed input, or a link or code that is not valid, used or expired',
  })
  @ApiTooManyRequestsResponse({
    type: MessageResponseDto,
    description: 'Too many attempts for this address or from this client; see Retry-After',
  })
  async verify(
    @Body() body: VerifySignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CommunitySessionDto> {
    const checks = [this.limits.fromClient(clientAddress(req) ?? undefined)];
    if (body.token === undefined) checks.push(this.limits.codesFor(body.email!));
    await this.rateLimits.enforce(res, checks, SignInMessages.tooMany);
    let result;
    if (body.token !== undefined) {
      result = await this.signIns.redeemToken(body.token);
    } else {
      const member = await this.members.findByEmail(body.email!);
      result = await this.signIns.redeemCode(member?.id ?? null, body.code!);
    }
    if (!result.ok) {
      if (body.token === undefined) throw new BadRequestException(SignInMessages.wrongCode);
      throw new BadRequestException(
        result.reason === 'used'
          ? SignInMessages.usedLink
          : result.reason === 'expired'
            ? SignInMessages.expiredLink
            : SignInMessages.invalidLink,
      );
    }
    const member = await this.members.findById(result.memberId);
    if (!member) throw new BadRequestException(SignInMessages.invalidLink);
    await regenerateSession(req, { memberId: member.id });
    return toCommunitySession(member);
  }

  @Get('session')
  @Public()
  @ApiOperation({ summary: 'Whether a member is logged in, with their name and join date' })
  @ApiOkResponse({ type: CommunitySessionDto })
  async session(@Req() req: Request): Promise<CommunitySessionDto> {
    const memberId = req.session.memberId;
    if (!memberId) return toCommunitySession(null);
    const member = await this.members.findById(memberId);
    // A member deleted since logging in is logged out.
    if (!member) delete req.session.memberId;
    return toCommunitySession(member);
  }

  @Post('logout')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Log the member out; an admin sign-in in the same browser stays' })
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponseDto> {
    await endSignIn(req, res, 'memberId');
    return { message: CommunityAnswers.loggedOut };
  }
}
