import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PrincipalLookups } from '../../common/access/principals';
import { AccountService } from './account/account.service';
import { AuthService } from './auth.service';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, AuthService, AccountService],
  exports: [UsersService, AuthService, AccountService],
})
export class AuthModule {
  /** The core's access guard resolves an admin session through this module's user accounts. */
  constructor(principals: PrincipalLookups, users: UsersService) {
    principals.provideStaff((id) => users.findSignedIn(id));
  }
}
