import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly, Public } from '../../common/access/access.decorators';
import { regenerateSession } from '../../common/http/session';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { MemberMessages } from './community.constants';
import { CommunityMemberDto, toCommunityMemberResponse } from './dto/community-member.dto';
import { CommunitySessionDto, toCommunitySession } from './dto/community-session.dto';
import { CreateMemberDto } from './dto/create-member.dto';
import { MemberFilterDto } from './dto/member-filter.dto';
import { membersCsv, membersCsvFileName } from './members-csv';
import { MembersService } from './members.service';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { PublicWrite } from '../../common/rate-limit/public-write.guard';

@ApiTags('community')
@Controller('api/community/members')
export class CommunityMembersController {
  constructor(private readonly members: MembersService) {}

  @Post()
  @Public()
  @PublicWrite('signup')
  @ApiOperation({ summary: 'Join the community; the new member is logged in' })
  @ApiCreatedResponse({ type: CommunitySessionDto })
  @ApiConflictResponse({ type: MessageResponseDto, description: 'E-mail already a member' })
  async signUp(@Body() body: CreateMemberDto, @Req() req: Request): Promise<CommunitySessionDto> {
    const member = await this.members.create(body);
    await regenerateSession(req, { memberId: member.id });
    return toCommunitySession(member);
  }

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'All members, newest first' })
  @ApiOkResponse({ type: [CommunityMemberDto] })
  async list(): Promise<CommunityMemberDto[]> {
    return (await this.members.list()).map(toCommunityMemberResponse);
  }

  @Get('export')
  @AdminOnly()
  @ApiOperation({ summary: 'The filtered members as a CSV download (UTF-8 with BOM)' })
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async export(@Query() filter: MemberFilterDto): Promise<StreamableFile> {
    const csv = membersCsv(await this.members.list(filter));
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${membersCsvFileName()}"`,
      length: csv.length,
    });
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a member; their testimonies and counseling requests stay' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: MessageResponseDto })
  async remove(@Param('id', new ParseIdPipe(MemberMessages.notFound)) id: number): Promise<void> {
    await this.members.delete(id);
  }
}
