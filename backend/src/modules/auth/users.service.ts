import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository } from 'typeorm';
import type { StaffRole } from '../../common/access/permissions';
import type { SignedInUser } from '../../common/access/principals';
import { User } from './entities/user.entity';
import { hashPassword } from './password';

export interface NewUser {
  username: string;
  password: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** The staff role; none makes an account that is not staff. */
  role?: StaffRole | null;
  /** Shorthand of earlier callers for `role: 'administrator'`. */
  isAdmin?: boolean;
}

/** Every column a signed-in user (`SignedInUser`) is made of, the password hash not among them. */
const SIGNED_IN_COLUMNS: (keyof User)[] = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  'role',
  'deactivatedAt',
  'createdAt',
];

/** The account as requests carry it: a deactivated one has no role, and so no staff rights. */
export function toSignedIn(
  user: Omit<User, 'password' | 'updatedAt' | 'lastSignInAt'>,
): SignedInUser {
  const role = user.deactivatedAt ? null : user.role;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: role !== null,
    role,
    createdAt: user.createdAt,
  };
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * The account a session names, as requests carry it: never with its password hash. A deactivated
   * account is signed out (null).
   */
  async findSignedIn(id: number): Promise<SignedInUser | null> {
    const user = await this.users.findOne({ where: { id }, select: SIGNED_IN_COLUMNS });
    return user && !user.deactivatedAt ? toSignedIn(user) : null;
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username });
  }

  /** The account a sign-in names: its username, or else its e-mail address. */
  async findForSignIn(login: string): Promise<User | null> {
    return (
      (await this.users.findOneBy({ username: login })) ??
      (login.includes('@') ? await this.users.findOneBy({ email: login.toLowerCase() }) : null)
    );
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  /** Stores a new password hash (the caller checked the policy and hashed it). */
  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.users.update(id, { password: passwordHash });
  }

  async recordSignIn(id: number): Promise<void> {
    await this.users.update(id, { lastSignInAt: new Date() });
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

  /** Active accounts with the Administrator role. */
  countAdmins(): Promise<number> {
    return this.users.countBy({ role: 'administrator', deactivatedAt: IsNull() });
  }

  /** Every staff account (with a role), active or deactivated, oldest first. */
  listStaff(): Promise<User[]> {
    return this.users.find({ where: { role: Not(IsNull()) }, order: { id: 'ASC' } });
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
        role: input.role ?? (input.isAdmin ? 'administrator' : null),
      }),
    );
  }
}
