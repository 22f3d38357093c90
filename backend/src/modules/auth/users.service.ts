import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { SignedInUser } from '../../common/access/principals';
import { User } from './entities/user.entity';
import { hashPassword } from './password';

export interface NewUser {
  username: string;
  password: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean;
}

/** Every column of a signed-in user (`SignedInUser`), the password hash not among them. */
const SIGNED_IN_COLUMNS: (keyof SignedInUser)[] = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  'isAdmin',
  'createdAt',
];

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The account a session names, as requests carry it: never with its password hash. */
  findSignedIn(id: number): Promise<SignedInUser | null> {
    return this.users.findOne({ where: { id }, select: SIGNED_IN_COLUMNS });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username });
  }

  /** How each account is shown as the author of something: its full name, else its username. */
  async displayNames(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const users = await this.users.find({
      where: { id: In([...new Set(ids)]) },
      select: { id: true, username: true, firstName: true, lastName: true },
    });
    return new Map(
      users.map((user) => [
        user.id,
        [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
      ]),
    );
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ isAdmin: true });
  }

  async create(input: NewUser): Promise<User> {
    if (await this.users.existsBy({ username: input.username })) {
      throw new ConflictException(`A user named ${input.username} already exists`);
    }
    return this.users.save(
      this.users.create({
        username: input.username,
        password: await hashPassword(input.password),
        email: input.email?.toLowerCase() ?? null,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        isAdmin: input.isAdmin ?? false,
      }),
    );
  }
}
