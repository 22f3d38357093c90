import { BadRequestException, Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { Public } from '../../../common/access/access.decorators';
import { MessageResponseDto } from '../../../common/dto/message-response.dto';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { UserResponseDto } from '../dto/user-response.dto';
import { PasskeySignInDto, TotpSignInDto } from './dto/two-factor.dto';
import { PasskeysService } from './passkeys.service';
import { SignInSteps } from './sign-in-steps.service';
import { SecondFactorRefusedError } from './two-factor.errors';
import { clientAddress } from '../../../common/http/client-address';

/** Passkey sign-ins without a password, per client address and quarter hour. */
const PASSKEY_SIGN_INS = { points: 30, windowSeconds: 900 };

/** The second step of a staff sign-in, and signing in with a passkey alone (docs/architecture.md, "Two-factor sign-in"). */
@ApiTags('auth')
@Public()
@Controller('api/auth/login')
export class TwoFactorSignInController {
  constructor(
    private readonly steps: SignInSteps,
    private readonly passkeys: PasskeysService,
    private readonly rateLimit: RateLimitService,
  ) {}

  @Post('totp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Second step: a code from the authenticator app, or a recovery code; starts the session',
    description:
      'After POST /api/auth/login answered `secondFactor`. Five attempts per step, within five minutes; then the password again. Ten wrong answers on one account, across steps, lock its second step for a growing wait (429, Retry-After) and e-mail its owner.',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ type: MessageResponseDto, description: 'Wrong code, or no step' })
  @ApiTooManyRequestsResponse({ type: MessageResponseDto, description: 'Too many attempts' })
  withCode(@Body() body: TotpSignInDto, @Req() req: Request): Promise<UserResponseDto> {
    if (!body.code === !body.recoveryCode) {
      throw new BadRequestException(
        'Enter the code from your authenticator app, or one recovery code',
      );
    }
    return this.steps.withCode(req, body);
  }

  @Post('passkey/options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'WebAuthn options to sign in with a passkey (navigator.credentials.get)',
    description:
      "In the second step only the account's passkeys are allowed; otherwise any of this site's.",
  })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  passkeyOptions(@Req() req: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const pending = req.session.secondFactor;
    const userId = pending && pending.expiresAt >= Date.now() ? pending.userId : undefined;
    return this.passkeys.authenticationOptions(req, userId);
  }

  @Post('passkey')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with a passkey: alone, or as the second step; starts the session',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ type: MessageResponseDto, description: 'Unknown or wrong passkey' })
  @ApiTooManyRequestsResponse({ type: MessageResponseDto, description: 'Too many attempts' })
  async withPasskey(
    @Body() body: PasskeySignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponseDto> {
    if (req.session.secondFactor) {
      const pending = await this.steps.pendingAttempt(req);
      let userId: number;
      try {
        userId = await this.passkeys.authenticate(req, body.response, pending.userId);
      } catch (error) {
        if (!(error instanceof SecondFactorRefusedError)) throw error;
        return this.steps.failed(req, pending.userId, 'passkey', error.message);
      }
      return this.steps.complete(req, userId, 'passkey');
    }
    await this.rateLimit.enforce(res, [
      { bucket: 'passkey-sign-in', key: clientAddress(req) ?? 'unknown', limit: PASSKEY_SIGN_INS },
    ]);
    const userId = await this.passkeys.authenticate(req, body.response);
    return this.steps.complete(req, userId, 'passkey');
  }
}
