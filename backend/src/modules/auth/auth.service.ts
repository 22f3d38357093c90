import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { User } from './entities/user.entity';
import { LoginThrottleService } from '../../common/rate-limit/login-throttle.service';
import { dummyHash, verifyPassword } from './password';
import { UsersService } from './users.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** Checks a username and password; throttled per account and per address after repeated failures. */
  async authenticate(username: string, password: string, address: string): Promise<User> {
    const keys = this.throttle.keysFor(username, address);
    const wait = await this.throttle.retryAfter(keys.map((k) => k.key));
    if (wait > 0) {
      throw new HttpException(
        {
          message: `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const user = await this.users.findByUsername(username);
    const valid = await verifyPassword(user?.password ?? (await dummyHash()), password);
    if (!user || !valid) {
      await this.throttle.recordFailure(keys);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.clear(keys[0].key);
    return user;
  }
}
