import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../../common/access/access.decorators';
import { CurrentUser } from '../../../common/access/current-user.decorator';
import type { SignedInUser } from '../../../common/access/principals';
import { Audit } from '../../../common/audit/audit.decorator';
import {
  SuppressionAddressDto,
  SuppressionLiftDto,
  SuppressionStatusDto,
  toSuppressionResponse,
} from '../dto/suppression.dto';
import { SuppressionsService } from './suppressions.service';

/**
 * Why an address gets no campaign mail, and lifting a bounce. The address travels in the body (POST),
 * never in a URL that logs and browser histories keep.
 */
@ApiTags('email')
@Controller('api/email/suppressions')
@Requires('email.campaigns')
export class SuppressionsController {
  constructor(private readonly suppressions: SuppressionsService) {}

  @Post('find')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "An address's suppression (reason, source, time, whether it may be lifted), or null when campaigns reach it",
  })
  // An address campaigns reach is an ordinary answer (null), not a 404: the member drawer asks for
  // every member it opens.
  @ApiOkResponse({ type: SuppressionStatusDto })
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  async find(@Body() body: SuppressionAddressDto): Promise<SuppressionStatusDto> {
    const row = await this.suppressions.lookup(body.email);
    return { suppression: row ? toSuppressionResponse(row) : null };
  }

  @Post('lift')
  @HttpCode(200)
  @Audit('email.suppression.lift', { target: 'email.suppressions' })
  @ApiOperation({
    summary:
      'Lift a bounce suppression: campaigns mail the address again; a complaint or an unsubscribe is never lifted',
  })
  @ApiOkResponse({ type: SuppressionLiftDto, description: 'What was lifted' })
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  @ApiNotFoundResponse({ description: 'The address is not suppressed' })
  @ApiConflictResponse({ description: 'Suppressed for a complaint or an unsubscribe' })
  async lift(
    @Body() body: SuppressionAddressDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<SuppressionLiftDto> {
    const { id, row } = await this.suppressions.liftBounce(body.email, user.username);
    return { id, ...toSuppressionResponse(row) };
  }
}
