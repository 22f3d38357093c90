/**
 * In-memory fakes of auth's repositories and collaborators for unit tests: each implements the
 * methods its service calls over an array, so a test checks the service's rules without a database.
 */
import type { StaffRole } from '../../../common/access/permissions';
import type { AccountTokensRepository, NewAccountToken } from '../staff/account-tokens.repository';
import { AccountToken, type AccountTokenPurpose } from '../staff/entities/account-token.entity';
import { User } from '../entities/user.entity';
import type { NewUserRow, UsersRepository } from '../users.repository';

/** The public methods of a class: what a fake must implement to stand in for it. */
export type Methods<T> = { [K in keyof T]: T[K] };

/** Hands a fake to a constructor that declares the real class. */
export const as = <T>(fake: Partial<Methods<T>>): T => fake as T;

const copy = <T extends object>(row: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(row)), row);

export class FakeUsersRepository implements Methods<UsersRepository> {
  readonly rows: User[] = [];
  /** The ids `findAndLock` and `lockActiveAdministrators` were asked to lock, in order. */
  readonly locked: number[] = [];
  private nextId = 1;

  /** A stored account with sensible defaults. */
  add(fields: Partial<User> & { username: string }): User {
    const user = Object.assign(new User(), {
      id: this.nextId++,
      email: null,
      password: 'hash',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: null,
      deactivatedAt: null,
      lastSignInAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...fields,
    });
    this.rows.push(user);
    return copy(user);
  }

  get(id: number): User | undefined {
    return this.rows.find((row) => row.id === id);
  }

  async findById(id: number) {
    const row = this.get(id);
    return row ? copy(row) : null;
  }
  async findColumns(id: number) {
    return this.findById(id);
  }
  async findByUsername(username: string) {
    const row = this.rows.find((r) => r.username === username);
    return row ? copy(row) : null;
  }
  async findByEmail(email: string) {
    const row = this.rows.find((r) => r.email === email);
    return row ? copy(row) : null;
  }
  async findActiveByEmail(email: string) {
    const row = this.rows.find((r) => r.email?.toLowerCase() === email && !r.deactivatedAt);
    return row ? copy(row) : null;
  }
  async usernameExists(username: string) {
    return this.rows.some((r) => r.username === username);
  }
  async addressTaken(email: string) {
    return this.rows.some(
      (r) => r.email?.toLowerCase() === email || r.username.toLowerCase() === email,
    );
  }
  async findAndLock(id: number) {
    this.locked.push(id);
    return this.findById(id);
  }
  async lockActiveAdministrators() {
    const ids = this.rows
      .filter((r) => r.role === 'administrator' && !r.deactivatedAt)
      .map((r) => r.id);
    this.locked.push(...ids);
    return ids;
  }
  async findNames(ids: number[]) {
    return this.rows.filter((r) => ids.includes(r.id)).map(copy);
  }
  async countActiveAdministrators() {
    return this.rows.filter((r) => r.role === 'administrator' && !r.deactivatedAt).length;
  }
  async listStaff() {
    return this.rows.filter((r) => r.role !== null).map(copy);
  }
  async insert(row: NewUserRow) {
    return this.add(row);
  }
  async save(user: User) {
    const index = this.rows.findIndex((r) => r.id === user.id);
    this.rows[index] = copy(user);
    return copy(user);
  }
  async update(id: number, changes: Partial<User>) {
    Object.assign(this.get(id) ?? {}, changes);
  }
}

export class FakeAccountTokensRepository implements Methods<AccountTokensRepository> {
  readonly rows: AccountToken[] = [];
  /** The addresses whose invitations were locked (one transaction per address). */
  readonly lockedAddresses: string[] = [];
  private nextId = 1;

  private open(row: AccountToken) {
    return !row.usedAt && !row.revokedAt;
  }
  async lockInvitationsOf(email: string) {
    this.lockedAddresses.push(email);
  }
  async revokeOpenInvitationsOf(email: string) {
    for (const row of this.rows)
      if (row.purpose === 'invitation' && row.email === email && this.open(row))
        row.revokedAt = new Date();
  }
  async revokeOpenResetsOf(userId: number) {
    for (const row of this.rows)
      if (row.purpose === 'password-reset' && row.userId === userId && this.open(row))
        row.revokedAt = new Date();
  }
  async revoke(id: number) {
    const row = this.rows.find((r) => r.id === id);
    if (row) row.revokedAt = new Date();
  }
  async insert(fields: NewAccountToken) {
    const row = Object.assign(new AccountToken(), {
      id: this.nextId++,
      usedAt: null,
      revokedAt: null,
      createdAt: new Date(),
      ...fields,
    });
    this.rows.push(row);
    return copy(row);
  }
  async save(token: AccountToken) {
    const index = this.rows.findIndex((r) => r.id === token.id);
    this.rows[index] = copy(token);
    return copy(token);
  }
  async findByHash(purpose: AccountTokenPurpose, tokenHash: string) {
    const row = this.rows.find((r) => r.purpose === purpose && r.tokenHash === tokenHash);
    return row ? copy(row) : null;
  }
  async listOpenInvitations() {
    return this.rows
      .filter((r) => r.purpose === 'invitation' && this.open(r))
      .sort((a, b) => b.id - a.id)
      .map(copy);
  }
  async findOpenInvitation(id: number) {
    const row = this.rows.find((r) => r.id === id && r.purpose === 'invitation' && this.open(r));
    return row ? copy(row) : null;
  }
  async useUp(purpose: AccountTokenPurpose, tokenHash: string) {
    const row = this.rows.find(
      (r) =>
        r.purpose === purpose &&
        r.tokenHash === tokenHash &&
        this.open(r) &&
        r.expiresAt.getTime() > Date.now(),
    );
    if (!row) return null;
    row.usedAt = new Date();
    return { id: row.id, email: row.email, role: row.role as StaffRole | null, userId: row.userId };
  }
}

/** `Transactions` without a database: the work runs as is (a fake repository has nothing to roll back). */
export const fakeTransactions = { run: <T>(work: () => Promise<T>): Promise<T> => work() };
