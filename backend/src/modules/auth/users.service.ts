import { Injectable } from '@nestjs/common';
import type { StaffRole } from '../../common/access/permissions';
import type { SignedInUser } from '../../common/access/principals';
import { User } from './entities/user.entity';
import { UsernameTakenError } from './auth.errors';
import { hashPassword } from './password';
import { UsersRepository } from './users.repository';

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
  constructor(private readonly users: UsersRepository) {}

  findById(id: number): Promise<User | null> {
    return this.users.findById(id);
  }

  /**
   * The account a session names, as requests carry it: never with its password hash. A deactivated
   * account is signed out (null).
   */
  async findSignedIn(id: number): Promise<SignedInUser | null> {
    const user = await this.users.findColumns(id, SIGNED_IN_COLUMNS);
    return user && !user.deactivatedAt ? toSignedIn(user) : null;
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findByUsername(username);
  }

  /** The account a sign-in names: its username, or else its e-mail address. */
  async findForSignIn(login: string): Promise<User | null> {
    return (
      (await this.users.findByUsername(login)) ??
      (login.includes('@') ? await this.users.findByEmail(login.toLowerCase()) : null)
    );
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email.toLowerCase());
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
    const users = await this.users.findNames([...new Set(ids)]);
    return new Map(
      users.map((user) => [
        user.id,
        [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
      ]),
    );
  }

  /** Active accounts with the Administrator role. */
  countAdmins(): Promise<number> {
    return this.users.countActiveAdministrators();
  }

  /** Every staff account (with a role), active or deactivated, oldest first. */
  listStaff(): Promise<User[]> {
    return this.users.listStaff();
  }

  async create(input: NewUser): Promise<User> {
    if (await this.users.usernameExists(input.username))
      throw new UsernameTakenError(input.username);
    return this.users.insert({
      username: input.username,
      password: await hashPassword(input.password),
      email: input.email?.toLowerCase() ?? null,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      role: input.role ?? (input.isAdmin ? 'administrator' : null),
    });
  }
}
