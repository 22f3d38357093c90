import { DynamicModule, Module, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../../app-options';
import { AuthModule } from '../auth.module';
import { EmailModule } from '../../email/email.module';
import { SettingsModule } from '../../settings/settings.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { AccountLinksController } from './account-links.controller';
import { AccountToken } from './entities/account-token.entity';
import { StaffController } from './staff.controller';
import { AccountTokensRepository } from './account-tokens.repository';
import { StaffService } from './staff.service';

const CONTROLLERS: Type[] = [StaffController, AccountLinksController];

/** Staff accounts: the Staff tab's API, invitations and password-reset links. */
@Module({})
export class StaffModule {
  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(StaffModule, options, () => ({
      module: StaffModule,
      imports: [
        TypeOrmModule.forFeature([AccountToken]),
        AuthModule,
        // The one mail transport, and the sender and ministry name of the messages.
        EmailModule.register(options),
        SettingsModule.register(options),
        // Whether each staff member has two-factor sign-in (the list's "2FA"), and the account e-mails.
        TwoFactorModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      // StaffMailService comes from TwoFactorModule, which sends the second-step alert too.
      providers: options.http ? [AccountTokensRepository, StaffService] : [],
    }));
  }
}
