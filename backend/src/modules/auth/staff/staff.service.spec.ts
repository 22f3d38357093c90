import type { SignedInUser } from '../../../common/access/principals';
import type { RateLimitRepository } from '../../../common/rate-limit/rate-limit.repository';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { FakeRateLimitRepository } from '../../../common/rate-limit/testing/fake-rate-limit.repository';
import type { AppConfig } from '../../../config/app-config';
import type { Transactions } from '../../../database/transactions';
import type { UserSessions } from '../../../common/http/user-sessions.repository';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import { PasswordRefusedError } from '../auth.errors';
import type { UsersRepository } from '../users.repository';
import type { AccountTokensRepository } from './account-tokens.repository';
import {
  as,
  FakeAccountTokensRepository,
  FakeUsersRepository,
  fakeTransactions,
} from '../testing/fakes';
import { hashToken, INVITATION_REVOKED, LINK_EXPIRED, LINK_USED } from './account-tokens';
import type { StaffMailService } from './staff-mail.service';
import {
  AddressTakenError,
  LastAdministratorError,
  StaffMailUnavailableError,
  StaffNotFoundError,
  TooManyResetMailsError,
  UnusableLinkError,
} from './staff.errors';
import { RESET_MAILS_PER_RECIPIENT, StaffService } from './staff.service';

const STRONG = 'correct horse battery staple 42';

function setUp() {
  const users = new FakeUsersRepository();
  const tokens = new FakeAccountTokensRepository();
  const counters = new FakeRateLimitRepository();
  const invitations: { email: string; token: string }[] = [];
  const resets: { email: string; token: string }[] = [];
  let mailFails = false;
  const mail = as<StaffMailService>({
    invitation: async (email, _role, token) => {
      if (mailFails) throw new Error('SMTP down');
      invitations.push({ email, token });
    },
    passwordReset: async (email, token) => {
      resets.push({ email, token });
    },
  });
  const ended: { userId: number; reason: string; keep?: string }[] = [];
  const sessions = as<UserSessions>({
    endAll: async (userId, reason, keep) => {
      ended.push({ userId, reason, keep });
      return 1;
    },
  });
  const twoFactor = as<TwoFactorService>({ withSecondFactor: async () => new Set<number>() });
  const config = {
    dataHashKey: 'k'.repeat(32),
    publicWriteLimit: { points: 5, windowSeconds: 60 },
  };
  const rateLimit = new RateLimitService(as<RateLimitRepository>(counters), config as AppConfig);
  const service = new StaffService(
    as<UsersRepository>(users),
    as<AccountTokensRepository>(tokens),
    fakeTransactions as Transactions,
    mail,
    sessions,
    twoFactor,
    rateLimit,
    config as AppConfig,
  );
  const admin = users.add({ username: 'ada', email: 'ada@example.org', role: 'administrator' });
  const by = { ...admin, isAdmin: true } as unknown as SignedInUser;
  return {
    service,
    users,
    tokens,
    invitations,
    resets,
    ended,
    admin,
    by,
    failMail: () => (mailFails = true),
  };
}

