import { DynamicModule, Module } from '@nestjs/common';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { AuthController } from './auth.controller';
import { AuthModule } from './auth.module';
import { InitialAdminService } from './initial-admin.service';
import { TwoFactorModule } from './two-factor/two-factor.module';

/**
 * The staff sign-in routes (`/api/auth/login`, `/api/auth/user`, sign-out, the `/api/login` and
 * `/api/logout` navigations), mounted only in a process serving HTTP. The password step hands over to
 * two-factor's `SignInSteps`. The API process also makes sure a first administrator exists.
 */
@Module({})
export class SignInModule {
  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(SignInModule, options, () => ({
      module: SignInModule,
      imports: [AuthModule, TwoFactorModule.register(options)],
      controllers: options.http ? [AuthController] : [],
      // The first administrator is ensured by the API process only, not by every worker too.
      providers: options.http ? [InitialAdminService] : [],
    }));
  }
}
