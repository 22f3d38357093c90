import type { EventEmitter2 } from '@nestjs/event-emitter';
import { QueryFailedError } from 'typeorm';
import { DomainEvents } from '../../common/events/domain-events';
import type { CreateMemberDto } from './dto/create-member.dto';
import type { CommunityMember } from './entities/community-member.entity';
import type { MembersRepository } from './members.repository';
import { MembersService } from './members.service';

/** The part of the members table sign-up touches: insert (unique address), and look-ups. */
class FakeMembersRepository implements Partial<Pick<MembersRepository, keyof MembersRepository>> {
  rows: CommunityMember[] = [];
  private nextId = 1;

  async insert(fields: Partial<CommunityMember>) {
    if (this.rows.some((m) => m.email === fields.email))
      throw new QueryFailedError(
        'INSERT',
        [],
        Object.assign(new Error('taken'), { code: '23505' }),
      );
    const row = { ...fields, id: this.nextId++ } as CommunityMember;
    this.rows.push(row);
    return row;
  }
  async findByEmail(email: string) {
    return this.rows.find((m) => m.email === email) ?? null;
  }
  async findById(id: number) {
    return this.rows.find((m) => m.id === id) ?? null;
  }
}

const signUp = (change: Partial<CreateMemberDto> = {}) =>
  ({
    firstName: 'Miriam',
    lastName: 'Cohen',
    email: 'miriam@example.org',
    ...change,
  }) as CreateMemberDto;

describe('MembersService', () => {
  let repository: FakeMembersRepository;
  let announced: unknown[];
  let service: MembersService;

  beforeEach(() => {
    repository = new FakeMembersRepository();
    announced = [];
    const events = {
      emitAsync: async (name: string, event: unknown) => {
        announced.push([name, event]);
        return [];
      },
    };
    service = new MembersService(
      repository as unknown as MembersRepository,
      events as unknown as EventEmitter2,
    );
  });

  it('signs a member up subscribed to e-mail unless they said no, and announces it', async () => {
    const { member, created } = await service.create(signUp());
    expect(created).toBe(true);
    expect(member.subscribeToEmails).toBe(true);
    expect(announced).toEqual([
      [DomainEvents.memberSubscribed, { name: 'Miriam Cohen', email: 'miriam@example.org' }],
    ]);
    await service.create(signUp({ email: 'quiet@example.org', subscribeToEmails: false }));
    expect(announced).toHaveLength(1);
  });

  it('changes nothing for a taken address and answers the member who has it', async () => {
    const first = await service.create(signUp());
    announced = [];
    const again = await service.create(signUp({ firstName: 'Someone' }));
    expect(again).toEqual({ member: first.member, created: false });
    expect(repository.rows).toHaveLength(1);
    expect(announced).toEqual([]);
  });

  it('finds no member for an id that is not a whole number', async () => {
    await service.create(signUp());
    expect(await service.findById(Number.NaN)).toBeNull();
    expect(await service.findById(1)).toMatchObject({ email: 'miriam@example.org' });
  });
});
