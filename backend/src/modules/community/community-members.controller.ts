import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { consentOf } from '../../common/consent/consent-proof';
import { Public, Requires } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { hasPermission } from '../../common/access/permissions';
import type { SignedInUser } from '../../common/access/principals';
import type { CommunityMember } from './entities/community-member.entity';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { MemberMessages, SignInMessages } from './community.constants';
import {
  CommunityMemberDto,
  CommunityMembersPageDto,
  CommunityMembersSummaryDto,
  toCommunityMemberResponse,
} from './dto/community-member.dto';
import { SIGN_UP_RESPONSE, SignUpResponseDto } from './dto/sign-up-response.dto';
import { CreateMemberDto } from './dto/create-member.dto';
import { MemberFilterDto } from './dto/member-filter.dto';
import { MemberListQueryDto } from './dto/member-list-query.dto';
import { wantsPage } from '../../common/dto/page-query.dto';
import { membersCsvFileName, membersCsvStream } from './members-csv';
import { MembersService } from './members.service';
import { MemberErasureService } from './member-erasure.service';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { PublicWrite } from '../../common/rate-limit/public-write.guard';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SignInService, signInLimits } from './sign-in.service';
import { Audit } from '../../common/audit/audit.decorator';
import { SiteLanguages } from '../../common/i18n/site-languages';

@ApiTags('community')
@Controller('api/community/members')
export class CommunityMembersController {
  private readonly limits: ReturnType<typeof signInLimits>;

  constructor(
    private readonly members: MembersService,
    private readonly signIns: SignInService,
    private readonly rateLimits: RateLimitService,
    private readonly erasure: MemberErasureService,
    private readonly languages: SiteLanguages,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = signInLimits(config);
  }

  @Post()
  @Public()
  @PublicWrite('signup')
  @ApiOperation({
    summary: 'Join the community; a link to sign in is e-mailed',
    description:
      "The same answer for a new address and a member's: a new member gets a welcome e-mail with a " +
      'sign-in link, a member who already has an account gets an e-mail saying so, with a sign-in ' +
      'link; their profile is left as it was. Nobody is signed in by this call.',
  })
  @ApiCreatedResponse({ type: SignUpResponseDto })
  @ApiTooManyRequestsResponse({
    type: MessageResponseDto,
    description: 'Too many sign-ups for this address; see Retry-After',
  })
  async signUp(
    @Body() body: CreateMemberDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignUpResponseDto> {
    await this.rateLimits.enforce(res, [this.limits.mailTo(body.email)], SignInMessages.tooMany);
    // The member's mail (this welcome first) goes in the language they signed up in.
    const { member, created } = await this.members.create(
      body,
      consentOf(req),
      this.languages.of(req),
    );
    await this.signIns.issue(member, created ? 'welcome' : 'already-member');
    return SIGN_UP_RESPONSE;
  }

  @Get()
  @Requires('members.read')
  @ApiOperation({
    summary: 'The members, newest first: all of them, or one page when page or pageSize is given',
    description:
      "Without page and pageSize: the spec's plain array of every member (the filters apply when " +
      'given). With either: one page of the filtered members in the chosen order, with the number ' +
      'that match and the number of all members. The pastoral notes only for a role ' +
      'with `members.profile`.',
  })
  @ApiExtraModels(CommunityMembersPageDto)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(CommunityMemberDto) } },
        { $ref: getSchemaPath(CommunityMembersPageDto) },
      ],
    },
  })
  async list(
    @Query() query: MemberListQueryDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<CommunityMemberDto[] | CommunityMembersPageDto> {
    const profile = hasPermission(user.role, 'members.profile');
    const toResponse = (member: CommunityMember) => toCommunityMemberResponse(member, profile);
    if (!wantsPage(query)) {
      return (await this.members.list(query)).map(toResponse);
    }
    const page = await this.members.page(query);
    return { ...page, items: page.items.map(toResponse) };
  }

  @Get('summary')
  @Requires('members.read')
  @ApiOperation({ summary: 'The summary cards of the members screen, counted by the database' })
  @ApiOkResponse({ type: CommunityMembersSummaryDto })
  summary(): Promise<CommunityMembersSummaryDto> {
    return this.members.summary();
  }

  @Get('export')
  @Requires('members.export')
  @ApiOperation({
    summary: 'The filtered members as a CSV download (UTF-8 with BOM), streamed newest first',
  })
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @Audit('members.export')
  export(@Query() filter: MemberFilterDto): StreamableFile {
    return new StreamableFile(membersCsvStream(this.members.batches(filter)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${membersCsvFileName()}"`,
    });
  }

  @Delete(':id')
  @Requires('members.delete')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Erase a member, as their own "Delete my account" does: profile, pending and rejected testimonies, counseling requests; approved testimonies stay as Anonymous; gifts stay in the financial records without name, address or note, and recurring gifts are cancelled; the address stays suppressed as a keyed hash',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @Audit('member.delete', { target: 'member' })
  async remove(@Param('id', new ParseIdPipe(MemberMessages.notFound)) id: number): Promise<void> {
    await this.erasure.erase(id);
  }
}
