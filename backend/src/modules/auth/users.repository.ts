import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, Repository } from 'typeorm';
import { managerOf } from '../../database/transactions';
import { User } from './entities/user.entity';

/** The columns of a new account; the password already hashed. */
export type NewUserRow = Pick<
  User,
  'username' | 'password' | 'email' | 'firstName' | 'lastName' | 'role'
>;

/** The user accounts (`users`): administrators and staff. Calls inside `Transactions.run` join it. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get users(): Repository<User> {
    return managerOf(this.dataSource).getRepository(User);
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The account with only the given columns (never more than a caller needs). */
  findColumns(id: number, columns: (keyof User)[]): Promise<User | null> {
    return this.users.findOne({ where: { id }, select: columns });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username });
  }

  /** The account whose (lower-cased) e-mail address is `email`. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** An active account whose address is `email`, compared lower-cased. */
  findActiveByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = :email', { email })
      .andWhere('user.deactivatedAt IS NULL')
      .getOne();
  }

  usernameExists(username: string): Promise<boolean> {
    return this.users.existsBy({ username });
  }

  /** Whether any account uses `email` (lower-cased) as its address or its username. */
  addressTaken(email: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = :email OR lower(user.username) = :email', { email })
      .getExists();
  }

  /** Reads the account and locks its row until the transaction ends. */
  findAndLock(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The ids of the active Administrators, their rows locked until the transaction ends. */
  async lockActiveAdministrators(): Promise<number[]> {
    const admins = await this.users.find({
      where: { role: 'administrator', deactivatedAt: IsNull() },
      select: { id: true },
      lock: { mode: 'pessimistic_write' },
    });
    return admins.map((admin) => admin.id);
  }

  findNames(ids: number[]): Promise<Pick<User, 'id' | 'username' | 'firstName' | 'lastName'>[]> {
    return this.users.find({
      where: { id: In(ids) },
      select: { id: true, username: true, firstName: true, lastName: true },
    });
  }

  countActiveAdministrators(): Promise<number> {
    return this.users.countBy({ role: 'administrator', deactivatedAt: IsNull() });
  }

  /** Every account with a role, active or deactivated, oldest first. */
  listStaff(): Promise<User[]> {
    return this.users.find({ where: { role: Not(IsNull()) }, order: { id: 'ASC' } });
  }

  insert(row: NewUserRow): Promise<User> {
    return this.users.save(this.users.create(row));
  }

  save(user: User): Promise<User> {
    return this.users.save(user);
  }

  async update(
    id: number,
    changes: Partial<Pick<User, 'password' | 'role' | 'deactivatedAt' | 'email' | 'lastSignInAt'>>,
  ): Promise<void> {
    await this.users.update(id, changes);
  }
}
