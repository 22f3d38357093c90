import type { Request } from 'express';
import type { PrincipalLookups, SignedInUser } from '../../../common/access/principals';
import type { UserSessions } from '../../../common/http/user-sessions.repository';
import type { RateLimitRepository } from '../../../common/rate-limit/rate-limit.repository';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { FakeRateLimitRepository } from '../../../common/rate-limit/testing/fake-rate-limit.repository';
import type { AppConfig } from '../../../config/app-config';
import { PasswordRefusedError, SignInThrottledError } from '../auth.errors';
import { hashPassword, verifyPassword } from '../password';
import { as, FakeUsersRepository } from '../testing/fakes';
import type { UsersRepository } from '../users.repository';
import { UsersService } from '../users.service';
import {
  SamePasswordError,
  SessionNotFoundError,
  WRONG_CURRENT_PASSWORD,
  WrongCurrentPasswordError,
} from './account.errors';
import { AccountService } from './account.service';

const CURRENT = 'the current passphrase 1';
const NEXT = 'a brand new passphrase 2';

let hash: string;
beforeAll(async () => {
  hash = await hashPassword(CURRENT);
});

function setUp() {
  const users = new FakeUsersRepository();
  const ended: { userId: number; except?: string }[] = [];
  const sessions = as<UserSessions>({
    endAll: async (userId, _reason, except) => {
      ended.push({ userId, except });
      return 1;
    },
    endOne: async (_userId, id) => id === 'mine',
  });
  const config = {
    loginThrottle: {
      maxFailuresPerAccount: 2,
      maxFailuresPerAddress: 10,
      maxFailuresPerAccountAllAddresses: 20,
      windowSeconds: 600,
    },
  } as AppConfig;
  const service = new AccountService(
    new UsersService(as<UsersRepository>(users)),
    sessions,
    as<PrincipalLookups>({}),
    new RateLimitService(as<RateLimitRepository>(new FakeRateLimitRepository()), config),
    config,
  );
  const ruth = users.add({ username: 'ruth', email: 'ruth@example.org', password: hash });
  const who = { id: ruth.id } as SignedInUser;
  const req = {
    ip: '10.0.0.1',
    sessionID: 'sid-1',
    session: {
      regenerate(done: (error?: unknown) => void) {
        done();
      },
      save(done: (error?: unknown) => void) {
        done();
      },
    },
  } as unknown as Request;
  return { service, users, ended, ruth, who, req };
}

describe('AccountService', () => {
  it('changes the password given the current one, ending every other session', async () => {
    const { service, users, ended, ruth, who, req } = setUp();
    await service.changePassword(req, who, CURRENT, NEXT);
    expect(await verifyPassword(users.get(ruth.id)!.password, NEXT)).toBe(true);
    expect(ended).toEqual([{ userId: ruth.id, except: 'sid-1' }]);
  });

  it('refuses a wrong current password, and throttles guesses like sign-ins', async () => {
    const { service, who, req } = setUp();
    await expect(service.changePassword(req, who, 'wrong', NEXT)).rejects.toThrow(
      new WrongCurrentPasswordError(),
    );
    await expect(service.changePassword(req, who, 'wrong', NEXT)).rejects.toThrow(
      WRONG_CURRENT_PASSWORD,
    );
    await expect(service.changePassword(req, who, CURRENT, NEXT)).rejects.toThrow(
      SignInThrottledError,
    );
  });

  it('refuses a weak new password, or the same one, and keeps the old', async () => {
    const { service, users, ended, ruth, who, req } = setUp();
    await expect(service.changePassword(req, who, CURRENT, 'short')).rejects.toThrow(
      PasswordRefusedError,
    );
    await expect(service.changePassword(req, who, CURRENT, CURRENT)).rejects.toThrow(
      SamePasswordError,
    );
    expect(users.get(ruth.id)!.password).toBe(hash);
    expect(ended).toEqual([]);
  });

  it('ends one of the account’s own sessions; any other id is 404', async () => {
    const { service, who } = setUp();
    await expect(service.end(who, 'mine')).resolves.toBeUndefined();
    await expect(service.end(who, 'someone-else')).rejects.toThrow(SessionNotFoundError);
  });
});
