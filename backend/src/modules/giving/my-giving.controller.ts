import { Controller, Get, Header, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { MemberOnly } from '../../common/access/access.decorators';
import { CurrentMember } from '../../common/access/current-user.decorator';
import type { SignedInMember } from '../../common/access/principals';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { MyGivingDto, MyRecurringGiftDto, PortalUrlDto } from './dto/giving.dto';
import { GivingMessages } from './giving.errors';
import { statementFile } from './giving-statement';
import { MyGivingService } from './my-giving.service';

/**
 * My account › Giving: a signed-in member's own gifts (by their account's address), each year's
 * statement as a PDF, and their recurring gifts to change or cancel. Members only: anybody else is
 * 401, and another member's recurring gift is 404.
 */
@ApiTags('giving')
@Controller('api/community/me/giving')
@MemberOnly()
export class MyGivingController {
  constructor(private readonly giving: MyGivingService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The member's gifts, the years with a statement, and their recurring gifts",
  })
  @ApiOkResponse({ type: MyGivingDto })
  overview(@CurrentMember() member: SignedInMember): Promise<MyGivingDto> {
    return this.giving.overview(member.email);
  }

  @Get('statements/:year')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The member's giving statement of a year (PDF): each gift, totals per fund",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'Not a year from 2000 to now' })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: 'No gift in that year' })
  async statement(
    @CurrentMember() member: SignedInMember,
    @Param('year') rawYear: string,
  ): Promise<StreamableFile> {
    return statementFile(
      await this.giving.statement(member.email, rawYear, member.language),
      'attachment',
    );
  }

  @Post('recurring/:id/portal')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Change or cancel a recurring gift: the address of a Stripe Billing Portal session, which returns to My account',
  })
  @ApiOkResponse({ type: PortalUrlDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: GivingMessages.recurringNotFound })
  @ApiServiceUnavailableResponse({ type: MessageResponseDto, description: 'Stripe unreachable' })
  portal(
    @CurrentMember() member: SignedInMember,
    @Param('id', new ParseIdPipe(GivingMessages.recurringNotFound)) id: number,
  ): Promise<PortalUrlDto> {
    return this.giving.portal(member.email, id);
  }

  @Post('recurring/:id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a recurring gift now (no further payment); one already cancelled stays so',
  })
  @ApiOkResponse({ type: MyRecurringGiftDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: GivingMessages.recurringNotFound })
  @ApiServiceUnavailableResponse({ type: MessageResponseDto, description: 'Stripe unreachable' })
  cancel(
    @CurrentMember() member: SignedInMember,
    @Param('id', new ParseIdPipe(GivingMessages.recurringNotFound)) id: number,
  ): Promise<MyRecurringGiftDto> {
    return this.giving.cancel(member.email, id);
  }
}
