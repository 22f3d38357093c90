import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  NotFoundException,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { endSignIn, regenerateSession } from '../../common/http/session';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { LoginThrottleService } from '../../common/rate-limit/login-throttle.service';
import { MemberMessages } from './community.constants';
import { CommunityLoginDto } from './dto/community-login.dto';
import { CommunitySessionDto, toCommunitySession } from './dto/community-session.dto';
import { MembersService } from './members.service';

/**
 * The member session: e-mail only, no password (spec §6). It lives beside the admin session in the same
 * cookie (`memberId` next to `userId`); ending one leaves the other.
 */
@ApiTags('community')
@Controller('api/community')
export class CommunitySessionController {
  constructor(
    private readonly members: MembersService,
    private readonly throttle: LoginThrottleService,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Log a community member in by e-mail; starts a new session id' })
  @ApiOkResponse({ type: CommunitySessionDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: 'No member with this e-mail' })
  @ApiTooManyRequestsResponse({
    type: MessageResponseDto,
    description: 'Too many unknown addresses',
  })
  async login(@Body() body: CommunityLoginDto, @Req() req: Request): Promise<CommunitySessionDto> {
    const keys = this.throttle.communityKeysFor(req.ip ?? 'unknown');
    const wait = await this.throttle.retryAfter(keys.map((k) => k.key));
    if (wait > 0) {
      throw new HttpException(
        { message: `Too many login attempts. Try again in ${Math.ceil(wait / 60)} minute(s).` },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const member = await this.members.findByEmail(body.email);
    if (!member) {
      await this.throttle.recordFailure(keys);
      throw new NotFoundException(MemberMessages.unknownEmail);
    }
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
    return { message: 'You have been logged out of the community.' };
  }
}
