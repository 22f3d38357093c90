import { DynamicModule, Module, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../../app-options';
import { AuthModule } from '../auth.module';
import { EmailModule } from '../../email/email.module';
import { SettingsModule } from '../../settings/settings.module';
import { StaffMailService } from '../staff/staff-mail.service';
import { TWO_FACTOR_ENTITIES } from './entities';
import { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { SignInSteps } from './sign-in-steps.service';
import { TwoFactorSignInController } from './two-factor-sign-in.controller';
import { TwoFactorController } from './two-factor.controller';
import { TotpFactorsRepository } from './totp-factors.repository';
import { TwoFactorService } from './two-factor.service';

const CONTROLLERS: Type[] = [TwoFactorController, TwoFactorSignInController];

/**
 * Two-factor sign-in of staff: the authenticator app and recovery codes, passkeys, and the
 * steps of a sign-in after the password (`SignInSteps`, which the password route hands over to).
 */
@Module({})
export class TwoFactorModule {
  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(TwoFactorModule, options, () => ({
      module: TwoFactorModule,
      imports: [
        TypeOrmModule.forFeature(TWO_FACTOR_ENTITIES),
        AuthModule,
        // The Require 2FA setting, and the ministry's name the app and the passkey show.
        SettingsModule.register(options),
        // The staff account e-mails (the owner is told when the second step is locked).
        EmailModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [
        TotpFactorsRepository,
        RecoveryCodesRepository,
        PasskeysRepository,
        TwoFactorService,
        PasskeysService,
        SignInSteps,
        StaffMailService,
      ],
      exports: [TwoFactorService, SignInSteps, StaffMailService],
    }));
  }
}