describe('StaffService', () => {
  describe('roles', () => {
    it('never demotes or deactivates the last active Administrator', async () => {
      const { service, admin, users } = setUp();
      await expect(service.changeRole(admin.id, 'content')).rejects.toThrow(LastAdministratorError);
      await expect(service.deactivate(admin.id)).rejects.toThrow(LastAdministratorError);
      expect(users.get(admin.id)).toMatchObject({ role: 'administrator', deactivatedAt: null });
      // The decision was taken with the Administrators' rows locked.
      expect(users.locked).toContain(admin.id);
    });

    it('demotes an Administrator when another active one remains, and ends their sessions but the kept one', async () => {
      const { service, admin, users, ended } = setUp();
      users.add({ username: 'grace', role: 'administrator' });
      const row = await service.changeRole(admin.id, 'pastoral', 'own-sid');
      expect(row).toMatchObject({ userId: admin.id, role: 'pastoral', status: 'active' });
      expect(ended).toEqual([{ userId: admin.id, reason: expect.any(String), keep: 'own-sid' }]);
    });

    it('a deactivated Administrator does not count as the one that must remain', async () => {
      const { service, admin, users } = setUp();
      const other = users.add({
        username: 'grace',
        role: 'administrator',
        deactivatedAt: new Date(),
      });
      await expect(service.changeRole(admin.id, 'content')).rejects.toThrow(LastAdministratorError);
      // Changing the deactivated one's role is free.
      await expect(service.changeRole(other.id, 'content')).resolves.toMatchObject({
        role: 'content',
      });
    });

    it('leaves the sessions alone when the role does not change', async () => {
      const { service, admin, ended } = setUp();
      await service.changeRole(admin.id, 'administrator');
      expect(ended).toEqual([]);
    });

    it('answers 404 for an account that is not staff', async () => {
      const { service, users } = setUp();
      const member = users.add({ username: 'not-staff' });
      await expect(service.changeRole(member.id, 'content')).rejects.toThrow(StaffNotFoundError);
      await expect(service.deactivate(999)).rejects.toThrow('Staff member not found');
    });
  });

  describe('invitations', () => {
    it('refuses an address an account already uses, as address or username', async () => {
      const { service, by } = setUp();
      await expect(service.invite('ada@example.org', 'content', by)).rejects.toThrow(
        AddressTakenError,
      );
    });

    it('inviting the same address again replaces the open invitation (its old link stops working)', async () => {
      const { service, by, tokens, invitations } = setUp();
      await service.invite('new@example.org', 'content', by);
      await service.invite('new@example.org', 'pastoral', by);
      const open = await tokens.listOpenInvitations();
      expect(open).toHaveLength(1);
      expect(open[0]).toMatchObject({ email: 'new@example.org', role: 'pastoral' });
      expect(tokens.lockedAddresses).toEqual(['new@example.org', 'new@example.org']);
      await expect(service.invitationInfo(invitations[0].token)).rejects.toThrow(
        INVITATION_REVOKED,
      );
      await expect(service.invitationInfo(invitations[1].token)).resolves.toEqual({
        email: 'new@example.org',
        role: 'pastoral',
      });
    });

    it('accepting makes the account with the invitation’s role, once', async () => {
      const { service, by, invitations, users } = setUp();
      await service.invite('new@example.org', 'communications', by);
      const { token } = invitations[0];
      const user = await service.acceptInvitation(token, {
        firstName: 'Nia',
        lastName: 'Obi',
        password: STRONG,
      });
      expect(user).toMatchObject({
        username: 'new@example.org',
        email: 'new@example.org',
        role: 'communications',
      });
      expect(users.get(user.id)?.password).not.toBe(STRONG);
      await expect(
        service.acceptInvitation(token, { firstName: 'N', lastName: 'O', password: STRONG }),
      ).rejects.toThrow(LINK_USED);
    });

    it('refuses a weak password without using the link up', async () => {
      const { service, by, invitations } = setUp();
      await service.invite('new@example.org', 'content', by);
      await expect(
        service.acceptInvitation(invitations[0].token, {
          firstName: 'Nia',
          lastName: 'Obi',
          password: 'short',
        }),
      ).rejects.toThrow(PasswordRefusedError);
      await expect(service.invitationInfo(invitations[0].token)).resolves.toBeDefined();
    });

    it('an expired link says so', async () => {
      const { service, by, invitations, tokens } = setUp();
      await service.invite('new@example.org', 'content', by);
      tokens.rows[0].expiresAt = new Date(Date.now() - 1000);
      await expect(service.invitationInfo(invitations[0].token)).rejects.toThrow(
        new UnusableLinkError(LINK_EXPIRED),
      );
    });

    it('a mail that cannot be sent is a 503 that says to try again', async () => {
      const { service, by, failMail } = setUp();
      failMail();
      const refusal = service.invite('new@example.org', 'content', by);
      await expect(refusal).rejects.toThrow(StaffMailUnavailableError);
      await expect(refusal).rejects.toThrow(
        'The e-mail could not be sent just now. Try again in a few minutes.',
      );
    });

    it('lists staff (oldest first) then the open invitations (newest first)', async () => {
      const { service, by, users } = setUp();
      users.add({ username: 'grace', role: 'content', deactivatedAt: new Date() });
      await service.invite('a@example.org', 'content', by);
      await service.invite('b@example.org', 'content', by);
      const rows = await service.list();
      expect(rows.map((r) => [r.status, r.email ?? r.name])).toEqual([
        ['active', 'ada@example.org'],
        ['deactivated', 'grace'],
        ['invited', 'b@example.org'],
        ['invited', 'a@example.org'],
      ]);
    });
  });

  describe('password resets', () => {
    it('"Forgot password?" sends a link only to an active staff address, answering alike', async () => {
      const { service, users, resets } = setUp();
      users.add({
        username: 'old',
        email: 'old@example.org',
        role: 'content',
        deactivatedAt: new Date(),
      });
      await service.forgotPassword('nobody@example.org');
      await service.forgotPassword('old@example.org');
      await service.forgotPassword('ada@example.org');
      await new Promise((resolve) => setImmediate(resolve));
      expect(resets.map((r) => r.email)).toEqual(['ada@example.org']);
    });

    it('counts reset mails per address, known or not, and refuses past the hour’s limit with Retry-After', async () => {
      const { service } = setUp();
      for (let i = 0; i < RESET_MAILS_PER_RECIPIENT.points; i++)
        await service.forgotPassword('nobody@example.org');
      const refusal = service.forgotPassword('Nobody@Example.org ');
      await expect(refusal).rejects.toThrow(TooManyResetMailsError);
      const error = (await refusal.catch((e: unknown) => e)) as TooManyResetMailsError;
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    });

    it('a new link replaces the earlier one; using it sets the password and ends every session', async () => {
      const { service, admin, users, resets, ended } = setUp();
      await service.sendPasswordReset(admin.id);
      await service.sendPasswordReset(admin.id);
      await expect(service.checkPasswordReset(resets[0].token)).rejects.toThrow(UnusableLinkError);
      const before = users.get(admin.id)?.password;
      await service.resetPassword(resets[1].token, STRONG);
      expect(users.get(admin.id)?.password).not.toBe(before);
      expect(ended.map((e) => e.userId)).toEqual([admin.id]);
      await expect(service.resetPassword(resets[1].token, STRONG)).rejects.toThrow(LINK_USED);
    });

    it('stores only the hash of a link', async () => {
      const { service, admin, resets, tokens } = setUp();
      await service.sendPasswordReset(admin.id);
      expect(tokens.rows[0].tokenHash).toBe(hashToken(resets[0].token));
      expect(JSON.stringify(tokens.rows)).not.toContain(resets[0].token);
    });
  });
});
