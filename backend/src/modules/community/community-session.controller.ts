import { Body, Controller, Get, HttpCode, NotFoundException, Post, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, SESSION_COOKIE } from '../../common/access/access.decorators';
import { destroySession, regenerateSession } from '../../common/http/session';
import { MessageResponseDto } from '../auth/dto/message-response.dto';
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
  constructor(private readonly members: MembersService) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Log a community member in by e-mail; starts a new session id' })
  @ApiOkResponse({ type: CommunitySessionDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: 'No member with this e-mail' })
  async login(@Body() body: CommunityLoginDto, @Req() req: Request): Promise<CommunitySessionDto> {
    const member = await this.members.findByEmail(body.email);
    if (!member) throw new NotFoundException(MemberMessages.unknownEmail);
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
    if (req.session.userId) {
      delete req.session.memberId;
    } else {
      await destroySession(req);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
    }
    return { message: 'You have been logged out of the community.' };
  }
}
