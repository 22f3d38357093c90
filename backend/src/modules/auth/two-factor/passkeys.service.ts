import { Inject, Injectable } from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import type { SignedInUser } from '../../../common/access/principals';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { SettingsService } from '../../settings/settings.service';
import type { PasskeyDto } from './dto/two-factor.dto';
import { PasskeysRepository } from './passkeys.repository';
import {
  LastFactorRequiredError,
  PASSKEY_FAILED,
  PASSKEY_UNKNOWN,
  PasskeyChallengeExpiredError,
  PasskeyNotFoundError,
  PasskeyRegistrationFailedError,
  PasskeyTakenError,
  SecondFactorRefusedError,
} from './two-factor.errors';
import { TwoFactorService } from './two-factor.service';

/** A challenge is good for five minutes. */
const CHALLENGE_MS = 5 * 60_000;

/**
 * Passkeys (WebAuthn) of staff accounts: registered from My account, used to sign in alone or
 * as the second step. The relying party is PUBLIC_URL's host; the origins are the ones writes come from.
 */
@Injectable()
export class PasskeysService {
  constructor(
    private readonly passkeys: PasskeysRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  private get rpID(): string {
    return new URL(this.config.publicUrl).hostname;
  }

  async registrationOptions(
    req: Request,
    user: SignedInUser,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.passkeys.listOf(user.id);
    const options = await generateRegistrationOptions({
      rpName: this.settings.values().ministryName || 'Ministry',
      rpID: this.rpID,
      userName: user.email ?? user.username,
      userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
      userID: new TextEncoder().encode(`staff-${user.id}`),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    req.session.webauthnChallenge = {
      challenge: options.challenge,
      purpose: 'register',
      expiresAt: Date.now() + CHALLENGE_MS,
    };
    return options;
  }

  async register(
    req: Request,
    userId: number,
    name: string,
    response: Record<string, unknown>,
  ): Promise<PasskeyDto> {
    const challenge = this.takeChallenge(req, 'register');
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.config.allowedOrigins,
        expectedRPID: this.rpID,
        requireUserVerification: false,
      });
    } catch {
      throw new PasskeyRegistrationFailedError();
    }
    if (!verified.verified || !verified.registrationInfo)
      throw new PasskeyRegistrationFailedError();
    const { credential } = verified.registrationInfo;
    if (await this.passkeys.credentialExists(credential.id)) throw new PasskeyTakenError();
    const saved = await this.passkeys.insert({
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      lastUsedAt: null,
    });
    return { id: saved.id, name: saved.name, createdAt: saved.createdAt, lastUsedAt: null };
  }

  async remove(userId: number, id: number): Promise<void> {
    const passkey = await this.passkeys.findOwned(id, userId);
    if (!passkey) throw new PasskeyNotFoundError();
    if (await this.twoFactor.wouldLoseLastFactor(userId)) throw new LastFactorRequiredError();
    await this.passkeys.deleteOwned(id, userId);
  }

  /** Options to sign in: any passkey of this site (discoverable), or only `userId`'s in the second step. */
  async authenticationOptions(
    req: Request,
    userId?: number,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const allow = userId ? await this.passkeys.listOf(userId) : [];
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      userVerification: 'preferred',
      allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: p.transports })),
    });
    req.session.webauthnChallenge = {
      challenge: options.challenge,
      purpose: 'authenticate',
      expiresAt: Date.now() + CHALLENGE_MS,
    };
    return options;
  }

  /**
   * Checks a sign-in with a passkey; resolves to its account. Alone (no password before) it must have
   * verified the user (PIN or biometrics), so it is two factors in one.
   */
  async authenticate(
    req: Request,
    response: Record<string, unknown>,
    expectedUserId?: number,
  ): Promise<number> {
    const challenge = this.takeChallenge(req, 'authenticate');
    const id = typeof response.id === 'string' ? response.id : '';
    const passkey = id ? await this.passkeys.findByCredential(id) : null;
    if (!passkey || (expectedUserId !== undefined && passkey.userId !== expectedUserId))
      throw new SecondFactorRefusedError(PASSKEY_UNKNOWN);
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.config.allowedOrigins,
        expectedRPID: this.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: expectedUserId === undefined,
      });
    } catch {
      throw new SecondFactorRefusedError(PASSKEY_FAILED);
    }
    if (!verified.verified) throw new SecondFactorRefusedError(PASSKEY_FAILED);
    await this.passkeys.recordUse(passkey.id, verified.authenticationInfo.newCounter);
    return passkey.userId;
  }

  /** The session's challenge of that purpose, used up whatever the outcome. */
  private takeChallenge(req: Request, purpose: 'register' | 'authenticate'): string {
    const pending = req.session.webauthnChallenge;
    delete req.session.webauthnChallenge;
    if (!pending || pending.purpose !== purpose || pending.expiresAt < Date.now())
      throw new PasskeyChallengeExpiredError();
    return pending.challenge;
  }
}
