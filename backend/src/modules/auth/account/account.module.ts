import { DynamicModule, Module } from '@nestjs/common';
import { registerOnce, type AppModuleOptions } from '../../../app-options';
import { AuthModule } from '../auth.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** "My account" of a staff account (its password and sessions), mounted only in a process serving HTTP. */
@Module({})
export class AccountModule {
  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(AccountModule, options, () => ({
      module: AccountModule,
      imports: [AuthModule],
      controllers: options.http ? [AccountController] : [],
      providers: options.http ? [AccountService] : [],
    }));
  }
}
