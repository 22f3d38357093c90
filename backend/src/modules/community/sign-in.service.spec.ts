import type { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents, type MemberSignInIssuedEvent } from '../../common/events/domain-events';
import type { AppConfig } from '../../config/app-config';
import type { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import type { CommunityMember } from './entities/community-member.entity';
import { MAX_WRONG_CODES, SIGN_IN_VALID_MINUTES, SignInService } from './sign-in.service';
import type { NewSignIn, SignInsRepository } from './sign-ins.repository';

interface Row {
  id: number;
  memberId: number;
  tokenHash: string;
  codeHash: string;
  expiresAt: number;
  usedAt: number | null;
  wrongCodes: number;
}

/** Sign-ins in memory, on a clock the test moves: the repository's conditional updates over an array. */
class FakeSignInsRepository implements Pick<SignInsRepository, keyof SignInsRepository> {
  rows: Row[] = [];
  now = Date.parse('2030-07-09T12:00:00Z');
  private nextId = 1;

  async replaceOpen(signIn: NewSignIn) {
    this.rows = this.rows.filter((r) => r.memberId !== signIn.memberId || r.usedAt !== null);
    const row = {
      id: this.nextId++,
      memberId: signIn.memberId,
      tokenHash: signIn.tokenHash,
      codeHash: signIn.codeHash,
      expiresAt: this.now + signIn.validMinutes * 60_000,
      usedAt: null,
      wrongCodes: 0,
    };
    this.rows.push(row);
    return row.id;
  }
  async useToken(tokenHash: string, maxWrongCodes: number) {
    const row = this.rows.find((r) => r.tokenHash === tokenHash && this.open(r, maxWrongCodes));
    if (!row) return null;
    row.usedAt = this.now;
    return row.memberId;
  }
  async tokenState(tokenHash: string) {
    const row = this.rows.find((r) => r.tokenHash === tokenHash);
    return row ? { used: row.usedAt !== null } : null;
  }
  async useCode(memberId: number, codeHash: string, maxWrongCodes: number) {
    const row = this.rows.find(
      (r) => r.memberId === memberId && r.codeHash === codeHash && this.open(r, maxWrongCodes),
    );
    if (!row) return false;
    row.usedAt = this.now;
    return true;
  }
  async countWrongCode(memberId: number) {
    for (const r of this.rows)
      if (r.memberId === memberId && r.usedAt === null && r.expiresAt > this.now) r.wrongCodes++;
  }
  async deleteStale() {
    return 0;
  }
  private open(row: Row, maxWrongCodes: number) {
    return row.usedAt === null && row.expiresAt > this.now && row.wrongCodes < maxWrongCodes;
  }
}

const member = { id: 4, firstName: 'Miriam', lastName: 'Cohen', email: 'miriam@example.org' };

describe('SignInService', () => {
  let repository: FakeSignInsRepository;
  let mailed: MemberSignInIssuedEvent[];
  let failMail: boolean;
  let service: SignInService;

  beforeEach(() => {
    repository = new FakeSignInsRepository();
    mailed = [];
    failMail = false;
    const events = {
      emitAsync: async (name: string, event: MemberSignInIssuedEvent) => {
        expect(name).toBe(DomainEvents.memberSignInIssued);
        mailed.push(event);
        if (failMail) throw new Error('the mail queue is down');
        return [];
      },
    };
    const config = { sessionSecret: 'a secret of the test', publicUrl: 'https://ministry.test' };
    service = new SignInService(
      repository as unknown as SignInsRepository,
      config as AppConfig,
      events as unknown as EventEmitter2,
      { add: () => undefined } as unknown as MaintenanceTasks,
    );
  });

  /** Issues a sign-in and answers the link's token and the code the e-mail carries. */
  const issue = async () => {
    await service.issue(member as CommunityMember, 'sign-in');
    const { link, code } = mailed[mailed.length - 1];
    return { token: new URL(link).searchParams.get('signin')!, code };
  };

  it('mails a link to the community page and a 6-digit code, storing neither', async () => {
    const { token, code } = await issue();
    expect(mailed[0]).toMatchObject({
      memberId: 4,
      kind: 'sign-in',
      name: 'Miriam Cohen',
      email: 'miriam@example.org',
      validMinutes: SIGN_IN_VALID_MINUTES,
    });
    expect(mailed[0].link).toBe(`https://ministry.test/community?signin=${token}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(repository.rows)).not.toContain(token);
    expect(JSON.stringify(repository.rows)).not.toContain(`"${code}"`);
  });

  it('signs in once with the link, then says it was used', async () => {
    const { token } = await issue();
    expect(await service.redeemToken(token)).toEqual({ ok: true, memberId: 4 });
    expect(await service.redeemToken(token)).toEqual({ ok: false, reason: 'used' });
    expect(await service.redeemToken('not-a-token-we-made')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('says a link has expired after its minutes', async () => {
    const { token } = await issue();
    repository.now += SIGN_IN_VALID_MINUTES * 60_000;
    expect(await service.redeemToken(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it("replaces the member's open sign-in with a new one", async () => {
    const first = await issue();
    const second = await issue();
    expect(await service.redeemToken(first.token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await service.redeemCode(4, first.code === second.code ? 'x' : first.code)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await service.redeemCode(4, second.code)).toEqual({ ok: true, memberId: 4 });
  });

  it('signs in with the code once; the code is bound to its member', async () => {
    const { code } = await issue();
    expect(await service.redeemCode(5, code)).toEqual({ ok: false, reason: 'invalid' });
    expect(await service.redeemCode(null, code)).toEqual({ ok: false, reason: 'invalid' });
    expect(await service.redeemCode(4, code)).toEqual({ ok: true, memberId: 4 });
    expect(await service.redeemCode(4, code)).toEqual({ ok: false, reason: 'invalid' });
  });

  it(`burns the sign-in, link too, after ${MAX_WRONG_CODES} wrong codes`, async () => {
    const { token, code } = await issue();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_WRONG_CODES; i++)
      expect(await service.redeemCode(4, wrong)).toEqual({ ok: false, reason: 'invalid' });
    expect(await service.redeemCode(4, code)).toEqual({ ok: false, reason: 'invalid' });
    expect(await service.redeemToken(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('answers the same when the e-mail cannot be queued', async () => {
    failMail = true;
    await expect(service.issue(member as CommunityMember, 'welcome')).resolves.toBeUndefined();
    expect(repository.rows).toHaveLength(1);
  });
});
