import { Module } from '@nestjs/common';
import { PrincipalLookups } from '../../common/access/principals';
import { Transactions } from '../../database/transactions';
import { AuthService } from './auth.service';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * The user accounts and the password check, for every process. The routes are mounted by the
 * sub-modules (`SignInModule`, `AccountModule`, `StaffModule`, `TwoFactorModule`, each registered by
 * app.module.ts), only in a process
 * serving HTTP. `UsersRepository` and `Transactions` are exported to auth's own sub-modules only.
 */
@Module({
  providers: [UsersRepository, Transactions, UsersService, AuthService],
  exports: [UsersRepository, Transactions, UsersService, AuthService],
})
export class AuthModule {
  /** The core's access guard resolves an admin session through this module's user accounts. */
  constructor(principals: PrincipalLookups, users: UsersService) {
    principals.provideStaff((id) => users.findSignedIn(id));
  }
}
