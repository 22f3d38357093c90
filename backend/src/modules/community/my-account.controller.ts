import {
  Body,
  Controller,
  Inject,
  Delete,
  Get,
  Header,
  HttpCode,
  Post,
  Put,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { consentOf } from '../../common/consent/consent-proof';
import { MemberOnly, Public } from '../../common/access/access.decorators';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { endSignIn } from '../../common/http/session';
import { afterAnswer } from '../../common/http/after-answer';
import { PublicWrite } from '../../common/rate-limit/public-write.guard';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MyAccountMessages, SignInMessages } from './community.constants';
import {
  ChangeMyEmailDto,
  ConfirmEmailChangeDto,
  DeleteMyAccountDto,
  MyAccountDto,
  MyCounselingRequestDto,
  MyPreferencesDto,
  MyTestimonyDto,
  UpdateMyProfileDto,
} from './dto/my-account.dto';
import { MyAccountService } from './my-account.service';
import { signInLimits } from './sign-in.service';

/** The access guard has checked that the session's member exists. */
const memberOf = (req: Request) => req.session.memberId as number;

/**
 * A signed-in member's own data: see it, correct it, download it, delete it (GDPR art. 15-17 and 20;
 * docs/spec-departures.md, the 'My account' row).
 */
@ApiTags('community')
@Controller('api/community/me')
export class MyAccountController {
  private readonly limits: ReturnType<typeof signInLimits>;

  constructor(
    private readonly account: MyAccountService,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = signInLimits(config);
  }

  @Get()
  @MemberOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The signed-in member's profile, e-mail preferences and newsletter status",
  })
  @ApiOkResponse({ type: MyAccountDto })
  get(@Req() req: Request): Promise<MyAccountDto> {
    return this.account.account(memberOf(req));
  }

  @Put()
  @MemberOnly()
  @ApiOperation({ summary: 'Correct the profile (the sign-up rules; not the address or consent)' })
  @ApiOkResponse({ type: MyAccountDto })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  update(@Req() req: Request, @Body() body: UpdateMyProfileDto): Promise<MyAccountDto> {
    return this.account.updateProfile(memberOf(req), body);
  }

  @Put('preferences')
  @MemberOnly()
  @ApiOperation({ summary: 'E-mail updates (campaigns) and the newsletter, on or off' })
  @ApiOkResponse({ type: MyAccountDto })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  preferences(@Req() req: Request, @Body() body: MyPreferencesDto): Promise<MyAccountDto> {
    return this.account.setPreferences(memberOf(req), body, consentOf(req));
  }

  @Post('email')
  @MemberOnly()
  @PublicWrite('email-change')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Change the address: a single-use link (valid 24 hours) goes to the new address',
  })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse({
    type: MessageResponseDto,
    description: 'Too many e-mails to this address; see Retry-After',
  })
  async changeEmail(
    @Req() req: Request,
    @Body() body: ChangeMyEmailDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponseDto> {
    // Counted per recipient like the sign-in e-mails, whether or not the address is free: a stranger's
    // inbox gets a few confirmations at most, and the count tells nobody who is a member.
    await this.rateLimits.enforce(res, [this.limits.mailTo(body.email)], SignInMessages.tooMany);
    const memberId = memberOf(req);
    await this.account.checkNewEmail(memberId, body.email);
    // After the answer: a free address's link and e-mail must not make its answer slower than a
    // member's address's.
    afterAnswer(res, 'An e-mail change', () =>
      this.account.requestEmailChange(memberId, body.email),
    );
    return { message: MyAccountMessages.emailChangeSent };
  }

  @Post('email/confirm')
  @Public()
  @PublicWrite('email-change-confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "Open the new address's link: the account takes the new address" })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'Invalid, used or expired' })
  async confirmEmail(@Body() body: ConfirmEmailChangeDto): Promise<MessageResponseDto> {
    await this.account.confirmEmailChange(body.token);
    return { message: MyAccountMessages.emailChanged };
  }

  @Get('testimonials')
  @MemberOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's testimonies: pending, approved, featured or rejected" })
  @ApiOkResponse({ type: [MyTestimonyDto] })
  testimonies(@Req() req: Request): Promise<MyTestimonyDto[]> {
    return this.account.testimonies(memberOf(req));
  }

  @Get('counseling')
  @MemberOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's counseling requests with their status and responses" })
  @ApiOkResponse({ type: [MyCounselingRequestDto] })
  counseling(@Req() req: Request): Promise<MyCounselingRequestDto[]> {
    return this.account.counselingRequests(memberOf(req));
  }

  @Get('export')
  @MemberOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Download my data: profile, testimonies, counseling requests and responses, newsletter status, with their dates (one JSON file)',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async export(@Req() req: Request): Promise<StreamableFile> {
    const data = Buffer.from(JSON.stringify(await this.account.export(memberOf(req)), null, 2));
    const day = new Date().toISOString().slice(0, 10);
    return new StreamableFile(data, {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="my-data-${day}.json"`,
      length: data.length,
    });
  }

  @Delete()
  @MemberOnly()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Delete my account, confirmed by typing its address: the profile, pending and rejected testimonies, counseling requests and responses are erased; approved testimonies stay as Anonymous; gifts stay in the financial records without name, address or note, and recurring gifts are cancelled; the address stays suppressed (as a keyed hash); the session ends',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  async remove(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: DeleteMyAccountDto,
  ): Promise<MessageResponseDto> {
    await this.account.delete(memberOf(req), body.confirmEmail);
    await endSignIn(req, res, 'memberId');
    return { message: MyAccountMessages.deleted };
  }
}
