import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { DuringTwoFactorEnrolment, SignedIn } from '../../../common/access/access.decorators';
import { CurrentUser } from '../../../common/access/current-user.decorator';
import type { SignedInUser } from '../../../common/access/principals';
import { MessageResponseDto } from '../../../common/dto/message-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import {
  ConfirmTotpDto,
  NewPasskeyDto,
  PasskeyDto,
  ReauthenticateDto,
  RecoveryCodesDto,
  TotpEnrolmentDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { PasskeysService } from './passkeys.service';
import { PASSKEY_NOT_FOUND, TOTP_ALREADY_ON } from './two-factor.errors';
import { SignInSteps } from './sign-in-steps.service';
import { TwoFactorService } from './two-factor.service';
import { AuthAnswers } from '../auth-answers.messages';

const WEBAUTHN_OPTIONS = { type: 'object', additionalProperties: true } as const;

/** "My account" → two-factor sign-in: one's own authenticator app, recovery codes, passkeys. */
@ApiTags('two-factor')
@SignedIn()
@Controller('api/auth/two-factor')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
    private readonly steps: SignInSteps,
  ) {}

  @Get()
  @DuringTwoFactorEnrolment()
  @ApiOperation({ summary: 'What protects my sign-in: the app, recovery codes left, passkeys' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: SignedInUser): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user.id);
  }

  @Post('totp')
  @DuringTwoFactorEnrolment()
  @ApiOperation({
    summary: 'Start setting up an authenticator app: a new secret and its QR code',
    description: 'The secret stays pending until POST /api/auth/two-factor/totp/confirm.',
  })
  @ApiCreatedResponse({ type: TotpEnrolmentDto })
  @ApiConflictResponse({ type: MessageResponseDto, description: TOTP_ALREADY_ON })
  startTotp(@CurrentUser() user: SignedInUser): Promise<TotpEnrolmentDto> {
    return this.twoFactor.startTotp(user);
  }

  @Post('totp/confirm')
  @HttpCode(200)
  @DuringTwoFactorEnrolment()
  @ApiOperation({
    summary: 'Turn the app on with a code it shows; answers the ten recovery codes, shown once',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'Wrong code' })
  @ApiConflictResponse({ type: MessageResponseDto, description: 'No enrolment started, or on' })
  async confirmTotp(
    @CurrentUser() user: SignedInUser,
    @Body() body: ConfirmTotpDto,
    @Req() req: Request,
  ): Promise<RecoveryCodesDto> {
    const recoveryCodes = await this.twoFactor.confirmTotp(user.id, body.code);
    await this.steps.enrolled(req);
    return { recoveryCodes };
  }

  @Post('totp/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn the app off (needs the password or a current code)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'Wrong password or code' })
  @ApiConflictResponse({ type: MessageResponseDto, description: 'The last required factor' })
  async disableTotp(
    @CurrentUser() user: SignedInUser,
    @Body() body: ReauthenticateDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponseDto> {
    await this.twoFactor.disableTotp(user.id, body, res);
    return { message: AuthAnswers.authenticatorOff };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ten new recovery codes (the old ones stop working); needs the password or a code',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'Wrong password or code' })
  async regenerateRecoveryCodes(
    @CurrentUser() user: SignedInUser,
    @Body() body: ReauthenticateDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.twoFactor.regenerateRecoveryCodes(user.id, body, res) };
  }

  @Post('passkeys/options')
  @HttpCode(200)
  @DuringTwoFactorEnrolment()
  @ApiOperation({
    summary: 'WebAuthn options to register a passkey (navigator.credentials.create)',
  })
  @ApiOkResponse({ schema: WEBAUTHN_OPTIONS })
  passkeyOptions(
    @CurrentUser() user: SignedInUser,
    @Req() req: Request,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.passkeys.registrationOptions(req, user);
  }

  @Post('passkeys')
  @DuringTwoFactorEnrolment()
  @ApiOperation({ summary: "Register a passkey with the browser's answer to the options" })
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'The answer did not verify' })
  async registerPasskey(
    @CurrentUser() user: SignedInUser,
    @Body() body: NewPasskeyDto,
    @Req() req: Request,
  ): Promise<PasskeyDto> {
    const passkey = await this.passkeys.register(req, user.id, body.name, body.response);
    await this.steps.enrolled(req);
    return passkey;
  }

  @Delete('passkeys/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove one of my passkeys' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: MessageResponseDto, description: PASSKEY_NOT_FOUND })
  @ApiConflictResponse({ type: MessageResponseDto, description: 'The last required factor' })
  async removePasskey(
    @CurrentUser() user: SignedInUser,
    @Param('id', new ParseIdPipe(PASSKEY_NOT_FOUND)) id: number,
  ): Promise<void> {
    await this.passkeys.remove(user.id, id);
  }
}
