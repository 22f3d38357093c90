import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthService } from './auth.service';
import { LoginThrottle } from './entities/login-throttle.entity';
import { User } from './entities/user.entity';
import { LoginThrottleService } from './login-throttle.service';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, LoginThrottle])],
  providers: [UsersService, AuthService, LoginThrottleService],
  exports: [UsersService, AuthService, LoginThrottleService],
})
export class AuthModule {}
